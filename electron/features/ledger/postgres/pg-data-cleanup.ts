import type { CleanupCounts, Ledger, StoragePart } from '../ledger-types';
import { inTransaction, num, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';
import { packText, unpackText } from '../../../storage/packed-text';
import { pgLabelPacker } from './pg-label-packer';
import type { StoredLabel } from '../print-data-references';
import { orderKept } from '../order-kept-sql';

/*
 * The retention cleanup on the shared database: batched deletes, each part one short transaction of at most
 * `batch` rows, oldest first (autovacuum reclaims the space; nothing here vacuums). Nothing of an order a live
 * waybill or an unsettled intent keeps is touched (order-kept-sql.ts).
 */

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

// Print data written before references (text, or packed alone; migration 13's partial index finds it), packed
// against its shop and carrier's reference in place.
const UNREFERENCED_PRINT_DATA = `SELECT p.waybill_id, p.print_data, p.packed, w.shop_id, w.cp_code
  FROM waybill_print_data p JOIN waybills w ON w.id = p.waybill_id
  WHERE p.reference_id IS NULL ORDER BY p.waybill_id LIMIT $1 FOR UPDATE OF p SKIP LOCKED`;
const REPACK_PRINT_DATA = `UPDATE waybill_print_data p SET packed = r.packed, print_data = NULL,
  reference_id = r.reference_id
  FROM unnest($1::bigint[], $2::bytea[], $3::bigint[]) AS r (id, packed, reference_id) WHERE p.waybill_id = r.id`;

type Methods = Pick<
  Ledger,
  'cleanupBatch' | 'compactStorage' | 'storageSizes' | 'storageBytes' | 'vacuumOnce' | 'vacuumNeeded'
>;

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
          rows.map((r) => packText(String(r.json), 'orderDict')),
          now(),
        ],
      );
      await client.query<Row>('DELETE FROM order_book WHERE id = ANY($1::bigint[])', [
        rows.map((r) => num(r.id)),
      ]);
      return rows.length;
    });

  const rowCount = async (sql: string, values: unknown[]) =>
    (await pool.query<Row>(sql, values)).rowCount ?? 0;

  return {
    async cleanupBatch(policy) {
      const at = now();
      const { batch, only } = policy;
      const run = (part: keyof CleanupCounts, work: () => Promise<number>) =>
        only === undefined || only === part ? work() : Promise.resolve(0);
      return {
        printData: await run('printData', () =>
          rowCount(DROP_PRINT_DATA, [at - policy.printDataAfterMs, batch]),
        ),
        requestBodies: await run('requestBodies', () =>
          rowCount(DROP_REQUEST_BODIES, [at - policy.requestBodyAfterMs, batch]),
        ),
        orders: await run('orders', () => archiveOrders(at - policy.orderBookAfterMs, batch)),
        repacked: await run('repacked', () => repackPrintData(pool, batch, at)),
      };
    },
    // The server's autovacuum reuses freed space; the desk never vacuums a shared database.
    compactStorage: () => Promise.resolve({ spaceReturned: false, vacuumNeeded: false, done: true }),
    vacuumNeeded: () => Promise.resolve(false),
    vacuumOnce: () => Promise.resolve(),
    async storageBytes() {
      return (await storageSizes(pool)).reduce((n, p) => n + p.bytes, 0);
    },
    storageSizes: () => storageSizes(pool),
  };
}

/** Packs at most `batch` print data rows written before references against theirs, in one transaction. */
const repackPrintData = (pool: PgLedgerDb['pool'], batch: number, at: number) =>
  inTransaction(pool, async (client) => {
    const { rows } = await client.query<Row>(UNREFERENCED_PRINT_DATA, [batch]);
    if (rows.length === 0) return 0;
    const packLabel = pgLabelPacker(client, at);
    const labels: StoredLabel[] = [];
    for (const r of rows) {
      labels.push(
        await packLabel(String(r.shop_id), String(r.cp_code), unpackText(r.packed ?? r.print_data)),
      );
    }
    await client.query<Row>(REPACK_PRINT_DATA, [
      rows.map((r) => num(r.waybill_id)),
      labels.map((l) => l.packed),
      labels.map((l) => l.referenceId),
    ]);
    return rows.length;
  });

/** Bytes by table (with its indexes and TOAST), largest first. */
async function storageSizes(pool: PgLedgerDb['pool']): Promise<StoragePart[]> {
  const { rows } = await pool.query<Row>(
    `SELECT c.relname AS part, pg_total_relation_size(c.oid) AS bytes FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname = current_schema() ORDER BY bytes DESC`,
  );
  return rows.map((r) => ({ part: String(r.part), bytes: num(r.bytes) }));
}
