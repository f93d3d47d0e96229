import { describe, expect, it } from 'vitest';
import { localDay } from '../charge-rules';

/* The charges themselves are covered by the ledger contract suite; this is SQLite's day arithmetic. */

describe('localDay', () => {
  it('a local day is [midnight, next midnight)', () => {
    const noon = new Date(2025, 5, 15, 12, 0, 0).getTime();
    const { start, end } = localDay(noon);
    expect(new Date(start).getHours()).toBe(0);
    expect(new Date(end).getDate()).toBe(16);
    expect(start <= noon && noon < end).toBe(true);
  });
});
