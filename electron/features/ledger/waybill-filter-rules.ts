import type { WaybillFilter } from '../../../shared/ipc/channels/waybills';

/*
 * The Waybills screen's print-state, status, pack-check, weight and handover filters as SQL conditions over the waybills alias `w`: plain SQL
 * that SQLite and PostgreSQL read alike, so both ledgers answer a filter with the same waybills (as book-rules.ts
 * does for the order book's filters).
 */

const PRINTED: Record<NonNullable<WaybillFilter['printed']>, string | null> = {
  all: null,
  printed: 'w.printed_count > 0',
  // Never printed and never handed to a print dialog: the forgotten ones.
  unprinted: 'w.printed_count = 0 AND w.dialog_count = 0',
  dialog: 'w.printed_count = 0 AND w.dialog_count > 0',
};

const STATUS: Record<NonNullable<WaybillFilter['status']>, string | null> = {
  all: null,
  live: "w.status = 'live'",
  recycled: "w.status = 'recycled'",
};

/** A pack check recorded with the waybill (its goods scanned before the label printed). */
export const CHECKED_SQL = 'EXISTS (SELECT 1 FROM pack_checks c WHERE c.waybill_id = w.id)';

const CHECKED: Record<NonNullable<WaybillFilter['checked']>, string | null> = {
  all: null,
  checked: CHECKED_SQL,
  unchecked: `NOT ${CHECKED_SQL}`,
};

/** A weight recorded with the waybill at the scan station (through waybill_weights_by_waybill). */
const WEIGHED_SQL = 'EXISTS (SELECT 1 FROM waybill_weights ww WHERE ww.waybill_id = w.id)';
/** A weighing printed over a mismatch (the packer's deliberate override); a boolean on both ledgers. */
export const OVERRIDDEN_SQL =
  'EXISTS (SELECT 1 FROM waybill_weights ww WHERE ww.waybill_id = w.id AND ww.overridden)';

const WEIGHT: Record<NonNullable<WaybillFilter['weight']>, string | null> = {
  all: null,
  weighed: WEIGHED_SQL,
  overridden: OVERRIDDEN_SQL,
  none: `NOT ${WEIGHED_SQL}`,
};

/** Scanned into a handover batch, open or closed (through handover_scans_by_waybill). */
const HANDED_OVER_SQL = 'EXISTS (SELECT 1 FROM handover_scans hs WHERE hs.waybill_id = w.id)';

const HANDOVER: Record<NonNullable<WaybillFilter['handover']>, string | null> = {
  all: null,
  // As the handover's "what did not go" reads it: a live label that left the printer (or a print dialog).
  'not-handed-over': `w.status = 'live' AND (w.printed_count > 0 OR w.dialog_count > 0) AND NOT ${HANDED_OVER_SQL}`,
  'handed-over': HANDED_OVER_SQL,
};

/** The conditions the filter's print state, status, pack check, weight and handover add (none for 'all'). */
export const waybillStateConditions = (filter: WaybillFilter): string[] =>
  [
    PRINTED[filter.printed ?? 'all'],
    STATUS[filter.status ?? 'all'],
    CHECKED[filter.checked ?? 'all'],
    WEIGHT[filter.weight ?? 'all'],
    HANDOVER[filter.handover ?? 'all'],
  ].filter((c): c is string => c !== null);

/**
 * What the list shows beside each waybill of a page (never read for the whole filter): its latest weighing, whether
 * any weighing was overridden, and its handover batch (a closed one first, then the newest) with the scan's time.
 * Each is one probe of an index on waybill_id.
 */
const LATEST_SCAN =
  'FROM handover_scans hs WHERE hs.waybill_id = w.id ORDER BY hs.closed DESC, hs.id DESC LIMIT 1';
export const LIST_EXTRA_COLUMNS = `
  (SELECT ww.grams FROM waybill_weights ww WHERE ww.waybill_id = w.id ORDER BY ww.id DESC LIMIT 1) AS weight_grams,
  ${OVERRIDDEN_SQL} AS weight_overridden,
  (SELECT hs.batch_id ${LATEST_SCAN}) AS handover_batch,
  (SELECT hs.scanned_at ${LATEST_SCAN}) AS handover_at,
  (SELECT hs.closed ${LATEST_SCAN}) AS handover_closed`;
