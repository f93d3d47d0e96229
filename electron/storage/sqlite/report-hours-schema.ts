/*
 * The report's hourly summary on the ledger file (features/report reads it): one row per UTC hour, desk, shop and
 * carrier with the counts the report adds up, kept by triggers in the same transaction as the row it counts, so
 * every writer (this desk, a restore's carry, a test kit) keeps it, and a month reads hours instead of parcels.
 * Filled for the rows already written. The desk is the one that did the deed (fetched, printed, checked…); shop
 * and carrier are the deed's waybill's. A print is a first print when its waybill has no print of a lower id.
 */

const HOUR = 'CAST(3600000 AS INTEGER)';
const KEY = 'hour, desk, owner_id, cp_code';

/** Adds `values` (a SELECT list in KEY order, then the counts) to the summary rows it names. */
const addTo = (counts: string[], select: string) => `
    INSERT INTO report_hours (${KEY}, ${counts.join(', ')}) ${select}
    ON CONFLICT (${KEY}) DO UPDATE SET ${counts.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')};`;

const FIRST_PRINT = (p: string) =>
  `NOT EXISTS (SELECT 1 FROM prints e WHERE e.waybill_id = ${p}.waybill_id AND e.id < ${p}.id)`;

const PRINTS = ['prints', 'first_prints'];
const CHECKS = ['checks_passed', 'checks_wrong_goods', 'checks_overridden'];

const printCounts = (p: string) => `1, CASE WHEN ${FIRST_PRINT(p)} THEN 1 ELSE 0 END`;
const checkCounts = (k: string) => `CASE WHEN ${k}.overrides = 0 AND ${k}.wrong_scans = 0 THEN 1 ELSE 0 END,
      CASE WHEN ${k}.wrong_scans > 0 THEN 1 ELSE 0 END, CASE WHEN ${k}.overrides > 0 THEN 1 ELSE 0 END`;

/** The deed's hour, desk, and its waybill's shop and carrier. */
const keyOf = (row: string, at: string) => `${row}.${at} / ${HOUR}, ${row}.desk, w.owner_id, w.cp_code`;

/** A waybill printed (or handed to a dialog), live, and in no closed handover batch. */
const NOT_HANDED = `w.status = 'live' AND (w.printed_count > 0 OR w.dialog_count > 0)
  AND NOT EXISTS (SELECT 1 FROM handover_scans h WHERE h.waybill_id = w.id AND h.closed = 1)`;

/** Makes waybill `id`'s membership of report_not_handed what its rows say now (whatever the order of writes). */
const followNotHanded = (id: string) => `
    DELETE FROM report_not_handed WHERE waybill_id = ${id}
      AND NOT EXISTS (SELECT 1 FROM waybills w WHERE w.id = ${id} AND ${NOT_HANDED});
    INSERT INTO report_not_handed (waybill_id, issued_at, desk, owner_id, cp_code)
      SELECT w.id, w.issued_at, w.desk, w.owner_id, w.cp_code FROM waybills w WHERE w.id = ${id} AND ${NOT_HANDED}
      ON CONFLICT (waybill_id) DO NOTHING;`;

