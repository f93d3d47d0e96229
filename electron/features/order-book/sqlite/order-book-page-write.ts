import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import type { StoreCounts } from '../order-book-store';
import { bookSearchText } from '../order-book-text';
import { countChanges, lastCopies } from '../page-counts';
import { storedMergeKey } from '../stored-merge-key';
import { packText, unpackText } from '../../../storage/packed-text';
import type { LedgerDb } from '../../../storage/sqlite/ledger-db';

/*
 * A page of orders written into the SQLite book: what is stored of the page's orders is read in one statement,
 * compared in the desk, and only what changed is written, each kind of change as one statement over the whole
 * page (rows passed as one JSON array, read by json_each: one prepared statement whatever the page's size).
 * An order stored as it was writes nothing: no row, no JSON, no search text, so its trigram index entries stay.
 * A status move rewrites the order's row and its JSON; its search text (which holds no status) stays.
 * seen_at is when the stored copy last changed.
 */

/** An order as the book's rows hold it. */
interface BookRow {
  sn: string;
  status: number;
  confirm: number;
  shipBy: number;
  tag: string | null;
  mergeKey: string;
  json: string;
  text: string;
}

/** What the book holds of an order before the page is written. */
interface StoredRow {
  id: number;
  status: number;
  confirm: number;
  shipBy: number;
  tag: string | null;
  mergeKey: string;
  /** The JSON as stored: packed bytes, or text written before packing. */
  json: unknown;
  text: string | null;
}

/** The writes a page needs, by kind. */
interface PageChanges {
  inserts: BookRow[];
  /** Orders whose status, tag or merge key moved (the sort times stay). */
  moved: { id: number; row: BookRow }[];
  /** Orders whose confirm or ship-by time moved too. */
  retimed: { id: number; row: BookRow }[];
  docs: { id: number; json: string }[];
  texts: { id: number; text: string }[];
}

const rowOf = (ownerId: string, o: SoldOrder): BookRow => ({
  sn: o.order_sn,
  // The gateway may leave numbers out (tolerant schema): such an order sorts as the oldest.
  status: o.order_status ?? 0,
  confirm: o.confirm_time ?? 0,
  shipBy: o.last_ship_time ?? 0,
  tag: o.remark_tag ?? null,
  mergeKey: storedMergeKey(ownerId, o),
  json: JSON.stringify(o),
  text: bookSearchText(o),
});

/** Compares each row with what is stored and sorts the page into the writes it needs. */
function pageChanges(rows: readonly BookRow[], stored: ReadonlyMap<string, StoredRow>): PageChanges {
  const changes: PageChanges = { inserts: [], moved: [], retimed: [], docs: [], texts: [] };
  for (const row of rows) {
    const before = stored.get(row.sn);
    if (!before) {
      changes.inserts.push(row);
      continue;
    }
    const { id } = before;
    if (before.confirm !== row.confirm || before.shipBy !== row.shipBy) changes.retimed.push({ id, row });
    else if (before.status !== row.status || before.tag !== row.tag || before.mergeKey !== row.mergeKey) {
      changes.moved.push({ id, row });
    }
    if (unpackText(before.json) !== row.json) changes.docs.push({ id, json: row.json });
    if (before.text !== row.text) changes.texts.push({ id, text: row.text });
  }
  return changes;
}

const ROW_FIELDS = `r.value ->> 'status', r.value ->> 'tag', r.value ->> 'mergeKey'`;

/**
 * The page's statements, prepared once each. Each walks the page's rows first (CROSS JOIN keeps that order) and
 * finds each stored row by its key: a page costs its own rows, never a walk of an owner's orders.
 */
