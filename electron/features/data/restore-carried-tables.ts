/*
 * The ledger's tables as a restore carries them forward (restore-carry-forward.ts), parents before what points to
 * them. Keyed tables have an id of their own: `same` says when a live row (l) is a restored one (m), by what never
 * changes once written. Owned tables are rows of one keyed row (a waybill's orders, an intent's claimed orders):
 * copied with it. Goods barcodes, goods' unit weights (typed and learned) and the order book's sync marks are the
 * seller's setup, not records of what was done: the backup's are kept.
 */

export interface KeyedTable {
  table: string;
  /** SQL over l (a live row) and m (a restored row): the same row. */
  same: string;
  /** Columns holding another keyed table's id: column → that table. */
  refs?: Record<string, string>;
  /** Only these live rows are carried when the backup lacks them (SQL over l); default every one. */
  only?: string;
  /** Run after carrying: brings rows both ledgers hold up to what the live one learned since the backup. */
  update?: string;
}

export interface OwnedTable {
  table: string;
  /** The column holding its keyed row's id, and that table. */
  parent: { column: string; table: string };
  refs?: Record<string, string>;
}

/** The restored id of live row `expr` of `table` (the map the carry builds per keyed table). */
const restoredId = (table: string, expr: string) =>
  `(SELECT id FROM temp.carried_${table} WHERE live_id = ${expr})`;
/** A matched row's restored and live rows side by side, for an UPDATE … FROM. */
const matched = (table: string) =>
  `FROM live.${table} AS l JOIN temp.carried_${table} AS c ON c.live_id = l.id AND c.carried = 0`;

/** Written once and never changed: the same id, time and waybill is the same record. */
const waybillRecord = (table: string, at: string): KeyedTable => ({
  table,
  same: `m.id = l.id AND m.${at} = l.${at} AND m.waybill_id = ${restoredId('waybills', 'l.waybill_id')}`,
  refs: { waybill_id: 'waybills' },
});

/** An intent still open or of unknown outcome in the backup takes how the live ledger settled it. */
const SETTLE_INTENTS = `
  UPDATE main.fetch_intents AS m SET state = l.state, reason = l.reason, closed_at = l.closed_at
  ${matched('fetch_intents')}
  WHERE m.id = c.id AND m.state IN ('open', 'unknown') AND l.state <> m.state`;

/** The later of a nullable time of the two rows (null only when both are). */
const later = (column: string) =>
  `CASE WHEN l.${column} > coalesce(m.${column}, -1) THEN l.${column} ELSE m.${column} END`;

/** A waybill keeps every print counted and a recycle done after the backup (the counts only grow). */
const CATCH_UP_WAYBILLS = `
  UPDATE main.waybills AS m SET
    printed_count = max(m.printed_count, l.printed_count),
    last_printed_at = ${later('last_printed_at')},
    dialog_count = max(m.dialog_count, l.dialog_count),
    last_dialog_at = ${later('last_dialog_at')},
    status = CASE WHEN l.status = 'recycled' THEN 'recycled' ELSE m.status END,
    recycled_at = coalesce(m.recycled_at, l.recycled_at),
    last_recycle_error = CASE WHEN m.status = 'recycled' THEN m.last_recycle_error ELSE l.last_recycle_error END
  ${matched('waybills')}
  WHERE m.id = c.id AND (l.printed_count > m.printed_count OR l.dialog_count > m.dialog_count
    OR l.status <> m.status OR coalesce(l.last_recycle_error, '') <> coalesce(m.last_recycle_error, ''))`;

/** A print job moved on since the backup (sent, done, failed, cancelled) is not sent again. */
const CATCH_UP_PRINT_JOBS = `
  UPDATE main.print_jobs AS m SET state = l.state, accepted = l.accepted, attempts = l.attempts,
    error_kind = l.error_kind, error = l.error, updated_at = l.updated_at
  ${matched('print_jobs')}
  WHERE m.id = c.id AND l.updated_at > m.updated_at`;

/** A handover batch closed (or reopened) since the backup takes its live state, and so do its scans. */
const CATCH_UP_HANDOVER_BATCHES = `
  UPDATE main.handover_batches AS m SET cp_code = l.cp_code, closed_at = l.closed_at, closed_by = l.closed_by
  ${matched('handover_batches')}
  WHERE m.id = c.id AND (coalesce(l.closed_at, -1) <> coalesce(m.closed_at, -1) OR l.cp_code <> m.cp_code)`;
