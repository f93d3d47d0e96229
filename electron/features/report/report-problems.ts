import type { ReportProblem, ReportProblemKind, ReportProblems } from '../../../shared/ipc/channels/report';
import { filtersOf, num, spanOf, text, type ParsedReportQuery, type RunReportSql } from './report-sql';

/*
 * The period's waybills that went wrong, one statement per kind, newest first and at most PER_KIND of each.
 * Every statement reads its period from the index on its own time, as the figures do.
 */

export const PROBLEMS_PER_KIND = 200;

const WAYBILL = 'w.id AS waybill_id, w.waybill_code, w.order_sn, w.cp_code, w.owner_id';

interface ProblemSql {
  kind: ReportProblemKind;
  /** `f`: the filters' AND clauses. */
  sql: (f: string) => string;
  shopAndCarrierOf: string;
  deskColumn: string;
}

const KINDS: ProblemSql[] = [
  {
    kind: 'unknown',
    sql: (
      f,
    ) => `SELECT NULL AS waybill_id, '' AS waybill_code, i.cp_code, i.owner_id, i.desk, i.created_at AS at,
        coalesce((SELECT o.order_sn FROM fetch_intent_orders o WHERE o.intent_id = i.id ORDER BY o.position
          LIMIT 1), '') AS order_sn
      FROM fetch_intents i WHERE i.state IN ('open', 'unknown') AND i.state = 'unknown' AND i.created_at >= ? AND i.created_at < ?${f}
      ORDER BY i.created_at DESC LIMIT ?`,
    shopAndCarrierOf: 'i',
    deskColumn: 'i.desk',
  },
  {
    // A label printer's job that failed after the printer may have taken its bytes.
    kind: 'mayHavePrinted',
    sql: (f) => `SELECT ${WAYBILL}, j.desk, j.updated_at AS at
      FROM print_jobs j JOIN waybills w ON w.id = j.waybill_id
      WHERE j.state = 'failed' AND j.accepted = TRUE AND j.created_at >= ? AND j.created_at < ?${f}
      ORDER BY j.created_at DESC LIMIT ?`,
    shopAndCarrierOf: 'w',
    deskColumn: 'j.desk',
  },
  {
    // A label only ever handed to the browser's print dialog: nobody knows it printed.
    kind: 'mayHavePrinted',
    sql: (f) => `SELECT ${WAYBILL}, w.desk, w.last_dialog_at AS at FROM waybills w
      WHERE w.issued_at >= ? AND w.issued_at < ? AND w.status = 'live' AND w.printed_count = 0
        AND w.dialog_count > 0${f}
      ORDER BY w.issued_at DESC LIMIT ?`,
    shopAndCarrierOf: 'w',
    deskColumn: 'w.desk',
  },
  {
    kind: 'recycleFailed',
    sql: (
      f,
    ) => `SELECT ${WAYBILL}, r.desk, r.at FROM recycle_attempts r JOIN waybills w ON w.id = r.waybill_id
      WHERE r.at >= ? AND r.at < ? AND r.ok = FALSE AND w.status = 'live'${f} ORDER BY r.at DESC LIMIT ?`,
    shopAndCarrierOf: 'w',
    deskColumn: 'r.desk',
  },
  {
    kind: 'checkOverride',
    sql: (
      f,
    ) => `SELECT ${WAYBILL}, k.desk, k.checked_at AS at FROM pack_checks k JOIN waybills w ON w.id = k.waybill_id
      WHERE k.checked_at >= ? AND k.checked_at < ? AND k.overrides > 0${f} ORDER BY k.checked_at DESC LIMIT ?`,
    shopAndCarrierOf: 'w',
    deskColumn: 'k.desk',
  },
  {
    kind: 'weightOverride',
    sql: (f) => `SELECT ${WAYBILL}, g.desk, g.weighed_at AS at
      FROM waybill_weights g JOIN waybills w ON w.id = g.waybill_id
      WHERE g.weighed_at >= ? AND g.weighed_at < ? AND g.overridden = TRUE${f}
      ORDER BY g.weighed_at DESC LIMIT ?`,
    shopAndCarrierOf: 'w',
    deskColumn: 'g.desk',
  },
  {
    // The set the ledger's triggers keep of such waybills, newest first through its index.
    kind: 'notHandedOver',
    sql: (f) => `SELECT ${WAYBILL}, w.desk, w.issued_at AS at
      FROM report_not_handed n JOIN waybills w ON w.id = n.waybill_id
      WHERE n.issued_at >= ? AND n.issued_at < ?${f} ORDER BY n.issued_at DESC LIMIT ?`,
    shopAndCarrierOf: 'n',
    deskColumn: 'n.desk',
  },
];

const problemOf =
  (kind: ReportProblemKind) =>
  (r: Record<string, unknown>): ReportProblem => ({
    kind,
    waybillId: r.waybill_id == null ? null : num(r.waybill_id),
    waybillCode: text(r.waybill_code),
    orderSn: text(r.order_sn),
    cpCode: text(r.cp_code),
    ownerId: text(r.owner_id),
    desk: text(r.desk),
    at: num(r.at),
  });

/** The period's problem waybills, newest first; `cut` names the kinds that had more than the list holds. */
export const reportProblems = async (run: RunReportSql, q: ParsedReportQuery): Promise<ReportProblems> => {
  const { start, end } = spanOf(q);
  const lists = await Promise.all(
    KINDS.map(async (k) => {
      const filters = filtersOf(q, k.shopAndCarrierOf, k.deskColumn);
      const rows = await run(k.sql(filters.sql), [start, end, ...filters.params, PROBLEMS_PER_KIND + 1]);
      return {
        kind: k.kind,
        rows: rows.slice(0, PROBLEMS_PER_KIND).map(problemOf(k.kind)),
        more: rows.length > PROBLEMS_PER_KIND,
      };
    }),
  );
  return {
    problems: lists.flatMap((l) => l.rows).sort((a, b) => b.at - a.at),
    cut: [...new Set(lists.filter((l) => l.more).map((l) => l.kind))],
  };
};
