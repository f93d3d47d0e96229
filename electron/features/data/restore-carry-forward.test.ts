import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { backupServiceFor, ledgerPerTest, refusal, restoreFor } from '../../testing/backup-test-kit';
import { intentFor, recordFetch } from '../../testing/ledger-test-kit';
import type { Ledger } from '../ledger';
import { openLedger } from '../ledger/sqlite/open-ledger';
import { LEDGER_SCHEMA_VERSION, migrate } from '../../storage/sqlite/migrations';
import { copyDatabase } from './backup-copy';
import { carryForward } from './restore-carry-forward';
import { holdLedger } from './restore-ledger-handle';

/*
 * The carry of a restore: every row the live ledger wrote after the backup goes into the restored file, each kind
 * of table (waybills with their orders and print data, prints, recycle and cloud-print outcomes, pack checks, print
 * jobs, intents with their claims, charges, the book's rows), and rows both hold take what the live one learned
 * (an intent resolved, a waybill printed or recycled, a job done). A carry that cannot be done replaces nothing.
 */

const ledgers = ledgerPerTest('desk-restore-carry-');

const sqlOf = (ledger: Ledger): DatabaseSync => {
  const { connection } = ledger;
  if (connection.kind !== 'sqlite') throw new Error('not the SQLite ledger');
  return connection.db.db;
};
const count = (db: DatabaseSync, sql: string): number => Number(db.prepare(sql).get()?.n ?? 0);

/** A pack check and a print job of waybill `id`, written as their rooms write them. */
const packAndQueue = (db: DatabaseSync, id: number, state: string) => {
  db.prepare(
    `INSERT INTO pack_checks (waybill_id, order_sns, desk, checked_at, lines, overrides)
     VALUES (?, 'P', 'desk 1', 1000, '[]', 0)`,
  ).run(id);
  db.prepare(
    `INSERT INTO print_jobs (waybill_id, copy, connection, language, bytes, state, created_at, updated_at, desk)
     VALUES (?, 1, 'socket://printer:9100', 'tspl', x'00', ?, 1000, 1000, 'desk 1')`,
  ).run(id, state);
};

/** The live ledger before its backup, the backup, and what the live ledger did after it. */
const beforeAndAfter = async () => {
  const { dir, file, ledger } = await ledgers.open();
  const db = sqlOf(ledger);
  const [w1] = await recordFetch(ledger, [{ orderSn: 'C-1', waybillCode: 'YT1000000000001' }]);
  if (!w1) throw new Error('no waybill');
  const resolvedLater = await ledger.openFetchIntent(intentFor(['C-2']), { confirmDuplicate: false });
  await ledger.markFetchIntentUnknown(resolvedLater, 'no answer');
  const unknownStill = await ledger.openFetchIntent(intentFor(['C-3']), { confirmDuplicate: false });
  await ledger.markFetchIntentUnknown(unknownStill, 'no answer');
  await ledger.recordCharge('fetchWaybills', 1);
  packAndQueue(db, w1.id, 'queued');
  const backup = dir.file('backup.sqlite');
  await copyDatabase(file, backup);

  // After the backup: a merged waybill, prints, a recycle, an outcome, a check, a job done, charges, intents.
  const [w2] = await recordFetch(ledger, [
    { orderSn: 'C-4', orderSns: ['C-4', 'C-5'], waybillCode: 'YT2000000000002' },
  ]);
  if (!w2) throw new Error('no waybill');
  await ledger.recordPrints([w1.id, w2.id], 'printer 1', 'silent');
  await ledger.recordCloudPrintOutcome(w2.id, 'printed', null);
  await ledger.recordRecycleOutcomes([{ id: w1.id, ok: true, errorMsg: null }]);
  packAndQueue(db, w2.id, 'sent');
  db.prepare(`UPDATE print_jobs SET state = 'done', updated_at = 2000 WHERE waybill_id = ?`).run(w1.id);
  await ledger.recordCharge('fetchWaybills', 1);
  await ledger.recordCharge('recycleWaybills', 0.5);
  await ledger.resolveFetchIntent(resolvedLater);
  const unknownAfter = await ledger.openFetchIntent(intentFor(['C-6']), { confirmDuplicate: false });
  await ledger.markFetchIntentUnknown(unknownAfter, 'no answer');
  return { dir, file, ledger, backup, w1, w2 };
};

