import { goodsKey, type GoodsRef } from '../../../../shared/scan/pack-check';
import type { UnitWeightFacts } from '../../../../shared/scale/expected-weight';
import { jsonList, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { distinctGoods, unitFactsOf, weightsByWaybill } from '../goods-weights-rows';
import type { ParcelWeight, ParcelWeightInput } from '../goods-weights';

/** Weighing's tables in the desk's SQLite ledger: unit weights typed and learned, and each parcel's weight. */

const unitWeights = ({ statement }: LedgerDb, goods: GoodsRef[], learnCount: number) => {
  const found = new Map<string, UnitWeightFacts>();
  for (const g of distinctGoods(goods)) {
    const typed = statement(
      'SELECT grams FROM goods_unit_weights WHERE goods_name = ? AND goods_spec = ?',
    ).get(g.name, g.spec);
    const learned = statement(
      `SELECT unit_grams FROM goods_weight_samples WHERE goods_name = ? AND goods_spec = ?
       ORDER BY id DESC LIMIT ?`,
    ).all(g.name, g.spec, learnCount);
    const facts = unitFactsOf(typed, learned);
    if (facts) found.set(goodsKey(g), facts);
  }
  return found;
};

const learnUnitWeight = ({ statement, now, desk }: LedgerDb, goods: GoodsRef, unitGrams: number): void => {
  statement(
    `INSERT INTO goods_weight_samples (goods_name, goods_spec, unit_grams, desk, learned_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(goods.name, goods.spec, unitGrams, desk, now());
};

const typeUnitWeight = ({ statement, now, desk }: LedgerDb, goods: GoodsRef, grams: number | null): void => {
  if (grams === null) {
    statement('DELETE FROM goods_unit_weights WHERE goods_name = ? AND goods_spec = ?').run(
      goods.name,
      goods.spec,
    );
    return;
  }
  statement(
    `INSERT INTO goods_unit_weights (goods_name, goods_spec, grams, desk, typed_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (goods_name, goods_spec) DO UPDATE SET grams = excluded.grams, desk = excluded.desk,
       typed_at = excluded.typed_at`,
  ).run(goods.name, goods.spec, grams, desk, now());
};

const recordWeight = ({ statement, now, desk }: LedgerDb, input: ParcelWeightInput): void => {
  statement(
    `INSERT INTO waybill_weights (waybill_id, grams, expected_grams, overridden, desk, weighed_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(input.waybillId, input.grams, input.expectedGrams, input.overridden ? 1 : 0, desk, now());
};

const weightsOf = ({ statement }: LedgerDb, ids: number[]): Map<number, ParcelWeight> =>
  weightsByWaybill(
    statement(
      'SELECT * FROM waybill_weights WHERE waybill_id IN (SELECT value FROM json_each(?)) ORDER BY id',
    ).all(jsonList(ids)),
  );

export const sqliteGoodsWeights = { unitWeights, learnUnitWeight, typeUnitWeight, recordWeight, weightsOf };
