import type { GoodsBarcode, GoodsRef } from '../../../../shared/scan/pack-check';
import type { PgLedgerDb, Row } from '../../../storage/postgres/pg-db';
import { barcodeOf, sameGoodsOrTaken } from '../pack-check-rows';

/** Goods barcodes on the shared ledger: every desk on it reads the same ones. */

const bind = async (
  { pool, now, desk }: PgLedgerDb,
  barcode: string,
  goods: GoodsRef,
): Promise<GoodsBarcode> => {
  // One statement: two desks binding the same barcode at once get one row, and the loser reads the winner's.
  const { rows } = await pool.query<Row>(
    `WITH added AS (
       INSERT INTO goods_barcodes (barcode, goods_name, goods_spec, desk, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (barcode) DO NOTHING RETURNING *)
     SELECT * FROM added UNION ALL SELECT * FROM goods_barcodes WHERE barcode = $1 LIMIT 1`,
    [barcode, goods.name, goods.spec, desk, now()],
  );
  if (!rows[0]) throw new Error(`barcode ${barcode} was neither added nor found`);
  return sameGoodsOrTaken(barcodeOf(rows[0]), goods);
};

const goodsOf = async ({ pool }: PgLedgerDb, barcodes: string[]): Promise<Map<string, GoodsBarcode>> => {
  const { rows } = await pool.query<Row>('SELECT * FROM goods_barcodes WHERE barcode = ANY($1::text[])', [
    barcodes,
  ]);
  return new Map(rows.map((r) => [String(r.barcode), barcodeOf(r)]));
};

const barcodesOf = async ({ pool }: PgLedgerDb, goods: GoodsRef[]): Promise<GoodsBarcode[]> => {
  const { rows } = await pool.query<Row>(
    `SELECT b.* FROM goods_barcodes b
     JOIN unnest($1::text[], $2::text[]) AS g(name, spec) ON b.goods_name = g.name AND b.goods_spec = g.spec
     ORDER BY b.created_at, b.barcode`,
    [goods.map((g) => g.name), goods.map((g) => g.spec)],
  );
  return rows.map(barcodeOf);
};

const list = async (
  { pool }: PgLedgerDb,
  { text, limit }: { text: string; limit: number },
): Promise<GoodsBarcode[]> => {
  const { rows } = await pool.query<Row>(
    `SELECT * FROM goods_barcodes
     WHERE strpos(barcode, $1) > 0 OR strpos(goods_name, $1) > 0 OR strpos(goods_spec, $1) > 0
     ORDER BY created_at DESC, barcode LIMIT $2`,
    [text, limit],
  );
  return rows.map(barcodeOf);
};

const remove = async ({ pool }: PgLedgerDb, barcode: string): Promise<boolean> => {
  const { rowCount } = await pool.query('DELETE FROM goods_barcodes WHERE barcode = $1', [barcode]);
  return (rowCount ?? 0) > 0;
};

export const pgGoodsBarcodes = { bind, goodsOf, barcodesOf, list, remove };
