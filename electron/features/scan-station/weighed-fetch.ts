import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import {
  expectedGrams,
  learnedSample,
  unitGramsOf,
  type UnitWeightFacts,
} from '../../../shared/scale/expected-weight';
import { goodsKey, type GoodsRef } from '../../../shared/scan/pack-check';
import type { ScanProfile } from '../../../shared/scan/scan-profile';
import { fetchForScan } from './scan-fetch';
import { update, type StationState } from './station-state';
import { weighParcel, type Weighed } from './weigh-step';

/*
 * A new waybill with weighing on: the parcel is weighed first (nothing is fetched before its weight passes), the
 * fetch names each order's unit weight where the desk knows it, and the weight is kept with the waybill. A parcel
 * that passed the goods check with one kind of goods teaches that goods' unit weight (never an overridden one).
 */

interface ParcelLine extends GoodsRef {
  orderSn: string;
  count: number;
  unitGrams: number | null;
}

/** Each order's goods with its unit weight (typed, else learned; null where none is known). */
const parcelLines = async (
  st: StationState,
  orderSns: string[],
  learnCount: number,
  ownerId: string | undefined,
): Promise<ParcelLine[]> => {
  const goods = await Promise.all(
    orderSns.map(async (orderSn) => ({
      orderSn,
      g: (await st.deps.lookup.orderGoods([orderSn], ownerId))[0],
    })),
  );
  const known = goods.flatMap(({ orderSn, g }) =>
    g ? [{ orderSn, name: g.name, spec: g.spec, count: g.count }] : [],
  );
  const facts = st.deps.weights
    ? await st.deps.weights.unitWeights(known, learnCount)
    : new Map<string, UnitWeightFacts>();
  return known.map((l) => ({ ...l, unitGrams: unitGramsOf(facts.get(goodsKey(l)), learnCount) }));
};

/** Spec 2.2 Item.weight is whole grams: each order's unit weight, where known. */
const itemGramsOf = (lines: ParcelLine[]): Record<string, number> =>
  Object.fromEntries(
    lines.flatMap((l) => (l.unitGrams === null ? [] : [[l.orderSn, Math.round(l.unitGrams)]])),
  );

const keepWeight = async (
  st: StationState,
  entry: ScanEntry,
  waybillId: number,
  weighed: Weighed,
  lines: ParcelLine[],
): Promise<void> => {
  const { weights } = st.deps;
  if (!weights) return;
  try {
    await weights.recordWeight({ waybillId, ...weighed });
    const sample = learnedSample(
      lines.map((l) => ({ key: goodsKey(l), count: l.count })),
      weighed.grams,
    );
    const [goods] = lines;
    if (sample && goods && st.groups.has(entry) && !weighed.overridden)
      await weights.learnUnitWeight(goods, sample.unitGrams);
  } catch {
    // The waybill is paid: its label prints even when the ledger could not take its weight a moment.
  }
};

/** Weighs the parcel, then fetches its waybill; undefined when it was left on the scale or the fetch failed. */
export const fetchWeighed = async (
  st: StationState,
  entry: ScanEntry,
  orderSns: string[],
  profile: ScanProfile,
): Promise<number | undefined> => {
  const s = st.deps.settings.get().weighing;
  if (!s.on) return fetchForScan(st, entry, orderSns, profile);
  const lines = await parcelLines(st, orderSns, s.learnCount, st.shops.get(entry)?.ownerId);
  const weighed = await weighParcel(st, entry, expectedGrams(lines));
  if (!weighed) return undefined;
  update(st, entry, { state: 'working' });
  const id = await fetchForScan(st, entry, orderSns, profile, itemGramsOf(lines));
  if (id !== undefined) await keepWeight(st, entry, id, weighed, lines);
  return id;
};
