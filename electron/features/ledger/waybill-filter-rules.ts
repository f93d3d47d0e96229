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

/** The conditions the filter's print state and status add (none for 'all'). */
export const waybillStateConditions = (filter: WaybillFilter): string[] =>
  [PRINTED[filter.printed ?? 'all'], STATUS[filter.status ?? 'all']].filter((c): c is string => c !== null);