describe('the carry of a restore', () => {
  it('writes every row of every kind the backup lacks, and what the live ledger learned of rows both hold', async () => {
    const { file, ledger, backup, w2 } = await beforeAndAfter();
    const carried = carryForward(backup, file);
    expect(carried).toMatchObject({
      waybills: 1,
      waybill_orders: 2,
      waybill_print_data: 1,
      prints: 2,
      recycle_attempts: 1,
      cloud_print_outcomes: 1,
      pack_checks: 1,
      print_jobs: 1,
      charges: 2,
      fetch_intents: 2, // the merged waybill's and the one of unknown outcome
      fetch_intent_orders: 3,
    });

    const restored = await openLedger(backup, { desk: 'desk 1' });
    try {
      const [r1, r2] = await restored.waybillsByCodes(['YT1000000000001', 'YT2000000000002']);
      expect(r1).toMatchObject({ status: 'recycled', printedCount: 1 });
      expect(r2).toMatchObject({ status: 'live', printedCount: 1, orderSns: ['C-4', 'C-5'] });
      const [stored] = await restored.getWaybills([r2?.id ?? -1]);
      expect(stored?.printData).toBe(w2.printData);
      const states = await restored.orderWaybillStates('demo-owner', ['C-4', 'C-5']);
      expect([...states.values()].map((s) => s.liveWaybillCodes)).toEqual([
        ['YT2000000000002'],
        ['YT2000000000002'],
      ]);
      const open = await restored.openFetchIntents();
      expect(open.map((i) => i.orderSns).sort()).toEqual([['C-3'], ['C-6']]);
      expect((await restored.chargesSummary(0)).today).toBe((await ledger.chargesSummary(0)).today);
      const db = sqlOf(restored);
      expect(count(db, `SELECT count(*) AS n FROM print_jobs WHERE state = 'queued'`)).toBe(0);
      expect(count(db, `SELECT count(*) AS n FROM prints`)).toBe(2);
    } finally {
      await restored.close();
    }
  });

  it('carries nothing twice: a second carry of the same ledger finds every row in place', async () => {
    const { file, backup } = await beforeAndAfter();
    carryForward(backup, file);
    const again = carryForward(backup, file);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
    expect(Object.keys(again)).toContain('waybills');
  });
});

describe('the carry into a backup an older version of the desk made', () => {
  it('brings the backup to the current schema first, then carries the rows written since', async () => {
    const dir = ledgers.tempDir();
    const backup = dir.file('old-backup.sqlite');
    const old = new DatabaseSync(backup);
    migrate(old, LEDGER_SCHEMA_VERSION - 1);
    old.close();
    const live = dir.file('ledger.sqlite');
    await copyDatabase(backup, live);
    const ledger = await openLedger(live, { desk: 'desk 1' });
    try {
      await recordFetch(ledger, [{ orderSn: 'O-1', waybillCode: 'YT4000000000001' }]);
      expect(carryForward(backup, live)).toMatchObject({
        waybills: 1,
        waybill_print_data: 1,
        fetch_intents: 1,
      });
    } finally {
      await ledger.close();
    }
    const restored = await openLedger(backup, { desk: 'desk 1' });
    try {
      expect((await restored.waybillsByCodes(['YT4000000000001'])).map((w) => w.orderSn)).toEqual(['O-1']);
    } finally {
      await restored.close();
    }
  });
});

describe('a restore whose carry cannot be done', () => {
  it('is refused: the live ledger is untouched, and no copy is kept for a replacement that did not happen', async () => {
    const { dir, file, ledger } = await ledgers.open();
    const handle = holdLedger(ledger);
    await recordFetch(ledger, [{ orderSn: 'X-1', waybillCode: 'YT3000000000001' }]);
    const { backups, settings } = backupServiceFor(dir, { kind: 'file', ledgerFile: file });
    const made = await backups.backupNow();
    // The backup holds a stray request body where the next intent carried would go: the carry must fail.
    const tampered = new DatabaseSync(made.file, { enableForeignKeyConstraints: false });
    tampered.exec(
      "INSERT INTO fetch_intent_bodies (intent_id, body) SELECT max(id) + 1, x'00' FROM fetch_intents",
    );
    tampered.close();
    await recordFetch(ledger, [{ orderSn: 'X-2', waybillCode: 'YT3000000000002' }]);
    const restore = restoreFor({ handle, backups, file, settings });
    const error = await refusal(restore.restore(made.file));
    expect(error.message).toContain(
      '此备份之后打包台记下的内容（面单、打印、取号、扣费）无法带入恢复后的账本',
    );
    expect((await handle.ledger.listWaybills({}, 0, 10)).total).toBe(2);
    expect(backups.status()).toMatchObject({ backups: [{ name: made.name, beforeRestore: false }] });
    await recordFetch(handle.ledger, [{ orderSn: 'X-3', waybillCode: 'YT3000000000003' }]);
    expect((await handle.ledger.listWaybills({}, 0, 10)).total).toBe(3);
  });
});
