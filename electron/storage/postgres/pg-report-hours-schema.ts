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
const trigger = (name: string, table: string, when: string, body: string, events = 'INSERT') => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $f$
  BEGIN
    ${body}
    RETURN NULL;
  END $f$;
  CREATE TRIGGER ${name} AFTER ${events} ON ${table} FOR EACH ROW ${when} EXECUTE FUNCTION ${name}();`;

/** A waybill printed (or handed to a dialog), live, and in no closed handover batch. */
const NOT_HANDED = `w.status = 'live' AND (w.printed_count > 0 OR w.dialog_count > 0)
  AND NOT EXISTS (SELECT 1 FROM handover_scans h WHERE h.waybill_id = w.id AND h.closed)`;

/** A trigger on `table` (after `events`) that makes each named waybill's membership what its rows say now. */
const notHandedTrigger = (name: string, events: string, table: string, ids: string[]) =>
  trigger(name, table, '', ids.map((id) => `PERFORM report_not_handed_follow(${id});`).join(' '), events);

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
  -- "Printed but not handed over" changes after the deed (a print, a recycle, a batch closed): the set of such
  -- waybills is kept instead of a count. Each write makes its waybill's membership what the rows say when the
  -- trigger runs (after its statement: so a batch closed in one statement is followed whole).
  CREATE TABLE report_not_handed (
    waybill_id bigint PRIMARY KEY,
    issued_at bigint NOT NULL,
    desk text NOT NULL,
    owner_id text NOT NULL,
    cp_code text NOT NULL
  );
  CREATE INDEX report_not_handed_by_at ON report_not_handed (issued_at, desk, owner_id, cp_code);
  CREATE FUNCTION report_not_handed_follow(bigint) RETURNS void LANGUAGE sql AS $f$
    DELETE FROM report_not_handed WHERE waybill_id = $1
      AND NOT EXISTS (SELECT 1 FROM waybills w WHERE w.id = $1 AND ${NOT_HANDED});
    INSERT INTO report_not_handed (waybill_id, issued_at, desk, owner_id, cp_code)
      SELECT w.id, w.issued_at, w.desk, w.owner_id, w.cp_code FROM waybills w WHERE w.id = $1 AND ${NOT_HANDED}
      ON CONFLICT (waybill_id) DO NOTHING;
  $f$;
  ${notHandedTrigger('report_not_handed_waybill', 'INSERT OR UPDATE OF status, printed_count, dialog_count', 'waybills', ['NEW.id'])}
  ${notHandedTrigger('report_not_handed_scan', 'INSERT', 'handover_scans', ['NEW.waybill_id'])}
  ${notHandedTrigger('report_not_handed_scan_change', 'UPDATE OF closed, waybill_id', 'handover_scans', ['OLD.waybill_id', 'NEW.waybill_id'])}
  ${notHandedTrigger('report_not_handed_scan_gone', 'DELETE', 'handover_scans', ['OLD.waybill_id'])}
  INSERT INTO report_not_handed (waybill_id, issued_at, desk, owner_id, cp_code)
    SELECT w.id, w.issued_at, w.desk, w.owner_id, w.cp_code FROM waybills w WHERE ${NOT_HANDED};

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
