import type { CleanupCounts, CleanupPolicy, Ledger, StoragePart } from '../ledger-types';
import { inTransaction, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { packText } from '../../../storage/packed-text';

/*
 * The retention cleanup on SQLite: each part is one short transaction of at most `batch` rows, oldest first,
 * found through the partial indexes of migration 8. An order is "kept" while any waybill of it is live or any
 * intent claiming it is unsettled: nothing of it is dropped then.
 */

/** SQL that holds when the order `sn` is kept (a live waybill, or a fetch whose outcome is not settled). */
const orderKept = (sn: string) => `(
  EXISTS (SELECT 1 FROM waybill_orders ko JOIN waybills kw ON kw.id = ko.waybill_id
          WHERE ko.order_sn = ${sn} AND kw.status = 'live')
  OR EXISTS (SELECT 1 FROM fetch_intent_orders ki JOIN fetch_intents kf ON kf.id = ki.intent_id
             WHERE ki.order_sn = ${sn} AND kf.state IN ('open', 'unknown')))`;

type Cleanup = Pick<Ledger, 'cleanupBatch' | 'compactStorage' | 'storageSizes' | 'vacuumOnce'>;
type SyncCleanup = {
  [K in keyof Cleanup]: (...a: Parameters<Cleanup[K]>) => Awaited<ReturnType<Cleanup[K]>>;
};

export function createDataCleanup(ledgerDb: LedgerDb): SyncCleanup {
  const { db, now, statement } = ledgerDb;
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
  const doneOrders = statement(
    `SELECT b.id, b.owner_id, b.order_sn, b.status, b.confirm_time, d.json
     FROM order_book b INDEXED BY order_book_done JOIN order_book_docs d ON d.id = b.id
     WHERE b.status IN (3, 4) AND b.confirm_time < :cutoff AND NOT ${orderKept('b.order_sn')}
     ORDER BY b.confirm_time LIMIT :batch`,
  );
  const archive = statement(
    `INSERT OR REPLACE INTO order_book_archive (owner_id, order_sn, status, confirm_time, packed, archived_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  // Print data written as text before packing, packed in place: keyset order, so no batch reads a row twice.
  const textPrintData = statement(
    `SELECT waybill_id, print_data FROM waybill_print_data
     WHERE waybill_id > ? AND typeof(print_data) = 'text' ORDER BY waybill_id LIMIT ?`,
  );
  const repack = statement('UPDATE waybill_print_data SET print_data = ? WHERE waybill_id = ?');
  let repackedUpTo = 0;
  const repackPrintData = (batch: number): number =>
    inTransaction(db, () => {
      const rows = textPrintData.all(repackedUpTo, batch);
      for (const r of rows) {
        repack.run(packText(String(r.print_data), 'printDataDict'), Number(r.waybill_id));
        repackedUpTo = Number(r.waybill_id);
      }
      return rows.length;
    });
  const dropDoc = statement('DELETE FROM order_book_docs WHERE id = ?');
  const dropOrder = statement('DELETE FROM order_book WHERE id = ?');

  const archiveOrders = (cutoff: number, batch: number): number =>
    inTransaction(db, () => {
      const rows = doneOrders.all({ cutoff, batch });
      for (const r of rows) {
        const packed = packText(String(r.json));
        archive.run(
          String(r.owner_id),
          String(r.order_sn),
          Number(r.status),
          Number(r.confirm_time),
          packed,
          now(),
        );
        dropDoc.run(Number(r.id));
        dropOrder.run(Number(r.id));
      }
      return rows.length;
    });

  return {
    cleanupBatch(policy: CleanupPolicy): CleanupCounts {
      const at = now();
      const { batch } = policy;
      const printData = Number(dropPrintData.run({ cutoff: at - policy.printDataAfterMs, batch }).changes);
      const requestBodies = Number(
        dropRequestBodies.run({ cutoff: at - policy.requestBodyAfterMs, batch }).changes,
      );
      const orders = archiveOrders(at - policy.orderBookAfterMs, batch);
      return { printData, requestBodies, orders, repacked: repackPrintData(batch) };
    },
    compactStorage() {
      // Gives the freed pages back (needs auto_vacuum = INCREMENTAL, set on new files; see openLedger).
      const mode = Number(db.prepare('PRAGMA auto_vacuum').get()?.auto_vacuum ?? 0);
      if (mode === 2) db.exec('PRAGMA incremental_vacuum');
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      return { spaceReturned: mode === 2, vacuumNeeded: mode !== 2 };
    },
    vacuumOnce() {
      db.exec('PRAGMA auto_vacuum = INCREMENTAL');
      db.exec('VACUUM');
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    },
    storageSizes(): StoragePart[] {
      return db
        .prepare(
          `SELECT coalesce(m.tbl_name, s.name) AS part, sum(s.pgsize) AS bytes
           FROM dbstat s LEFT JOIN sqlite_schema m ON m.name = s.name
           GROUP BY part ORDER BY bytes DESC`,
        )
        .all()
        .map((r) => ({ part: String(r.part), bytes: Number(r.bytes) }));
    },
  };
}
