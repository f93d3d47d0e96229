/*
 * The report's hourly summary on the shared ledger (features/report reads it): one row per UTC hour, desk, shop and
 * carrier with the counts the report adds up, kept by triggers in the same transaction as the row it counts (every
 * desk's writes, whichever version wrote them, keep it), so a month reads hours instead of parcels. Filled for the
 * rows already written. The desk is the one that did the deed, so two desks never update the same summary row (no
 * waits, no deadlocks between desks); shop and carrier are the deed's waybill's. A print is a first print when its
 * waybill has no print of a lower id (a rule that does not depend on which rows one statement wrote first).
 */

const KEY = 'hour, desk, owner_id, cp_code';

const addTo = (counts: string[], select: string) => `
    INSERT INTO report_hours (${KEY}, ${counts.join(', ')}) ${select}
    ON CONFLICT (${KEY}) DO UPDATE SET ${counts.map((c) => `${c} = report_hours.${c} + excluded.${c}`).join(', ')};`;

const FIRST_PRINT = (p: string) =>
  `NOT EXISTS (SELECT 1 FROM prints e WHERE e.waybill_id = ${p}.waybill_id AND e.id < ${p}.id)`;
const PRINTS = ['prints', 'first_prints'];
const CHECKS = ['checks_passed', 'checks_wrong_goods', 'checks_overridden'];
const checkCounts = (k: string, agg: (e: string) => string) => `
  ${agg(`CASE WHEN ${k}.overrides = 0 AND ${k}.wrong_scans = 0 THEN 1 ELSE 0 END`)},
  ${agg(`CASE WHEN ${k}.wrong_scans > 0 THEN 1 ELSE 0 END`)}, ${agg(`CASE WHEN ${k}.overrides > 0 THEN 1 ELSE 0 END`)}`;
const one = (e: string) => e;
const sum = (e: string) => `sum(${e})`;

const keyOf = (row: string, at: string) => `${row}.${at} / 3600000, ${row}.desk, w.owner_id, w.cp_code`;

/** A row trigger on `table` (AFTER INSERT, when `when`) running `body`. */
const trigger = (name: string, table: string, when: string, body: string) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    ${body}
    RETURN NULL;
  END $f$;
  CREATE TRIGGER ${name} AFTER INSERT ON ${table} FOR EACH ROW ${when} EXECUTE FUNCTION ${name}();`;

export const PG_REPORT_HOURS = `
  CREATE TABLE report_hours (
    hour bigint NOT NULL,
    desk text NOT NULL,
    owner_id text NOT NULL,
    cp_code text NOT NULL,
    parcels bigint NOT NULL DEFAULT 0,
    prints bigint NOT NULL DEFAULT 0,
    first_prints bigint NOT NULL DEFAULT 0,
    recycled bigint NOT NULL DEFAULT 0,
    checks_passed bigint NOT NULL DEFAULT 0,
    checks_wrong_goods bigint NOT NULL DEFAULT 0,
    checks_overridden bigint NOT NULL DEFAULT 0,
    weight_overrides bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (${KEY})
  );
  -- The filters' choices: each key read by a skip over its index (a few probes, however many hours).
  CREATE INDEX report_hours_desks ON report_hours (desk, parcels);
  CREATE INDEX report_hours_carriers ON report_hours (cp_code, parcels);
  CREATE INDEX report_hours_owners ON report_hours (owner_id, parcels);
  CREATE TABLE report_points_hours (
    hour bigint NOT NULL,
    desk text NOT NULL,
    points double precision NOT NULL,
    PRIMARY KEY (hour, desk)
  );
  ${trigger('report_hours_waybill', 'waybills', '', addTo(['parcels'], `SELECT NEW.issued_at / 3600000, NEW.desk, NEW.owner_id, NEW.cp_code, 1`))}
  ${trigger('report_hours_print', 'prints', '', addTo(PRINTS, `SELECT ${keyOf('NEW', 'at')}, 1, CASE WHEN ${FIRST_PRINT('NEW')} THEN 1 ELSE 0 END FROM waybills w WHERE w.id = NEW.waybill_id`))}
  ${trigger('report_hours_recycle', 'recycle_attempts', 'WHEN (NEW.ok)', addTo(['recycled'], `SELECT ${keyOf('NEW', 'at')}, 1 FROM waybills w WHERE w.id = NEW.waybill_id`))}
  ${trigger('report_hours_check', 'pack_checks', '', addTo(CHECKS, `SELECT ${keyOf('NEW', 'checked_at')}, ${checkCounts('NEW', one)} FROM waybills w WHERE w.id = NEW.waybill_id`))}
  ${trigger('report_hours_weight', 'waybill_weights', 'WHEN (NEW.overridden)', addTo(['weight_overrides'], `SELECT ${keyOf('NEW', 'weighed_at')}, 1 FROM waybills w WHERE w.id = NEW.waybill_id`))}
  ${trigger(
    'report_points_hours_charge',
    'charges',
    'WHEN (NEW.amount_reported)',
    `INSERT INTO report_points_hours (hour, desk, points) VALUES (NEW.at / 3600000, NEW.desk, NEW.points)
    ON CONFLICT (hour, desk) DO UPDATE SET points = report_points_hours.points + excluded.points;`,
  )}

  ${addTo(['parcels'], `SELECT w.issued_at / 3600000, w.desk, w.owner_id, w.cp_code, count(*) FROM waybills w GROUP BY 1, 2, 3, 4`)}
  ${addTo(
    PRINTS,
    `SELECT ${keyOf('p', 'at')}, count(*), count(*) FILTER (WHERE ${FIRST_PRINT('p')})
    FROM prints p JOIN waybills w ON w.id = p.waybill_id GROUP BY 1, 2, 3, 4`,
  )}
  ${addTo(
    ['recycled'],
    `SELECT ${keyOf('r', 'at')}, count(*) FROM recycle_attempts r JOIN waybills w ON w.id = r.waybill_id
    WHERE r.ok GROUP BY 1, 2, 3, 4`,
  )}
  ${addTo(
    CHECKS,
    `SELECT ${keyOf('k', 'checked_at')}, ${checkCounts('k', sum)}
    FROM pack_checks k JOIN waybills w ON w.id = k.waybill_id GROUP BY 1, 2, 3, 4`,
  )}
  ${addTo(
    ['weight_overrides'],
    `SELECT ${keyOf('g', 'weighed_at')}, count(*) FROM waybill_weights g JOIN waybills w ON w.id = g.waybill_id
    WHERE g.overridden GROUP BY 1, 2, 3, 4`,
  )}
  INSERT INTO report_points_hours (hour, desk, points)
    SELECT c.at / 3600000, c.desk, sum(c.points) FROM charges c WHERE c.amount_reported GROUP BY 1, 2;
`;
