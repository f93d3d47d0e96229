/*
 * The report's period as the seller picks it, in local days: today, yesterday, the last 7 or 30 days (today
 * included), or a range of whole days (both ends included). [start, end) in epoch ms; the period before it is the
 * same length just before (main reads both).
 */

export const PERIOD_KINDS = ['today', 'yesterday', 'days7', 'days30', 'range'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface PeriodPick {
  kind: PeriodKind;
  /** YYYY-MM-DD, local: the range's first and last day. */
  from: string;
  to: string;
}

const dayStart = (at: number, plusDays = 0): number => {
  const d = new Date(at);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + plusDays).getTime();
};

const parseDay = (day: string): number | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() : null;
};

/** The period [start, end), or null for a range whose days are missing or reversed. */
export const periodOf = (pick: PeriodPick, now: number): { start: number; end: number } | null => {
  const today = dayStart(now);
  switch (pick.kind) {
    case 'today':
      return { start: today, end: dayStart(now, 1) };
    case 'yesterday':
      return { start: dayStart(now, -1), end: today };
    case 'days7':
      return { start: dayStart(now, -6), end: dayStart(now, 1) };
    case 'days30':
      return { start: dayStart(now, -29), end: dayStart(now, 1) };
    case 'range': {
      const from = parseDay(pick.from);
      const to = parseDay(pick.to);
      if (from === null || to === null || to < from) return null;
      return { start: from, end: dayStart(to, 1) };
    }
  }
};

/** Minutes east of UTC of the seller's clock at `at` (what main buckets hours and days by). */
export const utcOffsetMinutesAt = (at: number): number => -new Date(at).getTimezoneOffset();

/** The local midnight of a day number main returned (days since the epoch, in the query's offset). */
export const dayNumberStart = (day: number, utcOffsetMinutes: number): number =>
  day * 86_400_000 - utcOffsetMinutes * 60_000;
