/*
 * The report's daily summary on the shared ledger (features/report reads it): one row per UTC day, desk, shop and
 * carrier with the hourly summary's counts added up, and the day's parcels per UTC hour of the day (h0…h23), so a
 * year reads 365 days instead of 8,760 hours, and still buckets parcels by the seller's own hour and day (a zone
 * on whole hours moves each hour's count to its local hour and day). Points likewise per day and desk (p0…p23).
 * Kept by triggers on the hourly summary, in the same transaction: whatever keeps the hours (every desk's writes,
 * a restore's carry, a migration's fill) keeps the days. The desk in the key is the hour row's, so two desks never
 * update the same day row. Filled from the hours already there.
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
const added = (table: string, names: string[]) =>
  names.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
const byHour = (row: string, sign: string, value: string) =>
  HOURS.map((i) => `CASE WHEN ${row}.hour % 24 = ${i} THEN ${sign}${row}.${value} ELSE 0 END`).join(', ');

/** `row`'s counts (times `sign`) added to its day's row, its parcels to the column of its UTC hour of the day. */
const addDay = (row: string, sign: string) => `
    INSERT INTO report_days (${KEY}, ${COUNTS.join(', ')}, ${columns('h').join(', ')})
    VALUES (${row}.hour / 24, ${row}.desk, ${row}.owner_id, ${row}.cp_code,
      ${COUNTS.map((c) => `${sign}${row}.${c}`).join(', ')}, ${byHour(row, sign, 'parcels')})
    ON CONFLICT (${KEY}) DO UPDATE SET ${added('report_days', [...COUNTS, ...columns('h')])};`;

const addPointsDay = (row: string, sign: string) => `
    INSERT INTO report_points_days (day, desk, points, ${columns('p').join(', ')})
    VALUES (${row}.hour / 24, ${row}.desk, ${sign}${row}.points, ${byHour(row, sign, 'points')})
    ON CONFLICT (day, desk) DO UPDATE SET ${added('report_points_days', ['points', ...columns('p')])};`;

/** A row trigger that follows every change of `table`'s rows into the days by `add`. */
const follow = (table: string, add: (row: string, sign: string) => string) => `
  CREATE FUNCTION ${table}_to_days() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN ${add('OLD', '-')} END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN ${add('NEW', '')} END IF;
    RETURN NULL;
  END $f$;
  CREATE TRIGGER ${table}_to_days AFTER INSERT OR UPDATE OR DELETE ON ${table}
    FOR EACH ROW EXECUTE FUNCTION ${table}_to_days();`;

export const PG_REPORT_DAYS = `
  CREATE TABLE report_days (
    day bigint NOT NULL,
    desk text NOT NULL,
    owner_id text NOT NULL,
    cp_code text NOT NULL,
    ${COUNTS.map((c) => `${c} bigint NOT NULL DEFAULT 0`).join(',\n    ')},
    ${columns('h')
      .map((c) => `${c} bigint NOT NULL DEFAULT 0`)
      .join(', ')},
    PRIMARY KEY (${KEY})
  );
  CREATE TABLE report_points_days (
    day bigint NOT NULL,
    desk text NOT NULL,
    points double precision NOT NULL,
    ${columns('p')
      .map((c) => `${c} double precision NOT NULL DEFAULT 0`)
      .join(', ')},
    PRIMARY KEY (day, desk)
  );
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
  CREATE INDEX print_jobs_may_have_printed ON print_jobs (created_at) WHERE state = 'failed' AND accepted;
`;
