import { goodsKey, type GoodsRef } from '../../../shared/scan/pack-check';
import type { UnitWeightFacts } from '../../../shared/scale/expected-weight';
import type { ParcelWeight } from './goods-weights';

/* Weighing's rows as both backends read them (same columns in SQLite and PostgreSQL). */

type Row = Record<string, unknown>;

const nullableNumber = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const weightOf = (r: Row): ParcelWeight => ({
  waybillId: Number(r.waybill_id),
  grams: Number(r.grams),
  expectedGrams: nullableNumber(r.expected_grams),
  overridden: Boolean(r.overridden),
  desk: String(r.desk),
  weighedAt: Number(r.weighed_at),
});

/** Rows in id order: the newest weight of each waybill wins. */
export const weightsByWaybill = (rows: Row[]): Map<number, ParcelWeight> =>
  new Map(rows.map((r) => [Number(r.waybill_id), weightOf(r)]));

/** One goods' facts from its typed row (or none) and its learned rows, newest first. */
export const unitFactsOf = (typed: Row | undefined, learned: Row[]): UnitWeightFacts | null => {
  const facts = {
    typedGrams: nullableNumber(typed?.grams),
    learnedGrams: learned.map((r) => Number(r.unit_grams)),
  };
  return facts.typedGrams === null && facts.learnedGrams.length === 0 ? null : facts;
};

/** Goods named once each (a parcel may list the same goods on two orders). */
export const distinctGoods = (goods: GoodsRef[]): GoodsRef[] => [
  ...new Map(goods.map((g) => [goodsKey(g), { name: g.name, spec: g.spec }])).values(),
];
