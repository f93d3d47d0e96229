import { goodsKey, type GoodsRef } from '../../../../shared/scan/pack-check';
import type { UnitWeightFacts } from '../../../../shared/scale/expected-weight';
import type { PgLedgerDb, Row } from '../../../storage/postgres/pg-db';
import { distinctGoods, unitFactsOf, weightsByWaybill } from '../goods-weights-rows';
import type { ParcelWeight, ParcelWeightInput } from '../goods-weights';

/** Weighing's tables on the shared ledger: every desk weighs by the same unit weights and adds to what is learned. */

const unitWeights = async ({ pool }: PgLedgerDb, goods: GoodsRef[], learnCount: number) => {
  const found = new Map<string, UnitWeightFacts>();
  for (const g of distinctGoods(goods)) {
    const typed = await pool.query<Row>(
      'SELECT grams FROM goods_unit_weights WHERE goods_name = $1 AND goods_spec = $2',
      [g.name, g.spec],
    );
    const learned = await pool.query<Row>(
      `SELECT unit_grams FROM goods_weight_samples WHERE goods_name = $1 AND goods_spec = $2
       ORDER BY id DESC LIMIT $3`,
      [g.name, g.spec, learnCount],
    );
    const facts = unitFactsOf(typed.rows[0], learned.rows);
    if (facts) found.set(goodsKey(g), facts);
  }
  return found;
};

const learnUnitWeight = async ({ pool, now, desk }: PgLedgerDb, goods: GoodsRef, unitGrams: number) => {
  await pool.query(
    `INSERT INTO goods_weight_samples (goods_name, goods_spec, unit_grams, desk, learned_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [goods.name, goods.spec, unitGrams, desk, now()],
  );
};

const typeUnitWeight = async ({ pool, now, desk }: PgLedgerDb, goods: GoodsRef, grams: number | null) => {
  if (grams === null) {
    await pool.query('DELETE FROM goods_unit_weights WHERE goods_name = $1 AND goods_spec = $2', [
      goods.name,
      goods.spec,
    ]);
    return;
  }
  await pool.query(
    `INSERT INTO goods_unit_weights (goods_name, goods_spec, grams, desk, typed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (goods_name, goods_spec) DO UPDATE SET grams = excluded.grams, desk = excluded.desk,
       typed_at = excluded.typed_at`,
    [goods.name, goods.spec, grams, desk, now()],
  );
};

const recordWeight = async ({ pool, now, desk }: PgLedgerDb, input: ParcelWeightInput): Promise<void> => {
  await pool.query(
    `INSERT INTO waybill_weights (waybill_id, grams, expected_grams, overridden, desk, weighed_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [input.waybillId, input.grams, input.expectedGrams, input.overridden, desk, now()],
  );
};

const weightsOf = async ({ pool }: PgLedgerDb, ids: number[]): Promise<Map<number, ParcelWeight>> => {
  const { rows } = await pool.query<Row>(
    'SELECT * FROM waybill_weights WHERE waybill_id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
  return weightsByWaybill(rows);
};

export const pgGoodsWeights = { unitWeights, learnUnitWeight, typeUnitWeight, recordWeight, weightsOf };
