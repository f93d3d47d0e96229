import type { GoodsBarcode } from '../../../../shared/scan/pack-check';
import { num, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';
import { BarcodeTaken, type PackCheckRecord, type PackCheckStore } from '../pack-check-store';

const barcodeOf = (r: Row): GoodsBarcode => ({
  barcode: String(r.barcode),
  name: String(r.goods_name),
  spec: String(r.goods_spec),
  desk: String(r.desk),
  createdAt: num(r.created_at),
});

/** The pack check's tables on the shared ledger: every desk on it reads the same barcodes. */
export const createPgPackCheckStore = ({ pool, now, desk }: PgLedgerDb): PackCheckStore => ({
  async bind(barcode, goods) {
    // One statement: two desks binding the same barcode at once get one row, and the loser reads the winner's.
    const { rows } = await pool.query<Row>(
      `WITH added AS (
         INSERT INTO goods_barcodes (barcode, goods_name, goods_spec, desk, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (barcode) DO NOTHING RETURNING *)
       SELECT * FROM added UNION ALL SELECT * FROM goods_barcodes WHERE barcode = $1 LIMIT 1`,
      [barcode, goods.name, goods.spec, desk, now()],
    );
    const found = rows[0] ? barcodeOf(rows[0]) : null;
    if (!found) throw new Error(`barcode ${barcode} was neither added nor found`);
    if (found.name !== goods.name || found.spec !== goods.spec) throw new BarcodeTaken(found);
    return found;
  },
  async goodsOf(barcodes) {
    const { rows } = await pool.query<Row>('SELECT * FROM goods_barcodes WHERE barcode = ANY($1::text[])', [
      barcodes,
    ]);
    return new Map(rows.map((r) => [String(r.barcode), barcodeOf(r)]));
  },
  async barcodesOf(goods) {
    const { rows } = await pool.query<Row>(
      `SELECT b.* FROM goods_barcodes b
       JOIN unnest($1::text[], $2::text[]) AS g(name, spec) ON b.goods_name = g.name AND b.goods_spec = g.spec
       ORDER BY b.created_at, b.barcode`,
      [goods.map((g) => g.name), goods.map((g) => g.spec)],
    );
    return rows.map(barcodeOf);
  },
  async list({ text, limit }) {
    const { rows } = await pool.query<Row>(
      `SELECT * FROM goods_barcodes
       WHERE strpos(barcode, $1) > 0 OR strpos(goods_name, $1) > 0 OR strpos(goods_spec, $1) > 0
       ORDER BY created_at DESC, barcode LIMIT $2`,
      [text, limit],
    );
    return rows.map(barcodeOf);
  },
  async remove(barcode) {
    const { rowCount } = await pool.query('DELETE FROM goods_barcodes WHERE barcode = $1', [barcode]);
    return (rowCount ?? 0) > 0;
  },
  async recordCheck(input) {
    await pool.query(
      `INSERT INTO pack_checks (waybill_id, order_sns, desk, checked_at, lines, overrides)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [input.waybillId, input.orderSns, desk, now(), JSON.stringify(input.lines), input.overrides],
    );
  },
  async checksOf(ids) {
    const { rows } = await pool.query<Row>(
      'SELECT * FROM pack_checks WHERE waybill_id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    );
    const out = new Map<number, PackCheckRecord>();
    for (const r of rows) {
      out.set(num(r.waybill_id), {
        waybillId: num(r.waybill_id),
        orderSns: r.order_sns as string[],
        lines: r.lines as PackCheckRecord['lines'],
        overrides: num(r.overrides),
        desk: String(r.desk),
        checkedAt: num(r.checked_at),
      });
    }
    return out;
  },
});
