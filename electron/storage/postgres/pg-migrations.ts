import type { Row } from './pg-db';
import type pg from 'pg';
import { PG_REPORT_DAYS } from './pg-report-days-schema';
import { PG_REPORT_HOURS } from './pg-report-hours-schema';

/*
 * The shared ledger's schema, one entry per version, recorded in `schema_version`. Never edit a shipped entry: add
 * the next. Several desks may start at once against an empty database: the whole migration runs under one
 * transaction-level advisory lock, so exactly one desk creates each version and the others find it done.
 * Times are epoch milliseconds (bigint) from the desk's clock, as in the SQLite ledger; leases and the shared
 * throttle use the database's clock instead (now()), so desks whose clocks disagree still agree on those.
 */

/** pg_advisory_xact_lock key of the migration (an arbitrary constant: "desk" in hex-ish). */
const MIGRATION_LOCK = 0x0de5_1ed9e5;

const MIGRATIONS: readonly string[] = [
  // 1: initial schema (the SQLite ledger's, with each record's desk).
  `
  CREATE TABLE desks (
    name text PRIMARY KEY,
    started_at timestamptz NOT NULL DEFAULT now(),
    heartbeat_at timestamptz NOT NULL DEFAULT now()
  );

  CREATE TABLE order_snapshots (
    owner_id text NOT NULL,
    order_sn text NOT NULL,
    json text NOT NULL,
    seen_at bigint NOT NULL,
    PRIMARY KEY (owner_id, order_sn)
  );

  CREATE TABLE fetch_intents (
    id bigserial PRIMARY KEY,
    created_at bigint NOT NULL,
    desk text NOT NULL,
    shop_id text NOT NULL,
    owner_id text NOT NULL,
    cp_code text NOT NULL,
    request_json text NOT NULL,
    state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'issued', 'failed', 'unknown', 'resolved')),
    reason text NOT NULL DEFAULT 'pending',
    closed_at bigint
  );
  CREATE INDEX fetch_intents_unsettled ON fetch_intents (id) WHERE state IN ('open', 'unknown');
  CREATE INDEX fetch_intents_open_by_desk ON fetch_intents (desk) WHERE state = 'open';

  CREATE TABLE fetch_intent_orders (
    intent_id bigint NOT NULL REFERENCES fetch_intents (id),
    position integer NOT NULL,
    object_id text NOT NULL,
    order_sn text NOT NULL,
    PRIMARY KEY (intent_id, position),
    UNIQUE (intent_id, object_id)
  );
  CREATE INDEX fetch_intent_orders_by_order ON fetch_intent_orders (order_sn, intent_id);

  CREATE TABLE waybills (
    id bigserial PRIMARY KEY,
    intent_id bigint NOT NULL REFERENCES fetch_intents (id),
    desk text NOT NULL,
    object_id text NOT NULL,
    order_sn text NOT NULL,
    waybill_code text NOT NULL UNIQUE,
    parent_waybill_code text NOT NULL,
    cp_code text NOT NULL,
    shop_id text NOT NULL,
    owner_id text NOT NULL,
    issued_at bigint NOT NULL,
    encrypted boolean NOT NULL,
    receiver_name text NOT NULL,
    goods_name text NOT NULL,
    printed_count integer NOT NULL DEFAULT 0,
    last_printed_at bigint,
    status text NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'recycled')),
    recycled_at bigint,
    last_recycle_error text
  );
  CREATE INDEX waybills_listing ON waybills (issued_at DESC, id DESC);
  CREATE INDEX waybills_by_order ON waybills (order_sn);
  CREATE INDEX waybills_by_desk ON waybills (desk, issued_at DESC, id DESC);

  CREATE TABLE waybill_print_data (
    waybill_id bigint PRIMARY KEY REFERENCES waybills (id),
    print_data text NOT NULL
  );

  CREATE TABLE prints (
    id bigserial PRIMARY KEY,
    waybill_id bigint NOT NULL REFERENCES waybills (id),
    desk text NOT NULL,
    at bigint NOT NULL,
    printer text,
    mode text NOT NULL CHECK (mode IN ('silent', 'browser', 'pdf', 'cloud-print'))
  );
  CREATE INDEX prints_by_waybill ON prints (waybill_id);

  CREATE TABLE recycle_attempts (
    id bigserial PRIMARY KEY,
    waybill_id bigint NOT NULL REFERENCES waybills (id),
    desk text NOT NULL,
    at bigint NOT NULL,
    ok boolean NOT NULL,
    error_msg text
  );
  CREATE INDEX recycle_attempts_by_waybill ON recycle_attempts (waybill_id);

  CREATE TABLE cloud_print_outcomes (
    id bigserial PRIMARY KEY,
    waybill_id bigint NOT NULL REFERENCES waybills (id),
    desk text NOT NULL,
    at bigint NOT NULL,
    status text NOT NULL CHECK (status IN ('printed', 'failed')),
    msg text
  );

  CREATE TABLE charges (
    id bigserial PRIMARY KEY,
    desk text NOT NULL,
    at bigint NOT NULL,
    operation text NOT NULL,
    points double precision NOT NULL CHECK (points >= 0),
    amount_reported boolean NOT NULL DEFAULT true
  );
  CREATE INDEX charges_by_at ON charges (at);
  `,
  // 2: the shared throttle's slots: one row per call in flight or cooling down, per endpoint+token.
  `
  CREATE TABLE throttle_slots (
    id bigserial PRIMARY KEY,
    bucket text NOT NULL,
    desk text NOT NULL,
    taken_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    free_at timestamptz
  );
  CREATE INDEX throttle_slots_by_bucket ON throttle_slots (bucket, free_at);
  `,
  // 3: merged waybills and browser prints counted apart, as SQLite's 3 and 4. An
  // intent claims every order of a merge group (two rows may share an object_id); each waybill lists its orders
  // in waybill_orders (the lookup by order) and keeps the orders after its first in more_order_sns (listing and
  // search read them without a join). A label handed to the browser's print dialog is not known printed.
  `
  ALTER TABLE fetch_intent_orders DROP CONSTRAINT IF EXISTS fetch_intent_orders_intent_id_object_id_key;

  ALTER TABLE waybills ADD COLUMN more_order_sns text[] NOT NULL DEFAULT '{}';
  CREATE TABLE waybill_orders (
    waybill_id bigint NOT NULL REFERENCES waybills (id),
    position integer NOT NULL,
    order_sn text NOT NULL,
    PRIMARY KEY (waybill_id, position)
  );
  CREATE INDEX waybill_orders_by_order ON waybill_orders (order_sn, waybill_id);
  INSERT INTO waybill_orders (waybill_id, position, order_sn) SELECT id, 0, order_sn FROM waybills;

  ALTER TABLE waybills ADD COLUMN dialog_count integer NOT NULL DEFAULT 0;
  ALTER TABLE waybills ADD COLUMN last_dialog_at bigint;
  UPDATE waybills w SET dialog_count = p.n, last_dialog_at = p.last
    FROM (SELECT waybill_id, count(*) AS n, max(at) AS last FROM prints WHERE mode = 'browser' GROUP BY waybill_id) p
    WHERE w.id = p.waybill_id;
  UPDATE waybills w SET printed_count = w.printed_count - w.dialog_count,
    last_printed_at = (SELECT max(p.at) FROM prints p WHERE p.waybill_id = w.id AND p.mode <> 'browser')
    WHERE w.dialog_count > 0;
  `,
  // 4: the order book (SQLite's 5) replaces order_snapshots: one row per order with the columns the
  // Orders screen filters and sorts on, its JSON and its search text (TOAST keeps the wide columns out of the
  // way), a pg_trgm GIN index for substring search; the sync bookkeeping per owner, and the sync lease (one desk
  // syncs an owner's book at a time, timed by the database's clock). merge_key and search_text of copied rows
  // are filled by the desk at open.
  `
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE TABLE order_book (
    id bigserial PRIMARY KEY,
    owner_id text NOT NULL,
    order_sn text NOT NULL,
    status integer NOT NULL,
    confirm_time bigint NOT NULL,
    last_ship_time bigint NOT NULL,
    remark_tag text,
    merge_key text NOT NULL,
    seen_at bigint NOT NULL,
    json text NOT NULL,
    search_text text NOT NULL,
    UNIQUE (owner_id, order_sn)
  );
  CREATE INDEX order_book_by_status ON order_book (owner_id, status, confirm_time, order_sn);
  CREATE INDEX order_book_by_time ON order_book (owner_id, confirm_time, order_sn);
  CREATE INDEX order_book_merge ON order_book (owner_id, merge_key) WHERE status = 1;
  CREATE INDEX order_book_search ON order_book USING gin (search_text gin_trgm_ops);
  INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag, merge_key, seen_at,
      json, search_text)
    SELECT owner_id, order_sn, coalesce((json::jsonb ->> 'order_status')::numeric::integer, 0),
      coalesce((json::jsonb ->> 'confirm_time')::numeric::bigint, 0),
      coalesce((json::jsonb ->> 'last_ship_time')::numeric::bigint, 0),
      json::jsonb ->> 'remark_tag', '', seen_at, json, ''
    FROM order_snapshots;
  DROP TABLE order_snapshots;
  CREATE TABLE order_book_sync (owner_id text PRIMARY KEY, json text NOT NULL);
  CREATE TABLE order_book_sync_lease (
    owner_id text PRIMARY KEY,
    desk text NOT NULL,
    token text NOT NULL,
    expires_at timestamptz NOT NULL
  );
  `,
  // 5: desk names are unique among live desks: each desk claims its name with its instance id (kept
  // in its data dir); '' = released at a clean close, or registered before instance ids.
  `
  ALTER TABLE desks ADD COLUMN instance_id text NOT NULL DEFAULT '';
  `,
  // 6: locale-independent text search of the book (order-book-grams.ts). search_text becomes the folded text and
  // search_grams its 1-3 character grams (hashed), in a GIN index; the pg_trgm index goes (it depended on the
  // server's LC_CTYPE and could not serve 1-2 characters). The grams are cut by the desk, not in SQL (the server's
  // lower() follows its locale): rows already in the book are filled by the desk at open (search_grams IS NULL).
  // The ship-by sort gets its own indexes, so its first page is read in order as the newest-first one is.
  `
  DROP INDEX IF EXISTS order_book_search;
  ALTER TABLE order_book ADD COLUMN search_grams integer[];
  CREATE INDEX order_book_grams ON order_book USING gin (search_grams);
  CREATE INDEX order_book_by_status_ship_by ON order_book
    (owner_id, status, last_ship_time, confirm_time DESC, order_sn DESC);
  CREATE INDEX order_book_by_ship_by ON order_book (owner_id, last_ship_time, confirm_time DESC, order_sn DESC);
  `,
  // 7: text search reads a narrow side table (order_book_text: owner, status, folded text; ~20 MB per 100,000
  // orders instead of the wide order rows), kept by a trigger from order_book. Its GIN index is on the exact
  // 1-3 character grams (the substrings themselves, cut from the already folded text by substr, no locale):
  // a query of <= 3 characters is its own gram, so `@>` alone is exact; longer ones hold all their 3-grams and
  // the substring test settles them. Older desks still running keep working: the trigger follows their writes.
  // The integer grams of migration 6 stay (written, unused) for them.
  `
  CREATE FUNCTION order_book_grams_of(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
    SELECT coalesce(array_agg(DISTINCT substr(f, i, n)), '{}')
    FROM unnest(string_to_array(t, chr(31))) AS f, generate_series(1, char_length(f)) AS i,
      generate_series(1, 3) AS n
    WHERE i + n - 1 <= char_length(f)
  $f$;
  CREATE FUNCTION order_book_query_grams(q text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
    SELECT array_agg(DISTINCT substr(q, i, least(char_length(q), 3)))
    FROM generate_series(1, greatest(char_length(q) - 2, 1)) AS i
  $f$;
  CREATE TABLE order_book_text (
    id bigint PRIMARY KEY REFERENCES order_book (id) ON DELETE CASCADE,
    owner_id text NOT NULL,
    status integer NOT NULL,
    search_text text NOT NULL
  );
  INSERT INTO order_book_text (id, owner_id, status, search_text)
    SELECT id, owner_id, status, search_text FROM order_book;
  CREATE INDEX order_book_text_grams ON order_book_text USING gin (order_book_grams_of(search_text));
  CREATE INDEX order_book_text_by_status ON order_book_text (owner_id, status);
  CREATE FUNCTION order_book_text_follow() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    INSERT INTO order_book_text (id, owner_id, status, search_text)
      VALUES (NEW.id, NEW.owner_id, NEW.status, NEW.search_text)
      ON CONFLICT (id) DO UPDATE SET owner_id = excluded.owner_id, status = excluded.status,
        search_text = excluded.search_text;
    RETURN NULL;
  END
  $f$;
  CREATE TRIGGER order_book_text_follow AFTER INSERT OR UPDATE OF owner_id, status, search_text ON order_book
    FOR EACH ROW EXECUTE FUNCTION order_book_text_follow();
  `,
  // 8: the print queue: every label sent to a label printer is a job, kept with the bytes as sent.
  // state: queued -> sending -> sent -> done | failed (| cancelled); accepted = the printer may have taken its
  // bytes (a failed job with accepted may have printed: only the seller re-sends it). Each desk drives its own.
  `
  CREATE TABLE print_jobs (
    id bigserial PRIMARY KEY,
    waybill_id bigint NOT NULL REFERENCES waybills (id),
    copy integer NOT NULL,
    connection text NOT NULL,
    language text NOT NULL,
    bytes bytea NOT NULL,
    state text NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'done', 'failed', 'cancelled')),
    accepted boolean NOT NULL DEFAULT false,
    attempts integer NOT NULL DEFAULT 0,
    error_kind text,
    error text,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL,
    desk text NOT NULL
  );
  CREATE INDEX print_jobs_open ON print_jobs (desk, connection, state, id)
    WHERE state IN ('queued', 'sending', 'sent', 'failed');
  `,
  // 9: the pack check (see the SQLite ledger's migration 9): goods barcodes shared by every desk on the ledger
  // (one barcode, one goods), and each check recorded with its waybill.
  `
  CREATE TABLE goods_barcodes (
    barcode text PRIMARY KEY,
    goods_name text NOT NULL,
    goods_spec text NOT NULL,
    desk text NOT NULL,
    created_at bigint NOT NULL
  );
  CREATE INDEX goods_barcodes_by_goods ON goods_barcodes (goods_name, goods_spec);
  CREATE TABLE pack_checks (
    id bigserial PRIMARY KEY,
    waybill_id bigint NOT NULL REFERENCES waybills (id),
    order_sns text[] NOT NULL,
    desk text NOT NULL,
    checked_at bigint NOT NULL,
    lines jsonb NOT NULL,
    overrides integer NOT NULL
  );
  CREATE INDEX pack_checks_by_waybill ON pack_checks (waybill_id);
  `,
  // 10: retention. Print data and fetch request bodies are stored packed (bytea whose first byte names the codec,
  // see storage/packed-text.ts); rows written before keep their text. A dropped request body is '' and no bytes.
  `
  ALTER TABLE waybill_print_data ADD COLUMN packed bytea, ALTER COLUMN print_data DROP NOT NULL;
  ALTER TABLE fetch_intents ADD COLUMN request_packed bytea;
  CREATE INDEX waybills_recycled ON waybills (recycled_at, id) WHERE status = 'recycled';
  CREATE INDEX fetch_intents_closed ON fetch_intents (closed_at, id)
    WHERE request_json <> '' OR request_packed IS NOT NULL;
  -- Orders closed or completed long ago leave the book (and so its search) for this table, their JSON packed.
  CREATE TABLE order_book_archive (
    owner_id text NOT NULL,
    order_sn text NOT NULL,
    status integer NOT NULL,
    confirm_time bigint NOT NULL,
    packed bytea NOT NULL,
    archived_at bigint NOT NULL,
    PRIMARY KEY (owner_id, order_sn)
  );
  CREATE INDEX order_book_done ON order_book (confirm_time) WHERE status IN (3, 4);
  `,
  // 11: print data written as text before packing is packed by the cleanup in batches, found through this
  // partial index (empty once all are packed).
  `
  CREATE INDEX waybill_print_data_text ON waybill_print_data (waybill_id) WHERE packed IS NULL;
  `,
  // 12: merge keys are stored only for orders awaiting shipment (the only ones merge lookups read), as a short
  // digest (features/order-book/stored-merge-key.ts). The others' keys are blanked here; awaiting rows still
  // holding the old JSON key are re-keyed by the desk at open (the digest is the desk's, not SQL's).
  `
  UPDATE order_book SET merge_key = '' WHERE status <> 1 AND merge_key <> '';
  `,
  // 13: labels packed against a reference label of their shop and carrier (features/ledger/print-data-references.ts;
  // codec 5). References are never removed. Rows written before (text, or packed alone) have no reference: the
  // cleanup repacks them, found through the partial index that replaces migration 11's.
  `
  CREATE TABLE waybill_print_data_references (
    id bigserial PRIMARY KEY,
    shop_id text NOT NULL,
    cp_code text NOT NULL,
    label bytea NOT NULL,
    created_at bigint NOT NULL
  );
  CREATE INDEX waybill_print_data_references_by_key ON waybill_print_data_references (shop_id, cp_code, id);
  ALTER TABLE waybill_print_data ADD COLUMN reference_id bigint REFERENCES waybill_print_data_references (id);
  DROP INDEX waybill_print_data_text;
  CREATE INDEX waybill_print_data_unreferenced ON waybill_print_data (waybill_id) WHERE reference_id IS NULL;
  `,
  // 14: an order is looked up by its number with case evened out (a scan of WALK-CASE-AB01 finds Walk-Case-aB01;
  // features/order-book/order-number-key.ts): one index probe of the upper-cased number.
  `
  CREATE INDEX order_book_by_number_key ON order_book (owner_id, upper(order_sn));
  `,
  // The seller's shops (features/shops/), the same for every desk of the shared ledger: one row each, its owner
  // id unique among the shops not removed. A removed shop keeps its row, so the one shop of the old settings is
  // adopted only into a ledger that never held one.
  `
  CREATE TABLE shops (
    id bigserial PRIMARY KEY,
    shop_key text NOT NULL UNIQUE,
    owner_id text NOT NULL,
    position bigint NOT NULL,
    body text NOT NULL,
    updated_at bigint NOT NULL,
    removed_at bigint
  );
  CREATE UNIQUE INDEX shops_by_owner ON shops (owner_id) WHERE removed_at IS NULL;
  `,
  // The handover to the courier (see the SQLite ledger's migration of the same tables): two desks may scan into
  // one batch; a scan carries its batch's closed flag, so the partial unique index guards that a waybill is in at
  // most one closed batch, whichever desks close batches at once.
  `
  CREATE TABLE handover_batches (
    id bigserial PRIMARY KEY,
    cp_code text NOT NULL,
    desk text NOT NULL,
    opened_at bigint NOT NULL,
    closed_at bigint,
    closed_by text
  );
  CREATE INDEX handover_batches_open ON handover_batches (id) WHERE closed_at IS NULL;
  CREATE TABLE handover_scans (
    id bigserial PRIMARY KEY,
    batch_id bigint NOT NULL REFERENCES handover_batches (id),
    waybill_id bigint NOT NULL REFERENCES waybills (id),
    desk text NOT NULL,
    scanned_at bigint NOT NULL,
    confirmed boolean NOT NULL DEFAULT false,
    closed boolean NOT NULL DEFAULT false,
    UNIQUE (batch_id, waybill_id)
  );
  CREATE INDEX handover_scans_by_waybill ON handover_scans (waybill_id);
  CREATE UNIQUE INDEX handover_scans_one_closed ON handover_scans (waybill_id) WHERE closed;
  CREATE TABLE handover_reopens (
    id bigserial PRIMARY KEY,
    batch_id bigint NOT NULL REFERENCES handover_batches (id),
    desk text NOT NULL,
    at bigint NOT NULL,
    reason text NOT NULL
  );
  `,
  // Weighing at the scan station (see the SQLite ledger's migration of the same tables): unit weights typed and
  // learned (only ever added, by every desk on the ledger), and each parcel's weight with its waybill.
  `
  CREATE TABLE goods_unit_weights (
    goods_name text NOT NULL,
    goods_spec text NOT NULL,
    grams double precision NOT NULL,
    desk text NOT NULL,
    typed_at bigint NOT NULL,
    PRIMARY KEY (goods_name, goods_spec)
  );
  CREATE TABLE goods_weight_samples (
    id bigserial PRIMARY KEY,
    goods_name text NOT NULL,
    goods_spec text NOT NULL,
    unit_grams double precision NOT NULL,
    desk text NOT NULL,
    learned_at bigint NOT NULL
  );
  CREATE INDEX goods_weight_samples_by_goods ON goods_weight_samples (goods_name, goods_spec, id);
  CREATE TABLE waybill_weights (
    id bigserial PRIMARY KEY,
    waybill_id bigint NOT NULL REFERENCES waybills (id),
    grams double precision NOT NULL,
    expected_grams double precision,
    overridden boolean NOT NULL,
    desk text NOT NULL,
    weighed_at bigint NOT NULL
  );
  CREATE INDEX waybill_weights_by_waybill ON waybill_weights (waybill_id);
  `,
  // The Report screen (see the SQLite ledger's migration of the same indexes): each figure family reads its period
  // from an index on its own time; a pack check keeps how many scans named goods of no line (wrong goods).
  `
  CREATE INDEX waybills_report ON waybills (issued_at, desk, cp_code, owner_id, status, printed_count, dialog_count);
  CREATE INDEX waybills_by_owner ON waybills (owner_id, issued_at);
  CREATE INDEX prints_by_at ON prints (at, waybill_id, desk);
  CREATE INDEX recycle_attempts_by_at ON recycle_attempts (at);
  CREATE INDEX pack_checks_by_at ON pack_checks (checked_at);
  CREATE INDEX waybill_weights_by_at ON waybill_weights (weighed_at);
  CREATE INDEX charges_by_day ON charges (at, desk, points, amount_reported);
  ALTER TABLE pack_checks ADD COLUMN wrong_scans integer NOT NULL DEFAULT 0;
  `,
  // Session points split by shop: each charge keeps the shop its call named (older charges: none).
  `
  ALTER TABLE charges ADD COLUMN shop text NOT NULL DEFAULT '';
  `,
  // Which shops each desk packs (Settings, per desk): every desk of the shared ledger knows which desks pack a
  // shop (the scan station's refusal names them). A desk with no rows packs every shop not paused.
  `
  CREATE TABLE desk_shops (
    desk text NOT NULL,
    shop_key text NOT NULL,
    PRIMARY KEY (desk, shop_key)
  );
  `,
  // A synced page into a book of a million orders: most of its orders are re-stored as they were or moved in
  // status only. The search row follows an order only when its owner, status or text changed (a trigger WHEN,
  // not a call per row); the search rows lose their (owner, status) index, which no search reads (the grams index
  // or the key serve them), so a status move is a heap-only update that leaves the row's grams in the GIN index
  // as they were; the integer grams of migration 6 lose their GIN index (no search reads them since migration 7;
  // the column is still written, for desks of that schema still running).
  `
  DROP INDEX IF EXISTS order_book_grams;
  DROP INDEX IF EXISTS order_book_text_by_status;
  ALTER TABLE order_book_text SET (fillfactor = 90);
  DROP TRIGGER order_book_text_follow ON order_book;
  CREATE TRIGGER order_book_text_follow AFTER INSERT ON order_book
    FOR EACH ROW EXECUTE FUNCTION order_book_text_follow();
  CREATE TRIGGER order_book_text_follow_change AFTER UPDATE OF owner_id, status, search_text ON order_book
    FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id OR OLD.status IS DISTINCT FROM NEW.status
      OR OLD.search_text IS DISTINCT FROM NEW.search_text)
    EXECUTE FUNCTION order_book_text_follow();
  `,
  // The report's hourly summary, kept by triggers as the ledger writes (pg-report-hours-schema.ts).
  PG_REPORT_HOURS,
  // The book's search across shops. The search rows carry their order's sort keys (confirm time, ship-by time,
  // order number): a text found through the grams index is sorted and paged on the search rows alone, with no
  // order row looked up per match. The order rows get sort indexes across owners: a desk serving the shops that
  // hold the book walks one index in the sort's order, the owners a filter, instead of one walk per shop; a page
  // without text is read from the index alone (it holds the owner and the sort keys).
  `
  ALTER TABLE order_book_text ADD COLUMN confirm_time bigint NOT NULL DEFAULT 0,
    ADD COLUMN last_ship_time bigint NOT NULL DEFAULT 0, ADD COLUMN order_sn text NOT NULL DEFAULT '';
  UPDATE order_book_text t SET confirm_time = b.confirm_time, last_ship_time = b.last_ship_time,
    order_sn = b.order_sn FROM order_book b WHERE b.id = t.id;
  CREATE OR REPLACE FUNCTION order_book_text_follow() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    INSERT INTO order_book_text (id, owner_id, status, search_text, confirm_time, last_ship_time, order_sn)
      VALUES (NEW.id, NEW.owner_id, NEW.status, NEW.search_text, NEW.confirm_time, NEW.last_ship_time,
        NEW.order_sn)
      ON CONFLICT (id) DO UPDATE SET owner_id = excluded.owner_id, status = excluded.status,
        search_text = excluded.search_text, confirm_time = excluded.confirm_time,
        last_ship_time = excluded.last_ship_time, order_sn = excluded.order_sn;
    RETURN NULL;
  END
  $f$;
  DROP TRIGGER order_book_text_follow_change ON order_book;
  CREATE TRIGGER order_book_text_follow_change
    AFTER UPDATE OF owner_id, status, search_text, confirm_time, last_ship_time ON order_book
    FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id OR OLD.status IS DISTINCT FROM NEW.status
      OR OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.confirm_time IS DISTINCT FROM NEW.confirm_time
      OR OLD.last_ship_time IS DISTINCT FROM NEW.last_ship_time)
    EXECUTE FUNCTION order_book_text_follow();
  CREATE INDEX order_book_across_time ON order_book (confirm_time, order_sn) INCLUDE (owner_id, id, last_ship_time);
  CREATE INDEX order_book_across_status ON order_book (status, confirm_time, order_sn)
    INCLUDE (owner_id, id, last_ship_time);
  CREATE INDEX order_book_across_ship_by ON order_book (last_ship_time, confirm_time DESC, order_sn DESC)
    INCLUDE (owner_id, id);
  CREATE INDEX order_book_across_status_ship_by ON order_book
    (status, last_ship_time, confirm_time DESC, order_sn DESC) INCLUDE (owner_id, id);
  `,
  // The report's daily summary, kept from the hourly one by triggers (pg-report-days-schema.ts).
  PG_REPORT_DAYS,
];

export const PG_SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the database to the current schema (or to `target`, for tests of an upgrade); refuses one written by a
 * newer app rather than guess.
 */
export async function migrate(pool: pg.Pool, target = MIGRATIONS.length): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query<Row>('BEGIN');
    await client.query<Row>('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query<Row>('CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)');
    const { rows } = await client.query<{ version: number }>(
      'SELECT max(version) AS version FROM schema_version',
    );
    const current = Number(rows[0]?.version ?? 0);
    if (current > MIGRATIONS.length) {
      throw new Error(
        `The shared ledger was written by a newer version of the app (schema ${current}, this app knows ${MIGRATIONS.length}).`,
      );
    }
    for (let version = current; version < target; version++) {
      await client.query<Row>(MIGRATIONS[version] ?? '');
      await client.query<Row>('INSERT INTO schema_version (version) VALUES ($1)', [version + 1]);
    }
    await client.query<Row>('COMMIT');
  } catch (error) {
    await client.query<Row>('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
