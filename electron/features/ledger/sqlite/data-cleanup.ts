import type { DatabaseSync } from 'node:sqlite';
import type { CleanupCounts, CleanupPolicy, Ledger, StoragePart } from '../ledger-types';
import type { LedgerDb } from '../../../storage/sqlite/ledger-db';
import { createOrderArchive } from './order-archive';
import { orderKept } from '../order-kept-sql';
import { createRepack } from './data-repack';
import { compactStep } from './storage-compaction';
import { readOnWorker } from '../../../storage/sqlite/read-on-worker';

/*
 * The retention cleanup on SQLite: each part is one short transaction of at most `batch` rows, oldest first,
 * found through partial indexes (migrations 10 and 11). Nothing of an order a live waybill or an unsettled intent
 * keeps is touched (order-kept-sql.ts); otherwise print data of void waybills goes after N days, and an order closed
 * or completed long ago leaves the book and its search for the archive (still read by getOrders).
 */

type Cleanup = Pick<
  Ledger,
  'cleanupBatch' | 'compactStorage' | 'storageSizes' | 'storageBytes' | 'vacuumOnce' | 'vacuumNeeded'
>;
type SyncCleanup = {
  [K in Exclude<keyof Cleanup, 'storageSizes'>]: (
    ...a: Parameters<Cleanup[K]>
  ) => Awaited<ReturnType<Cleanup[K]>>;
} & Pick<Cleanup, 'storageSizes'>;

export function createDataCleanup(ledgerDb: LedgerDb): SyncCleanup {
  const { db, now, statement } = ledgerDb;
  const archiveOrders = createOrderArchive(ledgerDb);
  const repack = createRepack(ledgerDb);
  const dropPrintData = statement(
    `DELETE FROM waybill_print_data WHERE waybill_id IN (
       SELECT w.id FROM waybills w INDEXED BY waybills_recycled
       WHERE w.status = 'recycled' AND w.recycled_at < :cutoff
         AND EXISTS (SELECT 1 FROM waybill_print_data p WHERE p.waybill_id = w.id)
         AND NOT EXISTS (SELECT 1 FROM waybill_orders o WHERE o.waybill_id = w.id AND ${orderKept('o.order_sn')})
       ORDER BY w.recycled_at LIMIT :batch)`,
  );
  const dropRequestBodies = statement(
    // Oldest bodies first: what stays at the low end is only the few unsettled or recent intents.
    `DELETE FROM fetch_intent_bodies WHERE intent_id IN (
       SELECT b.intent_id FROM fetch_intent_bodies b JOIN fetch_intents f ON f.id = b.intent_id
       WHERE f.closed_at < :cutoff AND f.state IN ('issued', 'failed', 'resolved')
       ORDER BY b.intent_id LIMIT :batch)`,
  );
  return {
    cleanupBatch(policy: CleanupPolicy): CleanupCounts {
      const at = now();
      const { batch, only } = policy;
      const run = (part: keyof CleanupCounts, work: () => number) =>
        only === undefined || only === part ? work() : 0;
      return {
        printData: run('printData', () =>
          Number(dropPrintData.run({ cutoff: at - policy.printDataAfterMs, batch }).changes),
        ),
        requestBodies: run('requestBodies', () =>
          Number(dropRequestBodies.run({ cutoff: at - policy.requestBodyAfterMs, batch }).changes),
        ),
        orders: run('orders', () => archiveOrders(at - policy.orderBookAfterMs, batch)),
        repacked: run('repacked', () => repack(batch)),
      };
    },
    compactStorage() {
      const incremental = !vacuumNeeded(db);
      const done = compactStep(db, incremental);
      return { spaceReturned: incremental, vacuumNeeded: !incremental, done };
    },
    vacuumNeeded: () => vacuumNeeded(db),
    vacuumOnce() {
      db.exec('PRAGMA auto_vacuum = INCREMENTAL');
      db.exec('VACUUM');
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    },
    storageBytes: () => storageBytes(db),
    storageSizes: () => storageSizes(db),
  };
}

/** A file made before `auto_vacuum = INCREMENTAL` (mode 2) gives space back only after one VACUUM. */
const vacuumNeeded = (db: DatabaseSync): boolean =>
  Number(db.prepare('PRAGMA auto_vacuum').get()?.auto_vacuum ?? 0) !== 2;

/** Bytes in use: pages not free (two pragmas, no scan). */
function storageBytes(db: DatabaseSync): number {
  const pragma = (name: string) => Number(db.prepare(`PRAGMA ${name}`).get()?.[name] ?? 0);
  return (pragma('page_count') - pragma('freelist_count')) * pragma('page_size');
}

const SIZES_BY_TABLE = `SELECT coalesce(m.tbl_name, s.name) AS part, sum(s.pgsize) AS bytes
  FROM dbstat s LEFT JOIN sqlite_schema m ON m.name = s.name
  GROUP BY part ORDER BY bytes DESC`;

/**
 * Bytes by table with its indexes, for Settings → Data (never for a batch). dbstat reads every page (seconds on a
 * big ledger not in memory): a ledger file is read on a worker thread; an in-memory one (tests) here.
 */
async function storageSizes(db: DatabaseSync): Promise<StoragePart[]> {
  const file = typeof db.location === 'function' ? db.location() : null;
  const rows = file ? await readOnWorker(file, SIZES_BY_TABLE) : db.prepare(SIZES_BY_TABLE).all();
  return rows.map((r) => ({ part: String(r.part), bytes: Number(r.bytes) }));
}
