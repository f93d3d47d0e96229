import type { ReportFigures } from '../../../../shared/ipc/channels/report';
import type { KitRow, ReportHistory } from './report-history';

/*
 * The kit's own counts of its history, by plain loops over its rows (no SQL): what every figure of a period must
 * be. Filters as the report applies them: shop and carrier of the waybill (or the intent), desk of the deed.
 */

export interface KitFilters {
  ownerId?: string;
  cpCode?: string;
  desk?: string;
}

const inPeriod = (at: unknown, start: number, end: number) => Number(at) >= start && Number(at) < end;

const matches = (f: KitFilters, named: KitRow | undefined, desk: unknown) =>
  (!f.ownerId || named?.owner_id === f.ownerId) &&
  (!f.cpCode || named?.cp_code === f.cpCode) &&
  (!f.desk || desk === f.desk);

/** The waybills of the period that pass the filters. */
export const kitParcels = (h: ReportHistory, start: number, end: number, f: KitFilters = {}): KitRow[] =>
  h.waybills.filter((w) => inPeriod(w.issued_at, start, end) && matches(f, w, w.desk));

/** Printed (or sent to a dialog), live, and in no closed handover batch. */
export const kitNotHandedOver = (h: ReportHistory, w: KitRow): boolean => {
  const handed = new Set(h.handover_scans.filter((s) => s.closed === 1).map((s) => s.waybill_id));
  return (
    w.status === 'live' && (Number(w.printed_count) > 0 || Number(w.dialog_count) > 0) && !handed.has(w.id)
  );
};

const deeds = (h: ReportHistory, rows: KitRow[], time: string, s: number, e: number, f: KitFilters) => {
  const byId = new Map(h.waybills.map((w) => [w.id, w]));
  return rows.filter((r) => inPeriod(r[time], s, e) && matches(f, byId.get(r.waybill_id ?? null), r.desk));
};

const printFigures = (h: ReportHistory, s: number, e: number, f: KitFilters) => {
  // Printed: the prints in the period that are their waybill's first (no print of a lower id); reprinted: the rest.
  const firstIds = new Map<unknown, number>();
  for (const p of h.prints)
    firstIds.set(p.waybill_id, Math.min(Number(p.id), firstIds.get(p.waybill_id) ?? Infinity));
  const prints = deeds(h, h.prints, 'at', s, e, f);
  const printed = prints.filter((p) => firstIds.get(p.waybill_id) === Number(p.id)).length;
  return { printed, reprinted: prints.length - printed };
};

const points = (h: ReportHistory, s: number, e: number, f: KitFilters): number | null =>
  f.ownerId || f.cpCode
    ? null
    : h.charges
        .filter((c) => inPeriod(c.at, s, e) && c.amount_reported === 1 && (!f.desk || c.desk === f.desk))
        .reduce((sum, c) => sum + Number(c.points), 0);

/** Every figure of the period [start, end) as the kit counts it. */
export const kitFigures = (h: ReportHistory, s: number, e: number, f: KitFilters = {}): ReportFigures => {
  const parcels = kitParcels(h, s, e, f);
  const checks = deeds(h, h.pack_checks, 'checked_at', s, e, f);
  return {
    parcels: parcels.length,
    points: points(h, s, e, f),
    ...printFigures(h, s, e, f),
    recycled: deeds(h, h.recycle_attempts, 'at', s, e, f).filter((r) => r.ok === 1).length,
    unknown: h.fetch_intents.filter(
      (i) => i.state === 'unknown' && inPeriod(i.created_at, s, e) && matches(f, i, i.desk),
    ).length,
    checksPassed: checks.filter((k) => k.overrides === 0 && k.wrong_scans === 0).length,
    checksWrongGoods: checks.filter((k) => Number(k.wrong_scans) > 0).length,
    checksOverridden: checks.filter((k) => Number(k.overrides) > 0).length,
    weightOverrides: deeds(h, h.waybill_weights, 'weighed_at', s, e, f).filter((g) => g.overridden === 1)
      .length,
    notHandedOver: parcels.filter((w) => kitNotHandedOver(h, w)).length,
  };
};

/** How many of each problem the period holds, as the kit counts them. */
export const kitProblemCounts = (h: ReportHistory, s: number, e: number, f: KitFilters = {}) => {
  const parcels = kitParcels(h, s, e, f);
  const live = new Set(h.waybills.filter((w) => w.status === 'live').map((w) => w.id));
  return {
    unknown: kitFigures(h, s, e, f).unknown,
    mayHavePrinted:
      deeds(h, h.print_jobs, 'created_at', s, e, f).length +
      parcels.filter((w) => w.status === 'live' && w.printed_count === 0 && Number(w.dialog_count) > 0)
        .length,
    recycleFailed: deeds(h, h.recycle_attempts, 'at', s, e, f).filter(
      (r) => r.ok === 0 && live.has(r.waybill_id ?? null),
    ).length,
    checkOverride: kitFigures(h, s, e, f).checksOverridden,
    weightOverride: kitFigures(h, s, e, f).weightOverrides,
    notHandedOver: kitFigures(h, s, e, f).notHandedOver,
  };
};

/** Parcels per key of the period's waybills (a carrier, a shop, a desk, a desk and local hour). */
export const kitParcelsBy = (
  h: ReportHistory,
  s: number,
  e: number,
  key: (w: KitRow) => string,
  f: KitFilters = {},
): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const w of kitParcels(h, s, e, f)) counts.set(key(w), (counts.get(key(w)) ?? 0) + 1);
  return counts;
};
