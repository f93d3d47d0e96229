import { defineRoom } from '../../kernel/room';
import { followConnection } from '../../storage/follow-connection';
import type { Ledger } from '../ledger';
import type { ShopsService } from '../shops';
import { reportHandlers } from './handlers';
import { createReportService } from './report-service';
import { openReportStore } from './report-store';

interface ReportNeeds {
  ledger: Ledger;
  /** Shops are named on the report as the seller named them. */
  shops: ShopsService;
}

/** The day in numbers: the period's figures, charts and problem waybills, over every desk of the ledger. */
export const reportRoom = defineRoom({
  name: 'report',
  build: ({ ledger, shops }: ReportNeeds) => ({
    report: createReportService({
      // The store follows the ledger's connection (a restore swaps the file under the rooms).
      store: followConnection(() => ledger.connection, openReportStore),
      shops: shops.directory,
    }),
  }),
  handlers: ({ report }) => reportHandlers(report),
});
