/*
 * The report's daily summary on the ledger file (features/report reads it): one row per UTC day, desk, shop and
 * carrier with the hourly summary's counts added up, and the day's parcels per UTC hour of the day (h0…h23), so a
 * year reads 365 days instead of 8,760 hours, and still buckets parcels by the seller's own hour and day (a zone
 * on whole hours moves each hour's count to its local hour and day). Points likewise per day and desk (p0…p23).
 * Kept by triggers on the hourly summary, in the same transaction: whatever keeps the hours (every writer, a
 * restore's carry, a migration's fill) keeps the days. Filled from the hours already there.
 */

const COUNTS = [
  'parcels',
  'prints',
  'first_prints',
  'recycled',
  'checks_passed',
  'checks_wrong_goods',
  'checks_overridden',
  'weight_overrides',
];
const HOURS = Array.from({ length: 24 }, (_, i) => i);
const KEY = 'day, desk, owner_id, cp_code';
const columns = (prefix: string) => HOURS.map((i) => `${prefix}${i}`);
const added = (names: string[]) => names.map((c) => `${c} = ${c} + excluded.${c}`).join(', ');

/** `row`'s counts (times `sign`) added to its day's row, its parcels to the column of its UTC hour of the day. */
const addDay = (row: string, sign: string) => `
    INSERT INTO report_days (${KEY}, ${COUNTS.join(', ')}, ${columns('h').join(', ')})
    VALUES (${row}.hour / 24, ${row}.desk, ${row}.owner_id, ${row}.cp_code,
      ${COUNTS.map((c) => `${sign}${row}.${c}`).join(', ')},
      ${HOURS.map((i) => `CASE WHEN ${row}.hour % 24 = ${i} THEN ${sign}${row}.parcels ELSE 0 END`).join(', ')})
    ON CONFLICT (${KEY}) DO UPDATE SET ${added([...COUNTS, ...columns('h')])};`;

const addPointsDay = (row: string, sign: string) => `
    INSERT INTO report_points_days (day, desk, points, ${columns('p').join(', ')})
    VALUES (${row}.hour / 24, ${row}.desk, ${sign}${row}.points,
      ${HOURS.map((i) => `CASE WHEN ${row}.hour % 24 = ${i} THEN ${sign}${row}.points ELSE 0 END`).join(', ')})
    ON CONFLICT (day, desk) DO UPDATE SET ${added(['points', ...columns('p')])};`;

/** Triggers that follow every change of `table`'s rows into the days by `add`. */
const follow = (table: string, add: (row: string, sign: string) => string) => `
  CREATE TRIGGER ${table}_to_days AFTER INSERT ON ${table} BEGIN ${add('NEW', '')} END;
  CREATE TRIGGER ${table}_to_days_change AFTER UPDATE ON ${table} BEGIN ${add('OLD', '-')} ${add('NEW', '')} END;
  CREATE TRIGGER ${table}_to_days_gone AFTER DELETE ON ${table} BEGIN ${add('OLD', '-')} END;`;

export const SQLITE_REPORT_DAYS = `
  CREATE TABLE report_days (
    day INTEGER NOT NULL,
    desk TEXT NOT NULL,
    owner_id TEXT NOT NULL,
    cp_code TEXT NOT NULL,
    ${COUNTS.map((c) => `${c} INTEGER NOT NULL DEFAULT 0`).join(',\n    ')},
    ${columns('h')
      .map((c) => `${c} INTEGER NOT NULL DEFAULT 0`)
      .join(', ')},
    PRIMARY KEY (${KEY})
  ) WITHOUT ROWID;
  CREATE TABLE report_points_days (
    day INTEGER NOT NULL,
    desk TEXT NOT NULL,
    points REAL NOT NULL,
    ${columns('p')
      .map((c) => `${c} REAL NOT NULL DEFAULT 0`)
      .join(', ')},
    PRIMARY KEY (day, desk)
  ) WITHOUT ROWID;
  INSERT INTO report_days (${KEY}, ${COUNTS.join(', ')}, ${columns('h').join(', ')})
    SELECT hour / 24, desk, owner_id, cp_code, ${COUNTS.map((c) => `sum(${c})`).join(', ')},
      ${HOURS.map((i) => `sum(CASE WHEN hour % 24 = ${i} THEN parcels ELSE 0 END)`).join(', ')}
    FROM report_hours GROUP BY 1, 2, 3, 4;
  INSERT INTO report_points_days (day, desk, points, ${columns('p').join(', ')})
    SELECT hour / 24, desk, sum(points),
      ${HOURS.map((i) => `sum(CASE WHEN hour % 24 = ${i} THEN points ELSE 0 END)`).join(', ')}
    FROM report_points_hours GROUP BY 1, 2;
  ${follow('report_hours', addDay)}
  ${follow('report_points_hours', addPointsDay)}
  -- The problem list's label-printer jobs that may have printed, newest first through an index (few, kept).
  CREATE INDEX print_jobs_may_have_printed ON print_jobs (created_at) WHERE state = 'failed' AND accepted = TRUE;
`;