export const SQLITE_REPORT_HOURS = `
  CREATE TABLE report_hours (
    hour INTEGER NOT NULL,
    desk TEXT NOT NULL,
    owner_id TEXT NOT NULL,
    cp_code TEXT NOT NULL,
    parcels INTEGER NOT NULL DEFAULT 0,
    prints INTEGER NOT NULL DEFAULT 0,
    first_prints INTEGER NOT NULL DEFAULT 0,
    recycled INTEGER NOT NULL DEFAULT 0,
    checks_passed INTEGER NOT NULL DEFAULT 0,
    checks_wrong_goods INTEGER NOT NULL DEFAULT 0,
    checks_overridden INTEGER NOT NULL DEFAULT 0,
    weight_overrides INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (${KEY})
  ) WITHOUT ROWID;
  -- The filters' choices: each key read by a skip over its index (a few probes, however many hours).
  CREATE INDEX report_hours_desks ON report_hours (desk, parcels);
  CREATE INDEX report_hours_carriers ON report_hours (cp_code, parcels);
  CREATE INDEX report_hours_owners ON report_hours (owner_id, parcels);
  CREATE TABLE report_points_hours (
    hour INTEGER NOT NULL,
    desk TEXT NOT NULL,
    points REAL NOT NULL,
    PRIMARY KEY (hour, desk)
  ) WITHOUT ROWID;

  -- "Printed but not handed over" changes after the deed (a print, a recycle, a batch closed): the set of such
  -- waybills is kept instead of a count, each write making its waybill's membership true again.
  CREATE TABLE report_not_handed (
    waybill_id INTEGER PRIMARY KEY,
    issued_at INTEGER NOT NULL,
    desk TEXT NOT NULL,
    owner_id TEXT NOT NULL,
    cp_code TEXT NOT NULL
  );
  CREATE INDEX report_not_handed_by_at ON report_not_handed (issued_at, desk, owner_id, cp_code);
  CREATE TRIGGER report_not_handed_waybill AFTER INSERT ON waybills BEGIN ${followNotHanded('NEW.id')} END;
  CREATE TRIGGER report_not_handed_waybill_change AFTER UPDATE OF status, printed_count, dialog_count ON waybills
  BEGIN ${followNotHanded('NEW.id')} END;
  CREATE TRIGGER report_not_handed_scan AFTER INSERT ON handover_scans BEGIN ${followNotHanded('NEW.waybill_id')} END;
  CREATE TRIGGER report_not_handed_scan_change AFTER UPDATE OF closed, waybill_id ON handover_scans
  BEGIN ${followNotHanded('OLD.waybill_id')} ${followNotHanded('NEW.waybill_id')} END;
  CREATE TRIGGER report_not_handed_scan_gone AFTER DELETE ON handover_scans
  BEGIN ${followNotHanded('OLD.waybill_id')} END;
  INSERT INTO report_not_handed (waybill_id, issued_at, desk, owner_id, cp_code)
    SELECT w.id, w.issued_at, w.desk, w.owner_id, w.cp_code FROM waybills w WHERE ${NOT_HANDED};

  CREATE TRIGGER report_hours_waybill AFTER INSERT ON waybills BEGIN
    ${addTo(['parcels'], `SELECT NEW.issued_at / ${HOUR}, NEW.desk, NEW.owner_id, NEW.cp_code, 1 WHERE TRUE`)}
  END;
  CREATE TRIGGER report_hours_print AFTER INSERT ON prints BEGIN
    ${addTo(PRINTS, `SELECT ${keyOf('NEW', 'at')}, ${printCounts('NEW')} FROM waybills w WHERE w.id = NEW.waybill_id`)}
  END;
  CREATE TRIGGER report_hours_recycle AFTER INSERT ON recycle_attempts WHEN NEW.ok = 1 BEGIN
    ${addTo(['recycled'], `SELECT ${keyOf('NEW', 'at')}, 1 FROM waybills w WHERE w.id = NEW.waybill_id`)}
  END;
  CREATE TRIGGER report_hours_check AFTER INSERT ON pack_checks BEGIN
    ${addTo(CHECKS, `SELECT ${keyOf('NEW', 'checked_at')}, ${checkCounts('NEW')} FROM waybills w WHERE w.id = NEW.waybill_id`)}
  END;
  CREATE TRIGGER report_hours_weight AFTER INSERT ON waybill_weights WHEN NEW.overridden = 1 BEGIN
    ${addTo(['weight_overrides'], `SELECT ${keyOf('NEW', 'weighed_at')}, 1 FROM waybills w WHERE w.id = NEW.waybill_id`)}
  END;
  CREATE TRIGGER report_points_hours_charge AFTER INSERT ON charges WHEN NEW.amount_reported = 1 BEGIN
    INSERT INTO report_points_hours (hour, desk, points) VALUES (NEW.at / ${HOUR}, NEW.desk, NEW.points)
    ON CONFLICT (hour, desk) DO UPDATE SET points = points + excluded.points;
  END;

  ${addTo(['parcels'], `SELECT w.issued_at / ${HOUR}, w.desk, w.owner_id, w.cp_code, count(*) FROM waybills w WHERE TRUE GROUP BY 1, 2, 3, 4`)}
  ${addTo(
    PRINTS,
    `SELECT ${keyOf('p', 'at')}, count(*), sum(CASE WHEN ${FIRST_PRINT('p')} THEN 1 ELSE 0 END)
    FROM prints p JOIN waybills w ON w.id = p.waybill_id WHERE TRUE GROUP BY 1, 2, 3, 4`,
  )}
  ${addTo(
    ['recycled'],
    `SELECT ${keyOf('r', 'at')}, count(*) FROM recycle_attempts r JOIN waybills w ON w.id = r.waybill_id
    WHERE r.ok = 1 GROUP BY 1, 2, 3, 4`,
  )}
  ${addTo(
    CHECKS,
    `SELECT ${keyOf('k', 'checked_at')}, sum(CASE WHEN k.overrides = 0 AND k.wrong_scans = 0 THEN 1 ELSE 0 END),
    sum(CASE WHEN k.wrong_scans > 0 THEN 1 ELSE 0 END), sum(CASE WHEN k.overrides > 0 THEN 1 ELSE 0 END)
    FROM pack_checks k JOIN waybills w ON w.id = k.waybill_id WHERE TRUE GROUP BY 1, 2, 3, 4`,
  )}
  ${addTo(
    ['weight_overrides'],
    `SELECT ${keyOf('g', 'weighed_at')}, count(*) FROM waybill_weights g JOIN waybills w ON w.id = g.waybill_id
    WHERE g.overridden = 1 GROUP BY 1, 2, 3, 4`,
  )}
  INSERT INTO report_points_hours (hour, desk, points)
    SELECT c.at / ${HOUR}, c.desk, sum(c.points) FROM charges c WHERE c.amount_reported = 1 GROUP BY 1, 2;
`;
