import type { DatabaseSync } from 'node:sqlite';
import type { SoldOrder } from '../shared/api/schemas/sold-orders';
import { makeOrder, seedAnchor, seededRandom } from '../sandbox/catalogue/order-seed';
import { bookSearchText } from '../electron/features/order-book/order-book-text';
import {
  BOOK_SEARCH,
  ensureOrderBookSearchIndex,
} from '../electron/features/order-book/sqlite/order-book-search-index';
import { inTransaction } from '../electron/storage/sqlite/ledger-db';

/*
 * A SQLite order book of N orders made in SQL, in one transaction: `INSERT … SELECT` from a recursive CTE counting
 * to N, each order drawn from a pool of seeded orders (makeOrder: goods with their specs, regions with their towns
 * and streets, remarks, marks) with its own order number, confirm time, ship-by time, status, phone and house
 * number. A bulk load, not the sync's path: the book's secondary indexes and the trigram index's triggers are
 * dropped first and built once at the end (a sorted build, not a million random inserts), so a million orders take
 * seconds of SQL instead of the minutes store() would take row by row.
 *
 * The rows hold what store() writes: order_book's columns, the order's JSON as text in order_book_docs (the book
 * reads text rows as they are; packing is the cleanup's), the search text in order_book_text (bookSearchText's
 * shape: fields joined by U+001F, two more at the end). An awaiting order's merge key is a random 22-character key
 * (unique: the pool's receivers would otherwise make groups of dozens), every other order's ''.
 */

/** Distinct seeded orders the rows are drawn from. */
const POOL = 5_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The pool: the seeded orders' fields that stay as drawn, `k` from 0. */
function fillPool(db: DatabaseSync): void {
  const rand = seededRandom(20240601);
  const anchor = seedAnchor(Date.now());
  db.exec(`CREATE TEMP TABLE fill_pool (k INTEGER PRIMARY KEY, receiver_name TEXT, province TEXT, city TEXT,
    town TEXT, street TEXT, goods_name TEXT, goods_img TEXT, goods_spec TEXT, is_pre_sale INTEGER, remark TEXT,
    goods_count INTEGER, pay_amount REAL, remark_tag TEXT, remark_tag_name TEXT)`);
  const insert = db.prepare('INSERT INTO fill_pool VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (let k = 0; k < POOL; k++) {
    const o = makeOrder(rand, anchor);
    // The street without its house number ("文三路"): each row draws its own number.
    const street = o.receiver_address.replace(/\d.*$/, '');
    insert.run(
      k,
      o.receiver_name,
      o.province,
      o.city,
      o.town,
      street,
      o.goods_name,
      o.goods_img,
      o.goods_spec,
      o.is_pre_sale ? 1 : 0,
      o.remark,
      o.goods_count,
      o.pay_amount,
      o.remark_tag,
      o.remark_tag_name,
    );
  }
}

/** N orders' varying fields, row i of owner i mod owners, drawn in SQL (random(): a fresh book each run). */
const MADE_ROWS = `
  WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < :size),
  drawn AS MATERIALIZED (
    SELECT i, abs(random()) % ${POOL} AS k, :anchor - abs(random()) % (30 * ${DAY_MS}) AS confirm_time,
      abs(random()) % 100 AS s, abs(random()) AS r1, abs(random()) AS r2 FROM n)
  SELECT d.i, json_extract(:owners, '$[' || (d.i % json_array_length(:owners)) || ']') AS owner_id,
    substr(strftime('%Y%m%d', (d.confirm_time + 8 * ${HOUR_MS}) / 1000, 'unixepoch'), 3) || '-' ||
      printf('%015d', d.r1 % 1000000000000000) AS order_sn,
    CASE WHEN d.i < 4 THEN d.i + 1 WHEN d.s < 40 THEN 1 WHEN d.s < 70 THEN 2 WHEN d.s < 90 THEN 3 ELSE 4 END
      AS status,
    d.confirm_time,
    d.confirm_time + CASE WHEN p.is_pre_sale THEN (7 + d.r2 % 9) * ${DAY_MS} ELSE 48 * ${HOUR_MS} END
      AS last_ship_time,
    '1' || (3 + d.r2 % 7) || (d.r2 / 7 % 10) || '****' || printf('%04d', d.r2 / 70 % 10000) AS receiver_phone,
    p.street || (1 + d.r1 % 400) || '号' || (1 + d.r2 / 700000 % 20) || '栋' || (100 + d.r1 / 400 % 2800) || '室'
      AS receiver_address,
    p.*
  FROM drawn d JOIN fill_pool p ON p.k = d.k`;