const prepare = (statement: LedgerDb['statement']) => ({
  stored: statement(
    `SELECT b.id, b.order_sn, b.status, b.confirm_time, b.last_ship_time, b.remark_tag, b.merge_key, d.json,
       t.search_text
     FROM json_each(:sns) AS j
     CROSS JOIN order_book AS b ON b.owner_id = :owner AND b.order_sn = j.value
     LEFT JOIN order_book_docs AS d ON d.id = b.id
     LEFT JOIN order_book_text AS t ON t.id = b.id`,
  ),
  insert: statement(
    `INSERT INTO order_book (owner_id, order_sn, status, remark_tag, merge_key, confirm_time, last_ship_time, seen_at)
     SELECT :owner, r.value ->> 'sn', ${ROW_FIELDS}, r.value ->> 'confirm', r.value ->> 'shipBy', :seenAt
     FROM json_each(:rows) AS r
     RETURNING id, order_sn`,
  ),
  move: statement(
    `UPDATE order_book SET (status, remark_tag, merge_key, seen_at) = (${ROW_FIELDS}, :seenAt)
     FROM json_each(:rows) AS r WHERE order_book.id = r.value ->> 'id'`,
  ),
  retime: statement(
    `UPDATE order_book SET (status, remark_tag, merge_key, confirm_time, last_ship_time, seen_at) =
       (${ROW_FIELDS}, r.value ->> 'confirm', r.value ->> 'shipBy', :seenAt)
     FROM json_each(:rows) AS r WHERE order_book.id = r.value ->> 'id'`,
  ),
  insertDocs: statement(
    `INSERT INTO order_book_docs (id, json) SELECT r.value ->> 'id', unhex(r.value ->> 'json') FROM json_each(:rows) AS r`,
  ),
  updateDocs: statement(
    `UPDATE order_book_docs SET json = unhex(r.value ->> 'json')
     FROM json_each(:rows) AS r WHERE order_book_docs.id = r.value ->> 'id'`,
  ),
  // Through the trigram index's triggers: a changed text replaces its entries, a new one adds them.
  insertTexts: statement(
    `INSERT INTO order_book_text (id, search_text) SELECT r.value ->> 'id', r.value ->> 'text' FROM json_each(:rows) AS r`,
  ),
  updateTexts: statement(
    `UPDATE order_book_text SET search_text = r.value ->> 'text'
     FROM json_each(:rows) AS r WHERE order_book_text.id = r.value ->> 'id'`,
  ),
});

type PageStatements = ReturnType<typeof prepare>;

function readStored({ stored }: PageStatements, ownerId: string, sns: string[]): Map<string, StoredRow> {
  const rows = stored.all({ sns: JSON.stringify(sns), owner: ownerId });
  return new Map(
    rows.map((r) => [
      String(r.order_sn),
      {
        id: Number(r.id),
        status: Number(r.status),
        confirm: Number(r.confirm_time),
        shipBy: Number(r.last_ship_time),
        tag: r.remark_tag === null ? null : String(r.remark_tag),
        mergeKey: String(r.merge_key),
        json: r.json,
        text: r.search_text === null ? null : String(r.search_text),
      },
    ]),
  );
}

/** The JSON a statement reads with json_each; the order's JSON packed at rest (deterministic), as hex. */
const asRows = (rows: readonly object[]): string => JSON.stringify(rows);
const packedDocs = (docs: readonly { id: number; json: string }[]): string =>
  asRows(docs.map(({ id, json }) => ({ id, json: packText(json, 'orderDict').toString('hex') })));

/** Writes what changed: new orders with their JSON and text, then each kind of change in one statement. */
function writeChanges(s: PageStatements, ownerId: string, seenAt: number, changes: PageChanges): void {
  const { inserts, moved, retimed, docs, texts } = changes;
  if (inserts.length > 0) {
    const ids = new Map(
      s.insert
        .all({ owner: ownerId, seenAt, rows: asRows(inserts) })
        .map((r) => [String(r.order_sn), Number(r.id)]),
    );
    const added = inserts.map((row) => ({ id: ids.get(row.sn) ?? 0, row }));
    s.insertDocs.run({ rows: packedDocs(added.map(({ id, row }) => ({ id, json: row.json }))) });
    s.insertTexts.run({ rows: asRows(added.map(({ id, row }) => ({ id, text: row.text }))) });
  }
  const byId = (list: { id: number; row: BookRow }[]) => asRows(list.map(({ id, row }) => ({ ...row, id })));
  if (moved.length > 0) s.move.run({ seenAt, rows: byId(moved) });
  if (retimed.length > 0) s.retime.run({ seenAt, rows: byId(retimed) });
  if (docs.length > 0) s.updateDocs.run({ rows: packedDocs(docs) });
  if (texts.length > 0) s.updateTexts.run({ rows: asRows(texts) });
}

/** Writes a page of one owner's orders (inside the caller's transaction) and counts what changed. */
export function createPageWriter(statement: LedgerDb['statement']) {
  const statements = prepare(statement);
  return (ownerId: string, orders: SoldOrder[], seenAt: number): StoreCounts => {
    const rows = lastCopies(orders).map((o) => rowOf(ownerId, o));
    const stored = readStored(
      statements,
      ownerId,
      rows.map((r) => r.sn),
    );
    const counts = countChanges(new Map([...stored].map(([sn, r]) => [sn, r.status])), orders);
    writeChanges(statements, ownerId, seenAt, pageChanges(rows, stored));
    return counts;
  };
}
