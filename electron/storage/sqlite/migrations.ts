import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './ledger-db';
import { SQLITE_REPORT_DAYS } from './report-days-schema';
import { SQLITE_REPORT_HOURS } from './report-hours-schema';

/*
 * The ledger's schema, one entry per version (PRAGMA user_version). Never edit a shipped entry: add the next.
 * Each runs in its own transaction together with the version bump, so a crash leaves a whole version or none.
 */
const MIGRATIONS: readonly string[] = [
  // 1: initial schema.
  `
  CREATE TABLE order_snapshots (
    owner_id TEXT NOT NULL,
    order_sn TEXT NOT NULL,
    json TEXT NOT NULL,
    seen_at INTEGER NOT NULL,
    PRIMARY KEY (owner_id, order_sn)
  ) WITHOUT ROWID;

  CREATE TABLE fetch_intents (
    id INTEGER PRIMARY KEY,
    created_at INTEGER NOT NULL,
    shop_id TEXT NOT NULL,
    owner_id TEXT NOT NULL,
    cp_code TEXT NOT NULL,
    request_json TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'issued', 'failed', 'unknown', 'resolved')),
    reason TEXT NOT NULL DEFAULT 'pending',
    closed_at INTEGER
  );
  -- Unsettled intents are few; this keeps finding them independent of the ledger's age.
  CREATE INDEX fetch_intents_unsettled ON fetch_intents (id) WHERE state IN ('open', 'unknown');

  CREATE TABLE fetch_intent_orders (
    intent_id INTEGER NOT NULL REFERENCES fetch_intents (id),
    position INTEGER NOT NULL,
    object_id TEXT NOT NULL,
    order_sn TEXT NOT NULL,
    PRIMARY KEY (intent_id, position),
    UNIQUE (intent_id, object_id)
  ) WITHOUT ROWID;
  CREATE INDEX fetch_intent_orders_by_order ON fetch_intent_orders (order_sn, intent_id);

  CREATE TABLE waybills (
    id INTEGER PRIMARY KEY,
    intent_id INTEGER NOT NULL REFERENCES fetch_intents (id),
    object_id TEXT NOT NULL,
    order_sn TEXT NOT NULL,
    waybill_code TEXT NOT NULL UNIQUE,
    parent_waybill_code TEXT NOT NULL,
    cp_code TEXT NOT NULL,
    shop_id TEXT NOT NULL,
    owner_id TEXT NOT NULL,
    issued_at INTEGER NOT NULL,
    encrypted INTEGER NOT NULL CHECK (encrypted IN (0, 1)),
    receiver_name TEXT NOT NULL,
    goods_name TEXT NOT NULL,
    printed_count INTEGER NOT NULL DEFAULT 0,
    last_printed_at INTEGER,
    status TEXT NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'recycled')),
    recycled_at INTEGER,
    last_recycle_error TEXT
  );
  -- Covering indexes for the Waybills screen: newest first with every non-text filter read from the index,
  -- so counting 100,000 waybills never touches the table.
  CREATE INDEX waybills_listing ON waybills (issued_at, id, cp_code, status, printed_count);
  CREATE INDEX waybills_listing_by_carrier ON waybills (cp_code, issued_at, id, status, printed_count);
  CREATE INDEX waybills_by_order ON waybills (order_sn);

  -- print_data (1-2 KB each) is read only for labels: kept apart so list queries and scans stay small.
  CREATE TABLE waybill_print_data (
    waybill_id INTEGER PRIMARY KEY REFERENCES waybills (id),
    print_data TEXT NOT NULL
  );

  CREATE TABLE prints (
    id INTEGER PRIMARY KEY,
    waybill_id INTEGER NOT NULL REFERENCES waybills (id),
    at INTEGER NOT NULL,
    printer TEXT,
    mode TEXT NOT NULL CHECK (mode IN ('silent', 'browser', 'pdf', 'cloud-print'))
  );
  CREATE INDEX prints_by_waybill ON prints (waybill_id);

  CREATE TABLE recycle_attempts (
    id INTEGER PRIMARY KEY,
    waybill_id INTEGER NOT NULL REFERENCES waybills (id),
    at INTEGER NOT NULL,
    ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
    error_msg TEXT
  );
  CREATE INDEX recycle_attempts_by_waybill ON recycle_attempts (waybill_id);

  CREATE TABLE cloud_print_outcomes (
    id INTEGER PRIMARY KEY,
    waybill_id INTEGER NOT NULL REFERENCES waybills (id),
    at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('printed', 'failed')),
    msg TEXT
  );
  CREATE INDEX cloud_print_outcomes_by_waybill ON cloud_print_outcomes (waybill_id);

  CREATE TABLE charges (
    id INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    operation TEXT NOT NULL,
    points REAL NOT NULL CHECK (points >= 0),
    intent_id INTEGER REFERENCES fetch_intents (id)
  );
  CREATE INDEX charges_by_at ON charges (at);
  `,
  // 2: charged calls whose amount the gateway does not report (the push deducts balance, C2).
  `
  ALTER TABLE charges ADD COLUMN amount_reported INTEGER NOT NULL DEFAULT 1 CHECK (amount_reported IN (0, 1));
  `,
  // 3: merged waybills: one waybill for several orders of one receiver. An intent claims every
  // order of a merge group (one row per order, so two orders may share an object_id); each waybill lists its
  // orders in waybill_orders (the lookup by order); more_order_sns keeps the orders after the first (joined by
  // U+001F) on the waybill row itself, so listing and the search index read them without a join.
  `
  CREATE TABLE fetch_intent_orders_v3 (
    intent_id INTEGER NOT NULL REFERENCES fetch_intents (id),
    position INTEGER NOT NULL,
    object_id TEXT NOT NULL,
    order_sn TEXT NOT NULL,
    PRIMARY KEY (intent_id, position)
  ) WITHOUT ROWID;
  INSERT INTO fetch_intent_orders_v3 (intent_id, position, object_id, order_sn)
    SELECT intent_id, position, object_id, order_sn FROM fetch_intent_orders;
  DROP TABLE fetch_intent_orders;
  ALTER TABLE fetch_intent_orders_v3 RENAME TO fetch_intent_orders;
  CREATE INDEX fetch_intent_orders_by_order ON fetch_intent_orders (order_sn, intent_id);

  ALTER TABLE waybills ADD COLUMN more_order_sns TEXT NOT NULL DEFAULT '';
  CREATE TABLE waybill_orders (
    waybill_id INTEGER NOT NULL REFERENCES waybills (id),
    position INTEGER NOT NULL,
    order_sn TEXT NOT NULL,
    PRIMARY KEY (waybill_id, position)
  ) WITHOUT ROWID;
  CREATE INDEX waybill_orders_by_order ON waybill_orders (order_sn, waybill_id);
  INSERT INTO waybill_orders (waybill_id, position, order_sn) SELECT id, 0, order_sn FROM waybills;
  `,
  // 4: a label handed to the browser's print dialog is not known to be printed: counted apart.
  // Earlier browser prints move from printed_count to dialog_count; the listing indexes cover the new column.
  `
  ALTER TABLE waybills ADD COLUMN dialog_count INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE waybills ADD COLUMN last_dialog_at INTEGER;
  UPDATE waybills SET
    dialog_count = (SELECT COUNT(*) FROM prints p WHERE p.waybill_id = waybills.id AND p.mode = 'browser'),
    last_dialog_at = (SELECT MAX(p.at) FROM prints p WHERE p.waybill_id = waybills.id AND p.mode = 'browser')
  WHERE id IN (SELECT waybill_id FROM prints WHERE mode = 'browser');
  UPDATE waybills SET
    printed_count = printed_count - dialog_count,
    last_printed_at = (SELECT MAX(p.at) FROM prints p WHERE p.waybill_id = waybills.id AND p.mode <> 'browser')
  WHERE dialog_count > 0;
  DROP INDEX waybills_listing;
  DROP INDEX waybills_listing_by_carrier;
  CREATE INDEX waybills_listing ON waybills (issued_at, id, cp_code, status, printed_count, dialog_count);
  CREATE INDEX waybills_listing_by_carrier ON waybills (cp_code, issued_at, id, status, printed_count, dialog_count);
  `,
  // 5: the order book replaces order_snapshots: one row per order, the fields the Orders screen filters
  // and sorts on kept as columns; the order's JSON and its search text sit apart (order_book_docs) so listing,
  // counting and sorting read small rows. merge_key and search_text are filled by the desk at open for copied rows.
  `
  CREATE TABLE order_book (
    id INTEGER PRIMARY KEY,
    owner_id TEXT NOT NULL,
    order_sn TEXT NOT NULL,
    status INTEGER NOT NULL,
    confirm_time INTEGER NOT NULL,
    last_ship_time INTEGER NOT NULL,
    remark_tag TEXT,
    merge_key TEXT NOT NULL,
    seen_at INTEGER NOT NULL,
    UNIQUE (owner_id, order_sn)
  );
  CREATE TABLE order_book_docs (
    id INTEGER PRIMARY KEY REFERENCES order_book (id),
    json TEXT NOT NULL,
    search_text TEXT NOT NULL
  );
  -- Status tabs newest first and their counts read only this index.
  CREATE INDEX order_book_by_status ON order_book (owner_id, status, confirm_time, order_sn);
  CREATE INDEX order_book_by_time ON order_book (owner_id, confirm_time, order_sn);
  CREATE INDEX order_book_merge ON order_book (owner_id, merge_key) WHERE status = 1;
  INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag, merge_key, seen_at)
    SELECT owner_id, order_sn, coalesce(json_extract(json, '$.order_status'), 0),
           coalesce(json_extract(json, '$.confirm_time'), 0), coalesce(json_extract(json, '$.last_ship_time'), 0),
           json_extract(json, '$.remark_tag'), '', seen_at
    FROM order_snapshots;
  INSERT INTO order_book_docs (id, json, search_text)
    SELECT b.id, s.json, '' FROM order_book b JOIN order_snapshots s USING (owner_id, order_sn);
  DROP TABLE order_snapshots;
  -- Sync bookkeeping per owner (JSON: last sync, high-water mark, the plan in progress and its pages done).
  CREATE TABLE order_book_sync (owner_id TEXT PRIMARY KEY, json TEXT NOT NULL) WITHOUT ROWID;
  `,
  // 6: the desk that wrote each record. '' = written before desks had names: read as this desk's.
  `
  ALTER TABLE fetch_intents ADD COLUMN desk TEXT NOT NULL DEFAULT '';
  ALTER TABLE waybills ADD COLUMN desk TEXT NOT NULL DEFAULT '';
  ALTER TABLE prints ADD COLUMN desk TEXT NOT NULL DEFAULT '';
  ALTER TABLE recycle_attempts ADD COLUMN desk TEXT NOT NULL DEFAULT '';
  ALTER TABLE cloud_print_outcomes ADD COLUMN desk TEXT NOT NULL DEFAULT '';
  ALTER TABLE charges ADD COLUMN desk TEXT NOT NULL DEFAULT '';
  `,
  // 7: the Waybills screen's desk filter: its choices count waybills per desk from this index alone,
  // and a list filtered by desk reads it in issued order.
  `
  CREATE INDEX waybills_by_desk ON waybills (desk, issued_at, id);
  `,
  // 8: the print queue: every label sent to a label printer is a job, kept with the bytes as sent.
  // state: queued -> sending -> sent -> done | failed (| cancelled); accepted = the printer may have taken its
  // bytes (a failed job with accepted = 1 may have printed: only the seller re-sends it).
  `
  CREATE TABLE print_jobs (
    id INTEGER PRIMARY KEY,
    waybill_id INTEGER NOT NULL REFERENCES waybills (id),
    copy INTEGER NOT NULL,
    connection TEXT NOT NULL,
    language TEXT NOT NULL,
    bytes BLOB NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'done', 'failed', 'cancelled')),
    accepted INTEGER NOT NULL DEFAULT 0,
    attempts INTEGER NOT NULL DEFAULT 0,
    error_kind TEXT,
    error TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    desk TEXT NOT NULL
  );
  CREATE INDEX print_jobs_open ON print_jobs (desk, connection, state, id)
    WHERE state IN ('queued', 'sending', 'sent', 'failed');
  `,
  // 9: the pack check. Goods barcodes: one barcode names one goods (name + spec), a goods may have several.
  // Each check is recorded with the waybill its label printed: desk, time, counts scanned and confirmed by hand
  // (JSON lines), overrides (one too many, accepted by the packer).
  `
  CREATE TABLE goods_barcodes (
    barcode TEXT PRIMARY KEY,
    goods_name TEXT NOT NULL,
    goods_spec TEXT NOT NULL,
    desk TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX goods_barcodes_by_goods ON goods_barcodes (goods_name, goods_spec);
  CREATE TABLE pack_checks (
    id INTEGER PRIMARY KEY,
    waybill_id INTEGER NOT NULL REFERENCES waybills (id),
    order_sns TEXT NOT NULL,
    desk TEXT NOT NULL,
    checked_at INTEGER NOT NULL,
    lines TEXT NOT NULL,
    overrides INTEGER NOT NULL
  );
  CREATE INDEX pack_checks_by_waybill ON pack_checks (waybill_id);
  `,
  // 10: retention (see features/data). Print data and fetch request bodies may be stored packed (a BLOB whose first
  // byte names the codec, see storage/packed-text.ts; TEXT rows written before read as they are). Request bodies
  // move to a table of their own, in intent order: dropping the oldest frees whole pages, which
  // PRAGMA incremental_vacuum gives back (rows shrunk in place would leave their pages part empty).
  `
  CREATE INDEX waybills_recycled ON waybills (recycled_at, id) WHERE status = 'recycled';
  CREATE TABLE fetch_intent_bodies (
    intent_id INTEGER PRIMARY KEY REFERENCES fetch_intents (id),
    body BLOB NOT NULL
  );
  INSERT INTO fetch_intent_bodies (intent_id, body) SELECT id, request_json FROM fetch_intents;
  ALTER TABLE fetch_intents DROP COLUMN request_json;
  -- Orders closed or completed long ago leave the book (and so its search) for this table, their JSON packed.
  CREATE TABLE order_book_archive (
    owner_id TEXT NOT NULL,
    order_sn TEXT NOT NULL,
    status INTEGER NOT NULL,
    confirm_time INTEGER NOT NULL,
    packed BLOB NOT NULL,
    archived_at INTEGER NOT NULL,
    PRIMARY KEY (owner_id, order_sn)
  ) WITHOUT ROWID;
  CREATE INDEX order_book_done ON order_book (confirm_time) WHERE status IN (3, 4);
  `,
  // 11: smaller. The order book's JSON may be stored packed too (order_book_docs.json, codec 4). The cleanup packs rows
  // written as text before, found through these partial indexes (small, and empty once all are packed), so no
  // batch scans a table to find them.
  `
  CREATE INDEX waybill_print_data_text ON waybill_print_data (waybill_id) WHERE typeof(print_data) = 'text';
  CREATE INDEX order_book_docs_text ON order_book_docs (id) WHERE typeof(json) = 'text';
  -- Waybills are found by order through waybill_orders (every order of a waybill, the first too, migration 3):
  -- this index of the first order alone is read by no query.
  DROP INDEX waybills_by_order;
  `,
  // 12: smaller again. Merge keys are stored only for orders awaiting shipment (the only ones merge lookups read),
  // as a short digest (features/order-book/stored-merge-key.ts): the others' keys are blanked here, awaiting rows
  // still holding the old JSON key are re-keyed by the desk at open. The carrier listing index keeps only its
  // order (a status or printed filter reads the rows of that carrier's page); the desk index drops its id, which
  // every index entry ends with anyway (the rowid), in the same order.
  `
  UPDATE order_book SET merge_key = '' WHERE status <> 1 AND merge_key <> '';
  DROP INDEX waybills_listing_by_carrier;
  CREATE INDEX waybills_listing_by_carrier ON waybills (cp_code, issued_at);
  DROP INDEX waybills_by_desk;
  CREATE INDEX waybills_by_desk ON waybills (desk, issued_at);
  `,
  // 13: labels packed against a reference label of their shop and carrier (features/ledger/print-data-references.ts;
  // codec 5). References are never removed. Rows packed before (text or codec 3) have no reference: the cleanup
  // repacks them, found through the partial index that replaces migration 11's (empty once all are repacked).
  `
  CREATE TABLE waybill_print_data_references (
    id INTEGER PRIMARY KEY,
    shop_id TEXT NOT NULL,
    cp_code TEXT NOT NULL,
    label BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX waybill_print_data_references_by_key ON waybill_print_data_references (shop_id, cp_code, id);
  ALTER TABLE waybill_print_data ADD COLUMN reference_id INTEGER REFERENCES waybill_print_data_references (id);
  DROP INDEX waybill_print_data_text;
  CREATE INDEX waybill_print_data_unreferenced ON waybill_print_data (waybill_id) WHERE reference_id IS NULL;
  `,
  // 14: an order is looked up by its number with case evened out (a scan of WALK-CASE-AB01 finds Walk-Case-aB01;
  // features/order-book/order-number-key.ts): one probe of the upper-cased number, the stored one read from the
  // index itself (SQLite's planner prefers a covering index).
  `
  CREATE INDEX order_book_by_number_key ON order_book (owner_id, upper(order_sn), order_sn);
  `,
  // 15: the Orders screen's ship-by sort reads its page in order from an index, as newest and oldest first do
  // (order_book_by_status, order_book_by_time): a page of a million-order book costs its rows, not a sort of all.
  `
  CREATE INDEX order_book_by_status_ship_by ON order_book
    (owner_id, status, last_ship_time, confirm_time DESC, order_sn DESC);
  CREATE INDEX order_book_by_ship_by ON order_book (owner_id, last_ship_time, confirm_time DESC, order_sn DESC);
  `,
  // The book's search text moves to a narrow table of its own: a text search tests rows by their text alone, and
  // a row of order_book_docs keeps its text behind the order's JSON (often on overflow pages). The trigram index's
  // triggers read the old column: they go, and the desk rebuilds the index from the new table at open.
  `
  DROP TRIGGER IF EXISTS order_book_search_insert_v2;
  DROP TRIGGER IF EXISTS order_book_search_update_v2;
  DROP TRIGGER IF EXISTS order_book_search_delete_v2;
  DROP TRIGGER IF EXISTS order_book_search_insert;
  DROP TRIGGER IF EXISTS order_book_search_update;
  DROP TRIGGER IF EXISTS order_book_search_delete;
  CREATE TABLE order_book_text (
    id INTEGER PRIMARY KEY REFERENCES order_book (id),
    search_text TEXT NOT NULL
  );
  INSERT INTO order_book_text (id, search_text) SELECT id, search_text FROM order_book_docs;
  ALTER TABLE order_book_docs DROP COLUMN search_text;
  -- Rows copied by migration 5 still wait for their text (filled at open): found here, not by a scan of the book.
  CREATE INDEX order_book_text_unfilled ON order_book_text (id) WHERE search_text = '';
  `,
  // The seller's shops (features/shops/): one row each, its owner id unique among the shops not removed. A
  // removed shop keeps its row (removed_at set), so the ledger remembers it once held shops: the one shop of the
  // old settings is adopted only into a ledger that never held one.
  `
  CREATE TABLE shops (
    id INTEGER PRIMARY KEY,
    shop_key TEXT NOT NULL UNIQUE,
    owner_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    body TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    removed_at INTEGER
  );
  CREATE UNIQUE INDEX shops_by_owner ON shops (owner_id) WHERE removed_at IS NULL;
  `,
  // The handover to the courier (features/handover): batches of one carrier, and each parcel scanned into one. A
  // scan carries its batch's closed flag, set and cleared with the batch in one transaction, so the partial unique
  // index guards that a waybill is in at most one closed batch; (batch, waybill) is unique: a double read counts
  // once. Reopening a closed batch is recorded with its reason.
  `
  CREATE TABLE handover_batches (
    id INTEGER PRIMARY KEY,
    cp_code TEXT NOT NULL,
    desk TEXT NOT NULL,
    opened_at INTEGER NOT NULL,
    closed_at INTEGER,
    closed_by TEXT
  );
  CREATE INDEX handover_batches_open ON handover_batches (id) WHERE closed_at IS NULL;
  CREATE TABLE handover_scans (
    id INTEGER PRIMARY KEY,
    batch_id INTEGER NOT NULL REFERENCES handover_batches (id),
    waybill_id INTEGER NOT NULL REFERENCES waybills (id),
    desk TEXT NOT NULL,
    scanned_at INTEGER NOT NULL,
    confirmed INTEGER NOT NULL DEFAULT 0,
    closed INTEGER NOT NULL DEFAULT 0,
    UNIQUE (batch_id, waybill_id)
  );
  CREATE INDEX handover_scans_by_waybill ON handover_scans (waybill_id);
  CREATE UNIQUE INDEX handover_scans_one_closed ON handover_scans (waybill_id) WHERE closed = 1;
  CREATE TABLE handover_reopens (
    id INTEGER PRIMARY KEY,
    batch_id INTEGER NOT NULL REFERENCES handover_batches (id),
    desk TEXT NOT NULL,
    at INTEGER NOT NULL,
    reason TEXT NOT NULL
  );
  `,
  // Weighing at the scan station (see features/pack-check/goods-weights.ts): each goods' unit weight as the seller
  // typed it, the unit weights learned from weighed parcels (only ever added), and each parcel's weight with its
  // waybill (what it should have weighed, and whether it was printed over a mismatch).
  `
  CREATE TABLE goods_unit_weights (
    goods_name TEXT NOT NULL,
    goods_spec TEXT NOT NULL,
    grams REAL NOT NULL,
    desk TEXT NOT NULL,
    typed_at INTEGER NOT NULL,
    PRIMARY KEY (goods_name, goods_spec)
  ) WITHOUT ROWID;
  CREATE TABLE goods_weight_samples (
    id INTEGER PRIMARY KEY,
    goods_name TEXT NOT NULL,
    goods_spec TEXT NOT NULL,
    unit_grams REAL NOT NULL,
    desk TEXT NOT NULL,
    learned_at INTEGER NOT NULL
  );
  CREATE INDEX goods_weight_samples_by_goods ON goods_weight_samples (goods_name, goods_spec, id);
  CREATE TABLE waybill_weights (
    id INTEGER PRIMARY KEY,
    waybill_id INTEGER NOT NULL REFERENCES waybills (id),
    grams REAL NOT NULL,
    expected_grams REAL,
    overridden INTEGER NOT NULL,
    desk TEXT NOT NULL,
    weighed_at INTEGER NOT NULL
  );
  CREATE INDEX waybill_weights_by_waybill ON waybill_weights (waybill_id);
  `,
  // The Report screen (features/report): each figure family reads its period from an index on its own time. The
  // waybills' index covers every column the report groups or filters by, so a month of parcels never reads the
  // table; a pack check keeps how many scans named goods of no line (wrong goods), counted by the report.
  `
  CREATE INDEX waybills_report ON waybills (issued_at, desk, cp_code, owner_id, status, printed_count, dialog_count);
  CREATE INDEX waybills_by_owner ON waybills (owner_id, issued_at);
  CREATE INDEX prints_by_at ON prints (at, waybill_id, desk);
  CREATE INDEX recycle_attempts_by_at ON recycle_attempts (at);
  CREATE INDEX pack_checks_by_at ON pack_checks (checked_at);
  CREATE INDEX waybill_weights_by_at ON waybill_weights (weighed_at);
  CREATE INDEX charges_by_day ON charges (at, desk, points, amount_reported);
  ALTER TABLE pack_checks ADD COLUMN wrong_scans INTEGER NOT NULL DEFAULT 0;
  `,
  // Session points split by shop: each charge keeps the shop its call named (older charges: none).
  `
  ALTER TABLE charges ADD COLUMN shop TEXT NOT NULL DEFAULT '';
  `,
  // Which shops each desk packs (Settings, per desk), in the ledger so every desk of a shared ledger knows which
  // desks pack a shop (the scan station's refusal names them). A desk with no rows packs every shop not paused.
  `
  CREATE TABLE desk_shops (
    desk TEXT NOT NULL,
    shop_key TEXT NOT NULL,
    PRIMARY KEY (desk, shop_key)
  );
  `,
  // The report's hourly summary, kept by triggers as the ledger writes (report-hours-schema.ts).
  SQLITE_REPORT_HOURS,
  // The report's daily summary, kept from the hourly one by triggers (report-days-schema.ts).
  SQLITE_REPORT_DAYS,
];

export const LEDGER_SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the file to the current schema (or to `target`, for tests of an upgrade); refuses a file written by a
 * newer app rather than guess.
 */
export function migrate(db: DatabaseSync, target = MIGRATIONS.length): void {
  const current = readUserVersion(db);
  if (current > MIGRATIONS.length) {
    throw new Error(
      `The ledger was written by a newer version of the app (schema ${current}, this app knows ${MIGRATIONS.length}).`,
    );
  }
  for (let version = current; version < Math.min(target, MIGRATIONS.length); version++) {
    const sql = MIGRATIONS[version] ?? '';
    inTransaction(db, () => {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${version + 1}`);
    });
  }
}

export function readUserVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get();
  return Number(row?.user_version ?? 0);
}
