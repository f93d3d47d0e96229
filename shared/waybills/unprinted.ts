import type { WaybillFilter } from '../ipc/channels/waybills';

/*
 * Fetched but never printed: live waybills with no print and no print dialog. Past a number of
 * days they are flagged with a suggestion to recycle: the carrier returns a cancelled number's balance, and the
 * platform recycles unused numbers after about 30 days anyway.
 */

const DAY_MS = 86_400_000;

/** Waybills issued before this time and never printed are flagged. */
export const staleCutoff = (now: number, days: number): number => now - days * DAY_MS;

/** Every live waybill never printed nor sent to a print dialog. */
export const UNPRINTED_FILTER: WaybillFilter = { printed: 'unprinted', status: 'live' };

/** Those of them issued before the cutoff. */
export const staleUnprintedFilter = (now: number, days: number): WaybillFilter => ({
  ...UNPRINTED_FILTER,
  to: staleCutoff(now, days),
});

export const isStaleUnprinted = (
  w: { status: string; printedCount: number; dialogCount: number; issuedAt: number },
  cutoff: number,
): boolean => w.status === 'live' && w.printedCount === 0 && w.dialogCount === 0 && w.issuedAt < cutoff;

/**
 * A label's one print state, said alike on every screen: printed (a print the desk saw succeed), handed to the
 * browser's print dialog (paper not known), or neither.
 */
type PrintState = 'printed' | 'dialog' | 'unprinted';
export const printStateOf = (w: { printedCount: number; dialogCount?: number }): PrintState =>
  w.printedCount > 0 ? 'printed' : (w.dialogCount ?? 0) > 0 ? 'dialog' : 'unprinted';

/** Whole days since issue, for the flag's words. */
export const daysSince = (issuedAt: number, now: number): number => Math.floor((now - issuedAt) / DAY_MS);
