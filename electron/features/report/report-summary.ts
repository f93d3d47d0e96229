import { filtersOf, HOUR_MS, type ParsedReportQuery, type SqlPart } from './report-sql';

/*
 * A period read from the ledger's summary on whole hours: its whole UTC days from the daily level (report_days,
 * report_points_days) and only the hours at its edges from the hourly level (a local day starts inside a UTC day
 * unless the zone is UTC). A year is 365 day rows per key and at most 46 hours, not 8,760 hours.
 */

export const DAY_MS = 86_400_000;
export const HOURS_OF_DAY = Array.from({ length: 24 }, (_, i) => i);

/** [start, end) as whole UTC days [d0, d1) and the hours before and after them (an empty range is [0, 0)). */
export const summaryRange = (start: number, end: number) => {
  const [d0, d1] = [Math.ceil(start / DAY_MS), Math.floor(end / DAY_MS)];
  if (d0 >= d1) return { days: [0, 0], hours: [start / HOUR_MS, end / HOUR_MS, 0, 0] };
  return { days: [d0, d1], hours: [start / HOUR_MS, d0 * 24, d1 * 24, end / HOUR_MS] };
};

export interface SummaryLevels {
  /** The daily level's table and the hourly level's, each read as `t`. */
  days: string;
  hours: string;
  /** Whether its rows name the shop and carrier (the points name only a desk). */
  shopAndCarrier: boolean;
}

export const PARCELS_LEVELS: SummaryLevels = {
  days: 'report_days',
  hours: 'report_hours',
  shopAndCarrier: true,
};
export const POINTS_LEVELS: SummaryLevels = {
  days: 'report_points_days',
  hours: 'report_points_hours',
  shopAndCarrier: false,
};

/**
 * The rows of [start, end) under the query's filters as one UNION ALL: `select(level)` is each branch's SELECT
 * list over `t` (the same columns from a day row and from an hour row). Each branch is a range of its primary key.
 */
export const summaryRows = (
  q: ParsedReportQuery,
  [start, end]: readonly [number, number],
  levels: SummaryLevels,
  select: (level: 'day' | 'hour') => string,
): SqlPart => {
  const range = summaryRange(start, end);
  const f = filtersOf(q, levels.shopAndCarrier ? 't' : null, 't.desk');
  const branch = (level: 'day' | 'hour') =>
    `SELECT ${select(level)} FROM ${level === 'day' ? levels.days : levels.hours} t
      WHERE t.${level} >= ? AND t.${level} < ?${f.sql}`;
  return {
    sql: [branch('day'), branch('hour'), branch('hour')].join('\n      UNION ALL '),
    params: [
      ...range.days,
      ...f.params,
      ...range.hours.slice(0, 2),
      ...f.params,
      ...range.hours.slice(2),
      ...f.params,
    ],
  };
};

/** An hour row's count as the column of its UTC hour of the day `i` (a day row holds those columns). */
export const hourColumn = (count: string, prefix: string, i: number): string =>
  `CASE WHEN t.hour % 24 = ${i} THEN t.${count} ELSE 0 END AS ${prefix}${i}`;

/** The seller's offset from UTC in whole hours (the summary serves only those). */
export const offsetHours = (q: ParsedReportQuery): number => Math.round(q.utcOffsetMinutes / 60);

/** Which local day, relative to its UTC day (-1, 0, +1), UTC hour `i` falls in at `offset` hours from UTC. */
export const localDayShift = (i: number, offset: number): number => Math.floor((i + offset) / 24);

/** The local hour of the day of UTC hour of the day `i`. */
export const localHour = (i: number, offset: number): number => (((i + offset) % 24) + 24) % 24;
