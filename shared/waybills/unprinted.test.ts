import { describe, expect, it } from 'vitest';
import { daysSince, isStaleUnprinted, staleCutoff, staleUnprintedFilter } from './unprinted';

describe('forgotten waybills', () => {
  const now = Date.UTC(2025, 5, 15, 12);
  const cutoff = staleCutoff(now, 3);
  const w = { status: 'live', printedCount: 0, dialogCount: 0, issuedAt: now - 4 * 86_400_000 };
  it('a live waybill never printed for more than the setting is flagged; printed, dialog, recycled or young ones are not', () => {
    expect(isStaleUnprinted(w, cutoff)).toBe(true);
    expect(isStaleUnprinted({ ...w, printedCount: 1 }, cutoff)).toBe(false);
    expect(isStaleUnprinted({ ...w, dialogCount: 1 }, cutoff)).toBe(false);
    expect(isStaleUnprinted({ ...w, status: 'recycled' }, cutoff)).toBe(false);
    expect(isStaleUnprinted({ ...w, issuedAt: now - 2 * 86_400_000 }, cutoff)).toBe(false);
    expect(daysSince(w.issuedAt, now)).toBe(4);
  });
  it('the ledger filter of the flagged ones', () => {
    expect(staleUnprintedFilter(now, 3)).toEqual({ printed: 'unprinted', status: 'live', to: cutoff });
  });
});
