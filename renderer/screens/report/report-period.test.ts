import { describe, expect, it } from 'vitest';
import { dayNumberStart, periodOf, utcOffsetMinutesAt } from './report-period';

const NOW = new Date(2025, 5, 15, 14, 30).getTime();
const day = (d: number) => new Date(2025, 5, d).getTime();

describe('the report period', () => {
  it('today, yesterday, 7 and 30 days end with today (local days)', () => {
    const pick = { from: '', to: '' };
    expect(periodOf({ ...pick, kind: 'today' }, NOW)).toEqual({ start: day(15), end: day(16) });
    expect(periodOf({ ...pick, kind: 'yesterday' }, NOW)).toEqual({ start: day(14), end: day(15) });
    expect(periodOf({ ...pick, kind: 'days7' }, NOW)).toEqual({ start: day(9), end: day(16) });
    expect(periodOf({ ...pick, kind: 'days30' }, NOW)).toEqual({
      start: new Date(2025, 4, 17).getTime(),
      end: day(16),
    });
  });

  it('a range holds both its days; a reversed or missing one is no period', () => {
    expect(periodOf({ kind: 'range', from: '2025-06-10', to: '2025-06-12' }, NOW)).toEqual({
      start: day(10),
      end: day(13),
    });
    expect(periodOf({ kind: 'range', from: '2025-06-12', to: '2025-06-10' }, NOW)).toBeNull();
    expect(periodOf({ kind: 'range', from: '', to: '2025-06-10' }, NOW)).toBeNull();
  });

  it('a day number from main is the local midnight it counts from', () => {
    const offset = utcOffsetMinutesAt(day(15));
    const number = Math.floor((day(15) + offset * 60_000) / 86_400_000);
    expect(dayNumberStart(number, offset)).toBe(day(15));
  });
});