const CATCH_UP_HANDOVER_SCANS = `
  UPDATE main.handover_scans AS m SET closed = l.closed
  ${matched('handover_scans')}
  WHERE m.id = c.id AND l.closed <> m.closed`;

/** Orders of the waybills and intents carried: the book's rows the backup lacks for them. */
const ORDERS_CARRIED = `
  l.order_sn IN (SELECT o.order_sn FROM live.waybill_orders o
                 JOIN temp.carried_waybills w ON w.live_id = o.waybill_id AND w.carried = 1)
  OR l.order_sn IN (SELECT o.order_sn FROM live.fetch_intent_orders o
                    JOIN temp.carried_fetch_intents i ON i.live_id = o.intent_id AND i.carried = 1)`;

/** A shop added since the backup comes along, unless the backup's own shop of that owner id is still there. */
const SHOPS_CARRIED = `
  l.removed_at IS NOT NULL OR l.owner_id NOT IN (SELECT owner_id FROM main.shops WHERE removed_at IS NULL)`;

/** A shop both ledgers hold takes what the seller last made of it (renamed, paused, removed), its owner id kept. */
const CATCH_UP_SHOPS = `
  UPDATE main.shops AS m SET body = l.body, updated_at = l.updated_at, removed_at = l.removed_at
  ${matched('shops')}
  WHERE m.id = c.id AND l.updated_at > m.updated_at AND l.owner_id = m.owner_id`;

export const CARRIED_TABLES: ReadonlyArray<KeyedTable | OwnedTable> = [
  {
    table: 'fetch_intents',
    same: 'm.id = l.id AND m.created_at = l.created_at AND m.desk = l.desk AND m.shop_id = l.shop_id',
    update: SETTLE_INTENTS,
  },
  { table: 'fetch_intent_orders', parent: { column: 'intent_id', table: 'fetch_intents' } },
  { table: 'fetch_intent_bodies', parent: { column: 'intent_id', table: 'fetch_intents' } },
  {
    table: 'waybill_print_data_references',
    same: 'm.id = l.id AND m.created_at = l.created_at AND m.shop_id = l.shop_id AND m.cp_code = l.cp_code',
  },
  {
    table: 'waybills',
    same: 'm.waybill_code = l.waybill_code',
    refs: { intent_id: 'fetch_intents' },
    update: CATCH_UP_WAYBILLS,
  },
  { table: 'waybill_orders', parent: { column: 'waybill_id', table: 'waybills' } },
  {
    table: 'waybill_print_data',
    parent: { column: 'waybill_id', table: 'waybills' },
    refs: { reference_id: 'waybill_print_data_references' },
  },
  waybillRecord('prints', 'at'),
  waybillRecord('recycle_attempts', 'at'),
  waybillRecord('cloud_print_outcomes', 'at'),
  waybillRecord('pack_checks', 'checked_at'),
  waybillRecord('waybill_weights', 'weighed_at'),
  { ...waybillRecord('print_jobs', 'created_at'), update: CATCH_UP_PRINT_JOBS },
  {
    table: 'handover_batches',
    same: 'm.id = l.id AND m.opened_at = l.opened_at AND m.desk = l.desk',
    update: CATCH_UP_HANDOVER_BATCHES,
  },
  {
    ...waybillRecord('handover_scans', 'scanned_at'),
    refs: { waybill_id: 'waybills', batch_id: 'handover_batches' },
    update: CATCH_UP_HANDOVER_SCANS,
  },
  {
    table: 'handover_reopens',
    same: `m.id = l.id AND m.at = l.at AND m.batch_id = ${restoredId('handover_batches', 'l.batch_id')}`,
    refs: { batch_id: 'handover_batches' },
  },
  {
    table: 'charges',
    same: 'm.id = l.id AND m.at = l.at AND m.operation = l.operation AND m.desk = l.desk',
    refs: { intent_id: 'fetch_intents' },
  },
  {
    table: 'order_book',
    same: 'm.owner_id = l.owner_id AND m.order_sn = l.order_sn',
    only: ORDERS_CARRIED,
  },
  { table: 'order_book_docs', parent: { column: 'id', table: 'order_book' } },
  { table: 'order_book_text', parent: { column: 'id', table: 'order_book' } },
  { table: 'shops', same: 'm.shop_key = l.shop_key', only: SHOPS_CARRIED, update: CATCH_UP_SHOPS },
];