const ORDER_JSON = `json_object('receiver_name', receiver_name, 'receiver_phone', receiver_phone,
  'province', province, 'city', city, 'town', town, 'receiver_address', receiver_address, 'order_sn', order_sn,
  'goods_name', goods_name, 'goods_img', goods_img, 'goods_spec', goods_spec,
  'is_pre_sale', json(CASE WHEN is_pre_sale THEN 'true' ELSE 'false' END), 'last_ship_time', last_ship_time,
  'confirm_time', confirm_time, 'remark', remark, 'goods_count', goods_count, 'pay_amount', pay_amount,
  'order_status', status, 'remark_tag', remark_tag, 'remark_tag_name', remark_tag_name, 'withholding_money', 1)`;

const SEARCH_TEXT = `order_sn || char(31) || receiver_name || char(31) || receiver_phone || char(31) || goods_name
  || char(31) || goods_spec || char(31) || remark || char(31) || coalesce(remark_tag_name, '') || char(31)
  || province || city || town || receiver_address || char(31, 31)`;

/** The book's own indexes but its primary keys, as the schema made them (dropped for the load, made again). */
const secondaryIndexes = (db: DatabaseSync) =>
  db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
         AND tbl_name IN ('order_book', 'order_book_docs', 'order_book_text')`,
    )
    .all()
    .map((row) => ({ name: String(row.name), sql: String(row.sql) }));

/** How long each step took, in seconds. */
export interface FillTimes {
  rows: number;
  indexes: number;
  textIndex: number;
}

/**
 * Adds `size` orders spread over `owners` (in turn) to the ledger's book in one transaction, then builds the
 * indexes. The trigram index is built again from every row of order_book_text (its triggers are made anew).
 */
export function fillSqliteBook(db: DatabaseSync, size: number, owners: readonly string[]): FillTimes {
  const start = performance.now();
  const seconds = (from: number) => (performance.now() - from) / 1000;
  // A big page cache for the load: the indexes' sorts and the trigram index's build work in memory.
  db.exec('PRAGMA cache_size = -262144');
  const indexes = secondaryIndexes(db);
  let built = start;
  inTransaction(db, () => {
    for (const { name } of indexes) db.exec(`DROP INDEX ${name}`);
    // Without its insert trigger the trigram index is built once, at the end (ensureOrderBookSearchIndex).
    db.exec(`DROP TRIGGER IF EXISTS ${BOOK_SEARCH.triggers[0]}`);
    fillPool(db);
    const base = Number(db.prepare('SELECT coalesce(max(id), 0) AS m FROM order_book').get()?.m ?? 0) + 1;
    db.prepare(`CREATE TEMP TABLE fill_rows AS ${MADE_ROWS}`).run({
      size,
      anchor: seedAnchor(Date.now()),
      owners: JSON.stringify(owners),
    });
    db.exec(`INSERT INTO order_book (id, owner_id, order_sn, status, confirm_time, last_ship_time,
        remark_tag, merge_key, seen_at)
      SELECT ${base} + i, owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag,
        CASE WHEN status = 1 THEN substr(hex(randomblob(11)), 1, 22) ELSE '' END, ${Date.now()} FROM fill_rows
      WHERE true ON CONFLICT DO NOTHING`); // a drawn number twice in one owner: the first stays
    db.exec(`INSERT INTO order_book_docs (id, json) SELECT ${base} + i, ${ORDER_JSON} FROM fill_rows
      WHERE ${base} + i IN (SELECT id FROM order_book)`);
    db.exec(`INSERT INTO order_book_text (id, search_text) SELECT ${base} + i, ${SEARCH_TEXT} FROM fill_rows
      WHERE ${base} + i IN (SELECT id FROM order_book)`);
    db.exec('DROP TABLE temp.fill_rows; DROP TABLE temp.fill_pool');
    built = performance.now();
    for (const { sql } of indexes) db.exec(sql);
  });
  const indexed = performance.now();
  // A trigger missing → ensureTrigramIndex builds the index from every row in one statement and makes them again.
  ensureOrderBookSearchIndex(db, true);
  db.exec('PRAGMA cache_size = -2000');
  return { rows: (built - start) / 1000, indexes: (indexed - built) / 1000, textIndex: seconds(indexed) };
}

/** Checks that the made rows read as bookSearchText makes them (the bench searches what a desk would hold). */
export function sameTextAsTheDesk(db: DatabaseSync): boolean {
  const row = db
    .prepare('SELECT d.json, t.search_text FROM order_book_docs d JOIN order_book_text t USING (id) LIMIT 1')
    .get();
  if (!row) return true;
  return bookSearchText(JSON.parse(String(row.json)) as SoldOrder) === String(row.search_text);
}
