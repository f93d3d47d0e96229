import { describe, expect, it } from 'vitest';
import { parseDateText } from './date-field';

/* The desk's own date field: typed in the desk's format, given out in the stores' format. */

describe('parseDateText', () => {
  it('reads dates and times with -, / or . and optional leading zeros', () => {
    expect(parseDateText('2026-11-22', 'date')).toBe('2026-11-22');
    expect(parseDateText('2026/1/5', 'date')).toBe('2026-01-05');
    expect(parseDateText(' 2026.11.22 9:05 ', 'datetime')).toBe('2026-11-22T09:05');
    expect(parseDateText('2026-11-22', 'datetime')).toBe('2026-11-22T00:00');
  });

  it('refuses what is not a real date or time', () => {
    for (const [text, mode] of [
      ['2026-02-30', 'date'],
      ['2026-13-01', 'date'],
      ['11/22/2026', 'date'],
      ['2026-11-22 24:00', 'datetime'],
      ['2026-11-22 10:60', 'datetime'],
      ['2026-11-22 10:00', 'date'],
      ['tomorrow', 'datetime'],
    ] as const) {
      expect(parseDateText(text, mode), text).toBeNull();
    }
  });
});
