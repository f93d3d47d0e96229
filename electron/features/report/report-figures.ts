import type { ReportFigures } from '../../../shared/ipc/channels/report';
import {
  filtersOf,
  NOT_HANDED_OVER,
  num,
  spanOf,
  type ParsedReportQuery,
  type ReportRow,
  type RunReportSql,
} from './report-sql';

/*
 * The figures of a period and of the one before, one statement per family of figures, run once for each period:
 * a plain aggregate over a range of the index on the family's own time (no grouping, so nothing is sorted).
 */

type Part = Partial<ReportFigures>;
interface Family {
  /** `f`: the filters' AND clauses; `j`: the join to the waybill, made only when a shop or carrier filter needs it. */
  sql: (f: string, j: (deed: string) => string) => string;
  shopAndCarrierOf: string | null;
  deskColumn: string;
  read: (row: ReportRow) => Part;
}

const FAMILIES: Family[] = [
  {
    // Parcels fetched, and the printed ones of them not handed over yet.
    sql: (f) => `SELECT count(*) AS parcels,
        count(*) FILTER (WHERE ${NOT_HANDED_OVER}) AS not_handed_over
      FROM waybills w WHERE w.issued_at >= ? AND w.issued_at < ?${f}`,
    shopAndCarrierOf: 'w',
    deskColumn: 'w.desk',
    read: (r) => ({ parcels: num(r.parcels), notHandedOver: num(r.not_handed_over) }),
  },
  {
    // Printed: the waybills printed in the period (each once); reprinted: the prints beyond each one's first.
    sql: (f, j) => `SELECT count(*) AS prints,
        count(DISTINCT p.waybill_id) AS printed
      FROM prints p${j('p')} WHERE p.at >= ? AND p.at < ?${f}`,
    shopAndCarrierOf: 'w',
    deskColumn: 'p.desk',
    read: (r) => ({ printed: num(r.printed), reprinted: num(r.prints) - num(r.printed) }),
  },
  {
    sql: (f, j) => `SELECT count(*) AS recycled
      FROM recycle_attempts r${j('r')}
      WHERE r.at >= ? AND r.at < ? AND r.ok = TRUE${f}`,
    shopAndCarrierOf: 'w',
    deskColumn: 'r.desk',
    read: (r) => ({ recycled: num(r.recycled) }),
  },
  {
    // Unsettled intents are few: the partial index holds them (its own term written out, so SQLite takes it).
    sql: (f) => `SELECT count(*) AS unknown
      FROM fetch_intents i WHERE i.state IN ('open', 'unknown') AND i.state = 'unknown'
        AND i.created_at >= ? AND i.created_at < ?${f}`,
    shopAndCarrierOf: 'i',
    deskColumn: 'i.desk',
    read: (r) => ({ unknown: num(r.unknown) }),
  },
  {
    sql: (f, j) => `SELECT count(*) FILTER (WHERE k.overrides = 0 AND k.wrong_scans = 0) AS passed,
        count(*) FILTER (WHERE k.wrong_scans > 0) AS wrong_goods,
        count(*) FILTER (WHERE k.overrides > 0) AS overridden
      FROM pack_checks k${j('k')}
      WHERE k.checked_at >= ? AND k.checked_at < ?${f}`,
    shopAndCarrierOf: 'w',
    deskColumn: 'k.desk',
    read: (r) => ({
      checksPassed: num(r.passed),
      checksWrongGoods: num(r.wrong_goods),
      checksOverridden: num(r.overridden),
    }),
  },
  {
    sql: (f, j) => `SELECT count(*) AS overrides
      FROM waybill_weights g${j('g')}
      WHERE g.weighed_at >= ? AND g.weighed_at < ? AND g.overridden = TRUE${f}`,
    shopAndCarrierOf: 'w',
    deskColumn: 'g.desk',
    read: (r) => ({ weightOverrides: num(r.overrides) }),
  },
];

/** Points name only the desk that spent them: with a shop or carrier filter on they are not known (null). */
const POINTS: Family = {
  sql: (f) => `SELECT coalesce(sum(c.points), 0) AS points
    FROM charges c WHERE c.at >= ? AND c.at < ? AND c.amount_reported = TRUE${f}`,
  shopAndCarrierOf: null,
  deskColumn: 'c.desk',
  read: (r) => ({ points: num(r.points) }),
};

export const NO_FIGURES: ReportFigures = {
  parcels: 0,
  points: 0,
  printed: 0,
  reprinted: 0,
  recycled: 0,
  unknown: 0,
  checksPassed: 0,
  checksWrongGoods: 0,
  checksOverridden: 0,
  weightOverrides: 0,
  notHandedOver: 0,
};

const runFamily = async (run: RunReportSql, q: ParsedReportQuery, family: Family) => {
  const { prevStart, start, end } = spanOf(q);
  const filters = filtersOf(q, family.shopAndCarrierOf, family.deskColumn);
  const needsWaybill = family.shopAndCarrierOf === 'w' && (q.ownerId !== '' || q.cpCode !== '');
  const join = (deed: string) => (needsWaybill ? ` JOIN waybills w ON w.id = ${deed}.waybill_id` : '');
  const sql = family.sql(filters.sql, join);
  const [current, previous] = await Promise.all(
    [
      [start, end],
      [prevStart, start],
    ].map(async (bounds) => (await run(sql, [...bounds, ...filters.params]))[0] ?? {}),
  );
  return [
    { current: true, part: family.read(current ?? {}) },
    { current: false, part: family.read(previous ?? {}) },
  ];
};

/** The period's figures and the previous period's. */
export const reportFigures = async (
  run: RunReportSql,
  q: ParsedReportQuery,
): Promise<{ current: ReportFigures; previous: ReportFigures }> => {
  const pointsKnown = !q.ownerId && !q.cpCode;
  const families = pointsKnown ? [...FAMILIES, POINTS] : FAMILIES;
  const parts = (await Promise.all(families.map((f) => runFamily(run, q, f)))).flat();
  const current: ReportFigures = { ...NO_FIGURES };
  const previous: ReportFigures = { ...NO_FIGURES };
  for (const { current: isCurrent, part } of parts) Object.assign(isCurrent ? current : previous, part);
  if (!pointsKnown) current.points = previous.points = null;
  return { current, previous };
};
