import { describe, expect, it } from 'vitest';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import type { LedgerConnection } from '../ledger';
import { pgReportSql } from './postgres/pg-report-sql';
import { openReportStore } from './report-store';
import { ReportQuery } from '../../../shared/ipc/channels/report';
import { sqliteReportSql } from './sqlite/sqlite-report-sql';
import {
  KIT_CARRIERS,
  KIT_DESKS,
  KIT_OWNERS,
  kitFigures,
  kitParcelsBy,
  kitProblemCounts,
  makeReportHistory,
  writeReportHistory,
  type KitFilters,
} from './testing';

/* The report's figures, charts, problems and export rows equal the kit's own counts, on every backend. */

const DAY = 86_400_000;
const TODAY = new Date(2025, 5, 15).getTime();
const OFFSET = -new Date(TODAY).getTimezoneOffset();
const history = makeReportHistory({ today: TODAY, days: 16, perDay: (day) => 30 + day });

const FILTERS: KitFilters[] = [
  {},
  { desk: 'desk 2' },
  { ownerId: KIT_OWNERS[1] },
  { cpCode: KIT_CARRIERS[2], desk: KIT_DESKS[0] },
];
const PERIODS = [
  { name: 'today', start: TODAY, end: TODAY + DAY },
  { name: 'yesterday', start: TODAY - DAY, end: TODAY },
  { name: '7 days', start: TODAY - 6 * DAY, end: TODAY + DAY },
];

const queryOf = (p: { start: number; end: number }, f: KitFilters) =>
  ReportQuery.parse({ start: p.start, end: p.end, utcOffsetMinutes: OFFSET, ...f });

describe.each(ledgerBackends())('report store ($name)', (backend) => {
  const subject = ledgerForEachTest(backend, () => TODAY + 20 * 3_600_000);
  const connection = (): LedgerConnection => subject.ledger.connection;
  const written = async () => {
    const c = connection();
    const run = c.kind === 'sqlite' ? sqliteReportSql(c.db) : pgReportSql(c.db);
    await writeReportHistory(run, c.kind, history);
    return openReportStore(c);
  };

  it('every figure of a period and of the one before equals the kit count, with each filter', async () => {
    const store = await written();
    for (const p of PERIODS)
      for (const f of FILTERS) {
        const figures = await store.figures(queryOf(p, f));
        const before = p.start - (p.end - p.start);
        expect({ period: p.name, f, ...figures }).toEqual({
          period: p.name,
          f,
          current: kitFigures(history, p.start, p.end, f),
          previous: kitFigures(history, before, p.start, f),
        });
      }
  });

  it('the charts count each hour per desk, each day, carrier and shop as the kit does', async () => {
    const store = await written();
    const p = PERIODS[2]!;
    for (const f of [FILTERS[0]!, FILTERS[3]!]) {
      const charts = await store.charts(queryOf(p, f));
      const hourOf = (w: Record<string, unknown>) =>
        `${String(w.desk)} ${new Date(Number(w.issued_at)).getHours()}`;
      expect(new Map(charts.perHour.map((h) => [`${h.desk} ${h.hour}`, h.parcels]))).toEqual(
        kitParcelsBy(history, p.start, p.end, hourOf, f),
      );
      const dayOf = (w: Record<string, unknown>) => String(new Date(Number(w.issued_at)).getDate());
      expect(
        new Map(
          charts.perDay.map((d) => [String(new Date(d.day * DAY - OFFSET * 60_000).getDate()), d.parcels]),
        ),
      ).toEqual(kitParcelsBy(history, p.start, p.end, dayOf, f));
      expect(new Map(charts.carriers.map((c) => [c.key, c.parcels]))).toEqual(
        kitParcelsBy(history, p.start, p.end, (w) => String(w.cp_code), f),
      );
      expect(new Map(charts.shops.map((c) => [c.key, c.parcels]))).toEqual(
        kitParcelsBy(history, p.start, p.end, (w) => String(w.owner_id), f),
      );
      expect(new Map(charts.desks.map((c) => [c.key, c.parcels]))).toEqual(
        kitParcelsBy(history, p.start, p.end, (w) => String(w.desk), f),
      );
    }
    const points = (await store.charts(queryOf(p, {}))).perDay.reduce((s, d) => s + d.points, 0);
    expect(points).toBe(kitFigures(history, p.start, p.end).points);
  });

  it('lists each kind of problem waybill the kit made', async () => {
    const store = await written();
    for (const p of PERIODS)
      for (const f of FILTERS) {
        const { problems, cut } = await store.problems(queryOf(p, f));
        const counted: Record<string, number> = {};
        for (const k of Object.keys(kitProblemCounts(history, p.start, p.end, f))) counted[k] = 0;
        for (const problem of problems) counted[problem.kind] = (counted[problem.kind] ?? 0) + 1;
        expect({ period: p.name, f, counted, cut }).toEqual({
          period: p.name,
          f,
          counted: kitProblemCounts(history, p.start, p.end, f),
          cut: [],
        });
      }
  });

  it('counts every desk of a shared ledger, the desks that wrote nothing today included in the choices', async () => {
    const store = await written();
    expect((await store.choices()).desks).toEqual([...KIT_DESKS]);
    expect((await store.choices()).carriers).toEqual([...KIT_CARRIERS].sort());
  });
});
