import type { UnitWeightFacts } from '../../../shared/scale/expected-weight';
import type { GoodsRef } from '../../../shared/scan/pack-check';

/*
 * What weighing keeps in the ledger beside the goods barcodes: each goods' unit weight as the seller typed it,
 * the unit weights learned from weighed parcels (one row per parcel: desks on a shared ledger only ever add),
 * and each weighed parcel's weight with the waybill its label printed.
 */

export interface ParcelWeightInput {
  waybillId: number;
  grams: number;
  /** What the parcel should have weighed; null when not every goods had a unit weight. */
  expectedGrams: number | null;
  /** Printed over a mismatch with the override key. */
  overridden: boolean;
}

export interface ParcelWeight extends ParcelWeightInput {
  desk: string;
  weighedAt: number;
}

/** A goods' unit weights as Settings › Goods barcodes lists them. */
export interface GoodsUnitWeight extends GoodsRef, UnitWeightFacts {}

export interface GoodsWeights {
  /** Each goods' typed unit weight and newest `learnCount` learned ones, keyed by goodsKey; goods with none are absent. */
  unitWeights(goods: GoodsRef[], learnCount: number): Promise<Map<string, UnitWeightFacts>>;
  /** Adds a unit weight learned from a weighed parcel of these goods only. */
  learnUnitWeight(goods: GoodsRef, unitGrams: number): Promise<void>;
  /** The seller's own unit weight for the goods (null: forget it, weigh by the learned one). */
  typeUnitWeight(goods: GoodsRef, grams: number | null): Promise<void>;
  recordWeight(input: ParcelWeightInput): Promise<void>;
  /** The newest weight of each waybill that has one. */
  weightsOf(waybillIds: number[]): Promise<Map<number, ParcelWeight>>;
}
