import type { WaybillFilter } from '../../../shared/ipc/channels/waybills';

/*
 * The Waybills screen's print-state and status filters as SQL conditions over the waybills alias `w`: plain SQL
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

/** The conditions the filter's print state, status and pack check add (none for 'all'). */
export const waybillStateConditions = (filter: WaybillFilter): string[] =>
  [PRINTED[filter.printed ?? 'all'], STATUS[filter.status ?? 'all'], CHECKED[filter.checked ?? 'all']].filter(
    (c): c is string => c !== null,
  );
