import { describe, expect, it } from 'vitest';
import { ReportQuery } from '../../../shared/ipc/channels/report';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { recordFetch } from '../../testing/ledger-test-kit';
import type { LedgerConnection } from '../ledger';
import { pgReportSql } from './postgres/pg-report-sql';
import { openReportStore } from './report-store';
import { sqliteReportSql } from './sqlite/sqlite-report-sql';
import { KIT_OWNERS, kitFigures, makeReportHistory, writeReportHistory } from './testing';

/*
 * The report's hourly summary is kept as the ledger writes, on every backend: a waybill, a print and a charge
 * written after the report was read are in the next read; and a period off whole hours (a zone half an hour off
 * UTC), which the rows answer instead of the summary, gives the kit's counts too.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TODAY = Date.UTC(2025, 5, 15);
const NOW = TODAY + 15 * HOUR;
const history = makeReportHistory({ today: TODAY, days: 3, perDay: (day) => 20 + day });

const runnerOf = (c: LedgerConnection) => (c.kind === 'sqlite' ? sqliteReportSql(c.db) : pgReportSql(c.db));

describe.each(ledgerBackends())('the report’s summary ($name)', (backend) => {
  const subject = ledgerForEachTest(backend, () => NOW);
  const written = async () => {
    const c = subject.ledger.connection;
    await writeReportHistory(runnerOf(c), c.kind, history);
    return openReportStore(c);
  };

  it('a waybill, its prints, charge, recycle and a closed batch written after the report was read are in the next read', async () => {
    const store = await written();
    const today = ReportQuery.parse({ start: TODAY, end: TODAY + DAY, utcOffsetMinutes: 0 });
    const before = await store.figures(today);
    const chartsBefore = await store.charts(today);
    expect(before.current).toEqual(kitFigures(history, TODAY, TODAY + DAY));

    const [waybill] = await recordFetch(
      subject.ledger,
      [{ orderSn: 'LATE-1', waybillCode: 'JT900001' }],
      'JTSD',
    );
    await subject.ledger.recordPrints([waybill!.id], 'printer 1', 'silent');
    await subject.ledger.recordPrints([waybill!.id], 'printer 1', 'silent');
    await subject.ledger.recordCharge('fetchWaybills', 1);

    const after = await store.figures(today);
    expect(after.current).toEqual({
      ...before.current,
      parcels: before.current.parcels + 1,
      printed: before.current.printed + 1,
      reprinted: before.current.reprinted + 1,
      points: (before.current.points ?? 0) + 1,
      notHandedOver: before.current.notHandedOver + 1,
    });
    // Recycled: no longer printed-and-not-handed-over; a closed batch takes another waybill off that list too.
    await subject.ledger.recordRecycleOutcomes([{ id: waybill!.id, ok: true, errorMsg: null }]);
    const run = runnerOf(subject.ledger.connection);
    const [open] = await run(
      `SELECT w.id FROM waybills w WHERE w.issued_at >= ? AND w.status = 'live' AND w.printed_count > 0
       AND NOT EXISTS (SELECT 1 FROM handover_scans h WHERE h.waybill_id = w.id) ORDER BY w.id LIMIT 1`,
      [TODAY],
    );
    await run(
      `INSERT INTO handover_batches (id, cp_code, desk, opened_at, closed_at, closed_by) VALUES (9, '', 'desk 1', ?, ?, 'desk 1')`,
      [NOW, NOW],
    );
    await run(
      `INSERT INTO handover_scans (batch_id, waybill_id, desk, scanned_at, confirmed, closed) VALUES (9, ?, 'desk 1', ?, FALSE, FALSE)`,
      [open!.id, NOW],
    );
    await run('UPDATE handover_scans SET closed = TRUE WHERE batch_id = 9', []);
    expect((await store.figures(today)).current).toMatchObject({
      recycled: before.current.recycled + 1,
      notHandedOver: before.current.notHandedOver - 1,
    });
    const charts = await store.charts(today);
    expect(charts.carriers).toContainEqual({ key: 'JTSD', parcels: 1 });
    expect(charts.perDay.map((d) => d.parcels)).toEqual(chartsBefore.perDay.map((d) => d.parcels + 1));
    expect(
      charts.perHour.find((h) => h.hour === 15 && h.desk === subject.ledger.connection.db.desk)?.parcels,
    ).toBe(
      (chartsBefore.perHour.find((h) => h.hour === 15 && h.desk === subject.ledger.connection.db.desk)
        ?.parcels ?? 0) + 1,
    );
  });

  it('off whole hours (a zone half an hour off UTC) the rows answer, with the kit’s counts', async () => {
    const store = await written();
    const [start, end] = [TODAY - DAY - HOUR / 2, TODAY + DAY - HOUR / 2];
    for (const f of [{}, { desk: 'desk 2' }, { ownerId: KIT_OWNERS[1] }]) {
      const figures = await store.figures(ReportQuery.parse({ start, end, utcOffsetMinutes: 330, ...f }));
      expect({ f, ...figures }).toEqual({
        f,
        current: kitFigures(history, start, end, f),
        previous: kitFigures(history, start - (end - start), start, f),
      });
    }
  });
});
