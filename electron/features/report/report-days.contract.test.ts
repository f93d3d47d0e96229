import { describe, expect, it } from 'vitest';
import { ReportQuery } from '../../../shared/ipc/channels/report';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { recordFetch } from '../../testing/ledger-test-kit';
import type { LedgerConnection } from '../ledger';
import { pgReportSql } from './postgres/pg-report-sql';
import { openReportStore, type ReportStore } from './report-store';
import { sqliteReportSql } from './sqlite/sqlite-report-sql';
import {
  KIT_CARRIERS,
  KIT_DESKS,
  KIT_OWNERS,
  kitFigures,
  kitParcelsBy,
  makeReportHistory,
  writeReportHistory,
  type KitFilters,
} from './testing';

/*
 * The report's daily summary, on every backend: a period in a zone on whole hours other than UTC reads its whole
 * UTC days from the days and its edges from the hours, and every figure and chart equals the kit's counts; a write
 * after the read is in the next read's day; a zone off whole hours (the rows answer) gives the same counts.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TODAY = Date.UTC(2025, 5, 15);
const history = makeReportHistory({ today: TODAY, days: 20, perDay: (day) => 12 + (day % 5) });

const runnerOf = (c: LedgerConnection) => (c.kind === 'sqlite' ? sqliteReportSql(c.db) : pgReportSql(c.db));

/** The last `days` local days (the zone `offset` minutes east of UTC) up to the one holding TODAY's noon. */
const periodIn = (offset: number, days: number) => {
  const end = Math.floor((TODAY + 12 * HOUR + offset * 60_000) / DAY + 1) * DAY - offset * 60_000;
  return { start: end - days * DAY, end };
};

/** Every figure and chart of the period in the zone equals the kit's own counts. */
const expectKitCounts = async (store: ReportStore, offset: number, days: number, f: KitFilters) => {
  const { start, end } = periodIn(offset, days);
  const q = ReportQuery.parse({ start, end, utcOffsetMinutes: offset, ...f });
  const local = (w: Record<string, unknown>) => Number(w.issued_at) + offset * 60_000;
  expect({ offset, f, ...(await store.figures(q)) }).toEqual({
    offset,
    f,
    current: kitFigures(history, start, end, f),
    previous: kitFigures(history, start - (end - start), start, f),
  });
  const charts = await store.charts(q);
  const by = (key: (w: Record<string, unknown>) => string) => kitParcelsBy(history, start, end, key, f);
  expect(new Map(charts.perHour.map((h) => [`${h.desk} ${h.hour}`, h.parcels]))).toEqual(
    by((w) => `${String(w.desk)} ${Math.floor(local(w) / HOUR) % 24}`),
  );
  expect(new Map(charts.perDay.filter((d) => d.parcels > 0).map((d) => [String(d.day), d.parcels]))).toEqual(
    by((w) => String(Math.floor(local(w) / DAY))),
  );
  expect(new Map(charts.carriers.map((c) => [c.key, c.parcels]))).toEqual(by((w) => String(w.cp_code)));
  expect(new Map(charts.shops.map((c) => [c.key, c.parcels]))).toEqual(by((w) => String(w.owner_id)));
  if (!f.ownerId && !f.cpCode)
    expect(charts.perDay.reduce((s, d) => s + d.points, 0)).toBe(kitFigures(history, start, end, f).points);
};

describe.each(ledgerBackends())('the report’s daily summary ($name)', (backend) => {
  const subject = ledgerForEachTest(backend, () => TODAY + 15 * HOUR);
  const written = async () => {
    const c = subject.ledger.connection;
    await writeReportHistory(runnerOf(c), c.kind, history);
    return openReportStore(c);
  };

  it('a zone on whole hours other than UTC: whole days and edge hours give the kit’s counts, with each filter', async () => {
    const store = await written();
    for (const offset of [480, -300])
      for (const f of [{}, { desk: KIT_DESKS[1] }, { ownerId: KIT_OWNERS[0], cpCode: KIT_CARRIERS[1] }])
        await expectKitCounts(store, offset, 7, f);
  });

  it('a zone off whole hours over two weeks: the rows give the same counts', async () => {
    const store = await written();
    await expectKitCounts(store, 330, 14, {});
    await expectKitCounts(store, 330, 14, { desk: KIT_DESKS[2] });
  });

  it('a waybill, its print and charge written after the read are in the next read’s day', async () => {
    const store = await written();
    const { start, end } = periodIn(-300, 7);
    const q = ReportQuery.parse({ start, end, utcOffsetMinutes: -300 });
    const [before, chartsBefore] = [await store.figures(q), await store.charts(q)];
    // Written now: TODAY 15:00 UTC, in a whole UTC day of the period (10:00 in the zone), read from the days.
    const [waybill] = await recordFetch(
      subject.ledger,
      [{ orderSn: 'DAY-1', waybillCode: 'JT800001' }],
      'JTSD',
    );
    await subject.ledger.recordPrints([waybill!.id], 'printer 1', 'silent');
    await subject.ledger.recordCharge('fetchWaybills', 1);

    expect((await store.figures(q)).current).toEqual({
      ...before.current,
      parcels: before.current.parcels + 1,
      printed: before.current.printed + 1,
      points: (before.current.points ?? 0) + 1,
      notHandedOver: before.current.notHandedOver + 1,
    });
    const charts = await store.charts(q);
    const day = Math.floor((TODAY + 10 * HOUR) / DAY);
    const dayOf = (c: typeof charts, d: number) => c.perDay.find((x) => x.day === d);
    expect(dayOf(charts, day)).toEqual({
      day,
      parcels: (dayOf(chartsBefore, day)?.parcels ?? 0) + 1,
      points: (dayOf(chartsBefore, day)?.points ?? 0) + 1,
    });
    const desk = subject.ledger.connection.db.desk;
    const at10 = (c: typeof charts) => c.perHour.find((h) => h.hour === 10 && h.desk === desk)?.parcels ?? 0;
    expect(at10(charts)).toBe(at10(chartsBefore) + 1);
    expect(charts.carriers).toContainEqual({ key: 'JTSD', parcels: 1 });
  });
});
