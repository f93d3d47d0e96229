import pg from 'pg';
import {
  hashText,
  makeOrder,
  seedAnchor,
  seededRandom,
  type StoredOrder,
} from '../sandbox/catalogue/order-seed';
import { searchColumns, int } from '../electron/features/order-book/postgres/pg-order-book-values';
import { storedMergeKey } from '../electron/features/order-book/stored-merge-key';

/*
 * A PostgreSQL order book of N orders built in one INSERT … SELECT over generate_series (one transaction): the
 * store's bulk path makes and folds every order in the desk (minutes per million), while the server copies a
 * base of seeded orders (makeOrder, folded and cut by the desk's own code, order-book-values.ts) as often as the
 * size needs. Each copy gets its own order number (the seed's day, 15 digits of its own, in the JSON and the
 * search text alike), its own confirm time (up to 150 days back, so the book spans the 180 days it keeps) and,
 * while awaiting, its own merge key (a copy is another receiver as far as merging goes). The owners take the
 * rows in turn (3 owners: 333,334 / 333,333 / 333,333 of a million). The secondary indexes are dropped and built
 * again over the loaded rows, and the search rows copied in one statement, all in the same transaction. The integer grams of migration 6 (written
 * for older desks, read by no search) are the seed's.
 */

/** Seeded orders the book is copied from: every text, goods word and phone tail of the book is among theirs. */
const BASE = 20_000;
const DAY_MS = 86_400_000;

interface BuiltBook {
  seconds: number;
  /** Every 50th stored order, as stored (for the queries' picks). */
  sample: StoredOrder[];
}

/** The seed rows as the desk would store them, with each owner's merge key. */
function seedRows(owners: readonly string[]) {
  const rand = seededRandom(20240601 ^ hashText('demo-owner'));
  const anchor = seedAnchor(Date.now());
  const orders = Array.from({ length: BASE }, (_, i) =>
    makeOrder(rand, anchor, undefined, i < 4 ? i + 1 : undefined),
  ).map((o) => ({ ...o, withholding_money: 1 }));
  const search = orders.map(searchColumns);
  return [
    orders.map((_, i) => i),
    orders.map((o) => o.order_sn),
    orders.map((o) => int(o.order_status)),
    orders.map((o) => int(o.confirm_time)),
    orders.map((o) => int(o.last_ship_time)),
    orders.map((o) => o.remark_tag ?? null),
    orders.map((o) => JSON.stringify(o)),
    search.map((c) => c.text),
    search.map((c) => c.grams),
    // Postgres arrays of arrays must be rectangular: one key per owner, in the owners' order.
    orders.map((o) => `{${owners.map((owner) => `"${storedMergeKey(owner, o)}"`).join(',')}}`),
  ];
}

/** The copy's own 15 digits: g × an odd multiple of neither 2 nor 5, modulo 10^15 (distinct for every g). */
const COPY_SN = `left(s.sn, 7) || lpad(((g::numeric * 982451653) % 1000000000000000)::text, 15, '0')`;
/** Up to 150 days earlier than its seed (the seed is up to 30 days old). */
const COPY_SHIFT = `((g::bigint * 2654435761) % ${150 * DAY_MS})`;

const INSERT_BOOK = `
  INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag, merge_key, seen_at,
    json, search_text, search_grams)
  SELECT ($2::text[])[1 + g % cardinality($2::text[])], c.sn, s.status, s.confirm - c.shift, s.ship_by - c.shift,
    s.tag,
    CASE WHEN s.keys[1 + g % cardinality($2::text[])] = '' THEN ''
         ELSE left(md5(s.keys[1 + g % cardinality($2::text[])] || g), 22) END,
    $3,
    replace(replace(replace(s.js, s.sn, c.sn), '"confirm_time":' || s.confirm, '"confirm_time":' || (s.confirm - c.shift)),
      '"last_ship_time":' || s.ship_by, '"last_ship_time":' || (s.ship_by - c.shift)),
    replace(s.search, s.sn, c.sn), s.grams::integer[]
  FROM generate_series(0, $1::integer - 1) AS g
  JOIN book_seed s ON s.i = g % ${BASE}
  CROSS JOIN LATERAL (SELECT ${COPY_SN} AS sn, ${COPY_SHIFT} AS shift) c`;

/**
 * Drops the book's secondary indexes (not its keys), returning their definitions: an index built once over the
 * loaded rows takes a fraction of a million rows' inserts into it (the GIN grams indexes above all).
 */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition FROM pg_index
     WHERE indrelid IN ('order_book'::regclass, 'order_book_text'::regclass) AND NOT indisprimary AND NOT indisunique`,
  );
  for (const { name } of rows) await client.query(`DROP INDEX ${name}`);
  return rows.map((r) => r.definition);
}

/** Builds the book of `size` orders over `owners` into an empty ledger (schema current); then VACUUM ANALYZE. */
export async function buildPgBook(url: string, size: number, owners: readonly string[]): Promise<BuiltBook> {
  const started = performance.now();
  // Its own connection: the ledger's pool bounds every statement (pg-bounds.ts), a build takes minutes.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`CREATE TEMP TABLE book_seed (i integer PRIMARY KEY, sn text, status integer,
      confirm bigint, ship_by bigint, tag text, js text, search text, grams text, keys text[]) ON COMMIT DROP`);
    await client.query(
      `INSERT INTO book_seed SELECT u.i, u.sn, u.status, u.confirm, u.ship_by, u.tag, u.js, u.search, u.grams,
         u.keys::text[]
       FROM unnest($1::integer[], $2::text[], $3::integer[], $4::bigint[], $5::bigint[], $6::text[], $7::text[],
         $8::text[], $9::text[], $10::text[]) AS u (i, sn, status, confirm, ship_by, tag, js, search, grams, keys)`,
      seedRows(owners),
    );
    await client.query('ANALYZE book_seed');
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    const indexes = await dropSecondaryIndexes(client);
    // The search rows are copied once (as migration 7 does) instead of by the trigger, row by row.
    await client.query('ALTER TABLE order_book DISABLE TRIGGER USER');
    await client.query(INSERT_BOOK, [size, owners, Date.now()]);
    await client.query(`INSERT INTO order_book_text (id, owner_id, status, search_text, confirm_time,
        last_ship_time, order_sn)
      SELECT id, owner_id, status, search_text, confirm_time, last_ship_time, order_sn FROM order_book`);
    await client.query('ALTER TABLE order_book ENABLE TRIGGER USER');
    for (const definition of indexes) await client.query(definition);
    await client.query('COMMIT');
    const seconds = (performance.now() - started) / 1000;
    // What autovacuum does on a server after a bulk load (statistics, visibility map for index-only reads).
    await client.query('VACUUM ANALYZE order_book, order_book_text');
    const { rows } = await client.query<{ json: string }>('SELECT json FROM order_book WHERE id % 50 = 0');
    return { seconds, sample: rows.map((r) => JSON.parse(r.json) as StoredOrder) };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
