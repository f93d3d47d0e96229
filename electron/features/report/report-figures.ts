import type { ReportFigures } from '../../../shared/ipc/channels/report';
import {
  filtersOf,
  hoursServe,
  num,
  spanOf,
  type ParsedReportQuery,
  type ReportRow,
  type RunReportSql,
  type SqlPart,
} from './report-sql';
import { PARCELS_LEVELS, POINTS_LEVELS, summaryRows } from './report-summary';

/*
 * The figures of a period and of the one before, one statement per family of figures, run once for each period.
 * On whole hours the summary answers every figure it counts (parcels, prints, recycles, checks, weights, points: a
 * period reads its whole days and the hours at its edges, not its parcels); unknown outcomes and "printed but not handed over" change
 * after the deed, so they are read from the rows (a partial index; the waybills' covering index). Off whole hours
 * every family reads its rows: a plain aggregate over a range of the index on its own time.
 */

type Part = Partial<ReportFigures>;
/** A family read from the summary: the statement of a period [start, end). */
interface SummaryFamily {
  summed: (q: ParsedReportQuery, period: readonly [number, number]) => SqlPart;
  read: (row: ReportRow) => Part;
}
interface Family {
  /** `f`: the filters' AND clauses; `j`: the join to the waybill, made only when a shop or carrier filter needs it. */
  sql: (f: string, j: (deed: string) => string) => string;
  shopAndCarrierOf: string | null;
  deskColumn: string;
  read: (row: ReportRow) => Part;
}

/** A print with no print of a lower id for its waybill: the waybill's first (the others are reprints). */
const FIRST_PRINT = 'NOT EXISTS (SELECT 1 FROM prints e WHERE e.waybill_id = p.waybill_id AND e.id < p.id)';

const PARCELS: Family = {
  sql: (f) => `SELECT count(*) AS parcels FROM waybills w WHERE w.issued_at >= ? AND w.issued_at < ?${f}`,
  shopAndCarrierOf: 'w',
  deskColumn: 'w.desk',
  read: (r) => ({ parcels: num(r.parcels) }),
};

/**
 * The period's waybills printed and in no closed handover batch: it changes with each print, recycle and handover,
 * so the ledger's triggers keep the set of such waybills (report_not_handed), read here through its index.
 */
const NOT_HANDED: Family = {
  sql: (f) => `SELECT count(*) AS not_handed_over
    FROM report_not_handed n WHERE n.issued_at >= ? AND n.issued_at < ?${f}`,
  shopAndCarrierOf: 'n',
  deskColumn: 'n.desk',
  read: (r) => ({ notHandedOver: num(r.not_handed_over) }),
};

/** Unsettled intents are few: the partial index holds them (its own term written out, so SQLite takes it). */
const UNKNOWN: Family = {
  sql: (f) => `SELECT count(*) AS unknown
    FROM fetch_intents i WHERE i.state IN ('open', 'unknown') AND i.state = 'unknown'
      AND i.created_at >= ? AND i.created_at < ?${f}`,
  shopAndCarrierOf: 'i',
  deskColumn: 'i.desk',
  read: (r) => ({ unknown: num(r.unknown) }),
};

const SUMMED_COUNTS = [
  'parcels',
  'prints',
  'first_prints',
  'recycled',
  'checks_passed',
  'checks_wrong_goods',
  'checks_overridden',
  'weight_overrides',
];

/** The sums of `counts` over the period's summary rows (its days and its edges' hours). */
const summed =
  (levels: typeof PARCELS_LEVELS, counts: string[]) =>
  (q: ParsedReportQuery, period: readonly [number, number]): SqlPart => {
    const rows = summaryRows(q, period, levels, () => counts.map((c) => `t.${c}`).join(', '));
    return {
      sql: `SELECT ${counts.map((c) => `coalesce(sum(s.${c}), 0) AS ${c}`).join(', ')} FROM (${rows.sql}) s`,
      params: rows.params,
    };
  };

/** Every figure the summary counts, from the period's days and edge hours. */
const SUMMED: SummaryFamily = {
  summed: summed(PARCELS_LEVELS, SUMMED_COUNTS),
  read: (r) => ({
    parcels: num(r.parcels),
    printed: num(r.first_prints),
    reprinted: num(r.prints) - num(r.first_prints),
    recycled: num(r.recycled),
    checksPassed: num(r.checks_passed),
    checksWrongGoods: num(r.checks_wrong_goods),
    checksOverridden: num(r.checks_overridden),
    weightOverrides: num(r.weight_overrides),
  }),
};

const SUMMED_POINTS: SummaryFamily = {
  summed: summed(POINTS_LEVELS, ['points']),
  read: (r) => ({ points: num(r.points) }),
};

/** Off whole hours: each family from its own rows. */
const FAMILIES: Family[] = [
  PARCELS,
  NOT_HANDED,
  {
    // Printed: the waybills' first prints in the period; reprinted: the prints of a label printed before.
    sql: (f, j) => `SELECT count(*) AS prints, count(*) FILTER (WHERE ${FIRST_PRINT}) AS printed
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
  UNKNOWN,
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

/** The family's statement of a period [start, end). */
const statementOf =
  (q: ParsedReportQuery, family: Family | SummaryFamily) =>
  (period: readonly [number, number]): SqlPart => {
    if ('summed' in family) return family.summed(q, period);
    const filters = filtersOf(q, family.shopAndCarrierOf, family.deskColumn);
    const needsWaybill = family.shopAndCarrierOf === 'w' && (q.ownerId !== '' || q.cpCode !== '');
    const join = (deed: string) => (needsWaybill ? ` JOIN waybills w ON w.id = ${deed}.waybill_id` : '');
    return { sql: family.sql(filters.sql, join), params: [...period, ...filters.params] };
  };

const runFamily = async (run: RunReportSql, q: ParsedReportQuery, family: Family | SummaryFamily) => {
  const statement = statementOf(q, family);
  const [current, previous] = await Promise.all(
    [[q.start, q.end] as const, [spanOf(q).prevStart, q.start] as const].map(async (period) => {
      const { sql, params } = statement(period);
      return (await run(sql, params))[0] ?? {};
    }),
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
  const [rows, points] = hoursServe(q)
    ? [[SUMMED, UNKNOWN, NOT_HANDED], SUMMED_POINTS]
    : [FAMILIES as Array<Family | SummaryFamily>, POINTS];
  const families = pointsKnown ? [...rows, points] : rows;
  const parts = (await Promise.all(families.map((f) => runFamily(run, q, f)))).flat();
  const current: ReportFigures = { ...NO_FIGURES };
  const previous: ReportFigures = { ...NO_FIGURES };
  for (const { current: isCurrent, part } of parts) Object.assign(isCurrent ? current : previous, part);
  if (!pointsKnown) current.points = previous.points = null;
  return { current, previous };
};
