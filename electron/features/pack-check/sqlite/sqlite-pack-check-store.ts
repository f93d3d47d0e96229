import type { GoodsBarcode, GoodsRef } from '../../../../shared/scan/pack-check';
import { inTransaction, jsonList, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { BarcodeTaken, type PackCheckRecord, type PackCheckStore } from '../pack-check-store';

type Row = Record<string, unknown>;

const barcodeOf = (r: Row): GoodsBarcode => ({
  barcode: String(r.barcode),
  name: String(r.goods_name),
  spec: String(r.goods_spec),
  desk: String(r.desk),
  createdAt: Number(r.created_at),
});

/** The pack check's tables in the desk's SQLite ledger (same connection, same file). */
export const createSqlitePackCheckStore = ({ db, statement, now, desk }: LedgerDb): PackCheckStore => {
  const one = statement('SELECT * FROM goods_barcodes WHERE barcode = ?');
  const bindSync = (barcode: string, goods: GoodsRef): GoodsBarcode =>
    inTransaction(db, () => {
      const found = one.get(barcode);
      if (found) {
        const existing = barcodeOf(found);
        if (existing.name === goods.name && existing.spec === goods.spec) return existing;
        throw new BarcodeTaken(existing);
      }
      const row = { barcode, name: goods.name, spec: goods.spec, desk, createdAt: now() };
      statement(
        'INSERT INTO goods_barcodes (barcode, goods_name, goods_spec, desk, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(barcode, goods.name, goods.spec, desk, row.createdAt);
      return row;
    });
  const wrap = <T>(work: () => T): Promise<T> => {
    try {
      return Promise.resolve(work());
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  };
  return {
    bind: (barcode, goods) => wrap(() => bindSync(barcode, goods)),
    goodsOf: (barcodes) =>
      wrap(() => {
        const rows = statement(
          'SELECT * FROM goods_barcodes WHERE barcode IN (SELECT value FROM json_each(?))',
        ).all(jsonList(barcodes));
        return new Map(rows.map((r) => [String(r.barcode), barcodeOf(r)]));
      }),
    barcodesOf: (goods) =>
      wrap(() =>
        statement(
          `SELECT b.* FROM goods_barcodes b JOIN json_each(?) g
             ON b.goods_name = json_extract(g.value, '$[0]') AND b.goods_spec = json_extract(g.value, '$[1]')
           ORDER BY b.created_at, b.barcode`,
        )
          .all(JSON.stringify(goods.map((g) => [g.name, g.spec])))
          .map(barcodeOf),
      ),
    list: ({ text, limit }) =>
      wrap(() =>
        statement(
          `SELECT * FROM goods_barcodes
           WHERE instr(barcode, :t) > 0 OR instr(goods_name, :t) > 0 OR instr(goods_spec, :t) > 0
           ORDER BY created_at DESC, barcode LIMIT :limit`,
        )
          .all({ t: text, limit })
          .map(barcodeOf),
      ),
    remove: (barcode) =>
      wrap(() => statement('DELETE FROM goods_barcodes WHERE barcode = ?').run(barcode).changes > 0),
    recordCheck: (input) =>
      wrap(() => {
        statement(
          `INSERT INTO pack_checks (waybill_id, order_sns, desk, checked_at, lines, overrides)
           VALUES (?, ?, ?, ?, ?, ?)`,
        ).run(
          input.waybillId,
          jsonList(input.orderSns),
          desk,
          now(),
          JSON.stringify(input.lines),
          input.overrides,
        );
      }),
    checksOf: (ids) =>
      wrap(() => {
        const rows = statement(
          `SELECT * FROM pack_checks WHERE waybill_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
        ).all(jsonList(ids));
        const out = new Map<number, PackCheckRecord>();
        for (const r of rows) {
          out.set(Number(r.waybill_id), {
            waybillId: Number(r.waybill_id),
            orderSns: JSON.parse(String(r.order_sns)) as string[],
            lines: JSON.parse(String(r.lines)) as PackCheckRecord['lines'],
            overrides: Number(r.overrides),
            desk: String(r.desk),
            checkedAt: Number(r.checked_at),
          });
        }
        return out;
      }),
  };
};
