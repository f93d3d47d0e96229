import type { Ledger, StoragePart } from '../ledger-types';
import { inTransaction, num, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';
import { packText } from '../../../storage/packed-text';

/*
 * The retention cleanup on the shared database: batched deletes, each part one short transaction of at most
 * `batch` rows, oldest first (autovacuum reclaims the space; nothing here vacuums). An order is kept while any
 * waybill of it is live or any intent claiming it is unsettled: nothing of it is dropped then.
 */

const orderKept = (sn: string) => `(
  EXISTS (SELECT 1 FROM waybill_orders ko JOIN waybills kw ON kw.id = ko.waybill_id
          WHERE ko.order_sn = ${sn} AND kw.status = 'live')
  OR EXISTS (SELECT 1 FROM fetch_intent_orders ki JOIN fetch_intents kf ON kf.id = ki.intent_id
             WHERE ki.order_sn = ${sn} AND kf.state IN ('open', 'unknown')))`;

const DROP_PRINT_DATA = `DELETE FROM waybill_print_data WHERE waybill_id IN (
  SELECT w.id FROM waybills w
  WHERE w.status = 'recycled' AND w.recycled_at < $1
    AND EXISTS (SELECT 1 FROM waybill_print_data p WHERE p.waybill_id = w.id)
    AND NOT EXISTS (SELECT 1 FROM waybill_orders o WHERE o.waybill_id = w.id AND ${orderKept('o.order_sn')})
  ORDER BY w.recycled_at LIMIT $2)`;

const DROP_REQUEST_BODIES = `UPDATE fetch_intents SET request_json = '', request_packed = NULL WHERE id IN (
  SELECT id FROM fetch_intents
  WHERE (request_json <> '' OR request_packed IS NOT NULL) AND closed_at < $1
    AND state IN ('issued', 'failed', 'resolved')
  ORDER BY closed_at LIMIT $2)`;

const DONE_ORDERS = `SELECT b.id, b.owner_id, b.order_sn, b.status, b.confirm_time, b.json FROM order_book b
  WHERE b.status IN (3, 4) AND b.confirm_time < $1 AND NOT ${orderKept('b.order_sn')}
  ORDER BY b.confirm_time LIMIT $2 FOR UPDATE SKIP LOCKED`;

type Methods = Pick<Ledger, 'cleanupBatch' | 'compactStorage' | 'storageSizes' | 'vacuumOnce'>;

export function createPgDataCleanup({ pool, now }: PgLedgerDb): Methods {
  const archiveOrders = (cutoff: number, batch: number) =>
    inTransaction(pool, async (client) => {
      const { rows } = await client.query<Row>(DONE_ORDERS, [cutoff, batch]);
      if (rows.length === 0) return 0;
      await client.query<Row>(
        `INSERT INTO order_book_archive (owner_id, order_sn, status, confirm_time, packed, archived_at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::bigint[], $5::bytea[]) AS a,
           (SELECT $6::bigint) AS t
         ON CONFLICT (owner_id, order_sn) DO UPDATE SET status = excluded.status, packed = excluded.packed,
           confirm_time = excluded.confirm_time, archived_at = excluded.archived_at`,
        [
          rows.map((r) => String(r.owner_id)),
          rows.map((r) => String(r.order_sn)),
          rows.map((r) => num(r.status)),
          rows.map((r) => num(r.confirm_time)),
          rows.map((r) => packText(String(r.json))),
          now(),
        ],
      );
      await client.query<Row>('DELETE FROM order_book WHERE id = ANY($1::bigint[])', [
        rows.map((r) => num(r.id)),
      ]);
      return rows.length;
    });

  return {
    async cleanupBatch(policy) {
      const at = now();
      const { batch } = policy;
      const printData = (await pool.query<Row>(DROP_PRINT_DATA, [at - policy.printDataAfterMs, batch]))
        .rowCount;
      const bodies = (await pool.query<Row>(DROP_REQUEST_BODIES, [at - policy.requestBodyAfterMs, batch]))
        .rowCount;
      const orders = await archiveOrders(at - policy.orderBookAfterMs, batch);
      return { printData: printData ?? 0, requestBodies: bodies ?? 0, orders, repacked: 0 };
    },
    // The server's autovacuum reuses freed space; the desk never vacuums a shared database.
    compactStorage: () => Promise.resolve({ spaceReturned: false, vacuumNeeded: false }),
    vacuumOnce: () => Promise.resolve(),
    async storageSizes(): Promise<StoragePart[]> {
      const { rows } = await pool.query<Row>(
        `SELECT c.relname AS part, pg_total_relation_size(c.oid) AS bytes FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE c.relkind = 'r' AND n.nspname = current_schema() ORDER BY bytes DESC`,
      );
      return rows.map((r) => ({ part: String(r.part), bytes: num(r.bytes) }));
    },
  };
}
