import type { GoodsBarcode, GoodsRef } from '../../../../shared/scan/pack-check';
import { inTransaction, jsonList, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { barcodeOf, sameGoodsOrTaken } from '../pack-check-rows';

/** Goods barcodes in the desk's SQLite ledger: one barcode names one goods, a goods may have several. */

const bind = ({ db, statement, now, desk }: LedgerDb, barcode: string, goods: GoodsRef) =>
  inTransaction(db, (): GoodsBarcode => {
    const found = statement('SELECT * FROM goods_barcodes WHERE barcode = ?').get(barcode);
    if (found) return sameGoodsOrTaken(barcodeOf(found), goods);
    const row = { barcode, name: goods.name, spec: goods.spec, desk, createdAt: now() };
    statement(
      'INSERT INTO goods_barcodes (barcode, goods_name, goods_spec, desk, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(barcode, goods.name, goods.spec, desk, row.createdAt);
    return row;
  });

const goodsOf = ({ statement }: LedgerDb, barcodes: string[]): Map<string, GoodsBarcode> => {
  const rows = statement(
    'SELECT * FROM goods_barcodes WHERE barcode IN (SELECT value FROM json_each(?))',
  ).all(jsonList(barcodes));
  return new Map(rows.map((r) => [String(r.barcode), barcodeOf(r)]));
};

const barcodesOf = ({ statement }: LedgerDb, goods: GoodsRef[]): GoodsBarcode[] =>
  statement(
    `SELECT b.* FROM goods_barcodes b JOIN json_each(?) g
       ON b.goods_name = json_extract(g.value, '$[0]') AND b.goods_spec = json_extract(g.value, '$[1]')
     ORDER BY b.created_at, b.barcode`,
  )
    .all(JSON.stringify(goods.map((g) => [g.name, g.spec])))
    .map(barcodeOf);

const list = ({ statement }: LedgerDb, { text, limit }: { text: string; limit: number }): GoodsBarcode[] =>
  statement(
    `SELECT * FROM goods_barcodes
     WHERE instr(barcode, :t) > 0 OR instr(goods_name, :t) > 0 OR instr(goods_spec, :t) > 0
     ORDER BY created_at DESC, barcode LIMIT :limit`,
  )
    .all({ t: text, limit })
    .map(barcodeOf);

const remove = ({ statement }: LedgerDb, barcode: string): boolean =>
  statement('DELETE FROM goods_barcodes WHERE barcode = ?').run(barcode).changes > 0;

export const sqliteGoodsBarcodes = { bind, goodsOf, barcodesOf, list, remove };
