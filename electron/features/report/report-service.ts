import type { Report, ReportProblems, ReportQuery } from '../../../shared/ipc/channels/report';
import type { ShopDirectory } from '../shops';
import type { ParsedReportQuery } from './report-sql';
import type { ReportStore } from './report-store';

export interface ReportService {
  report(q: ParsedReportQuery): Promise<Report>;
  problems(q: ParsedReportQuery): Promise<ReportProblems>;
}
export type { ReportQuery };

/** The report: the store's numbers, with each shop named as the shops room knows it. */
export const createReportService = ({
  store,
  shops,
}: {
  store: ReportStore;
  shops: ShopDirectory;
}): ReportService => {
  const shopName = (ownerId: string) => shops.byOwner(ownerId)?.name ?? '';
  return {
    async report(q) {
      const [figures, charts, choices] = await Promise.all([
        store.figures(q),
        store.charts(q),
        store.choices(),
      ]);
      return {
        ...figures,
        charts: { ...charts, shops: charts.shops.map((s) => ({ ...s, name: shopName(s.key) })) },
        choices: {
          desks: choices.desks,
          carriers: choices.carriers,
          // The seller's shops, and any other shop the ledger's waybills name (a shop removed since).
          shops: [...new Set([...shops.all().map((s) => s.ownerId), ...choices.owners])].map((ownerId) => ({
            ownerId,
            name: shopName(ownerId) || ownerId,
          })),
        },
        thisDesk: store.desk,
      };
    },
    problems: (q) => store.problems(q),
  };
};
