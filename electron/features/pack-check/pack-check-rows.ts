import type { GoodsBarcode, GoodsRef } from '../../../shared/scan/pack-check';
import { BarcodeTaken, type PackCheckRecord } from './pack-check-store';

/*
 * The pack check's rows as both backends read them (same columns in SQLite and PostgreSQL), and the binding rule
 * both apply. SQLite keeps the order numbers and lines as JSON text, PostgreSQL as text[] and jsonb.
 */

type Row = Record<string, unknown>;

export const barcodeOf = (r: Row): GoodsBarcode => ({
  barcode: String(r.barcode),
  name: String(r.goods_name),
  spec: String(r.goods_spec),
  desk: String(r.desk),
  createdAt: Number(r.created_at),
});

/** A list column: JSON text (SQLite) or the value node-postgres already parsed. */
const listOf = <T>(value: unknown): T[] => (typeof value === 'string' ? JSON.parse(value) : value) as T[];

const checkOf = (r: Row): PackCheckRecord => ({
  waybillId: Number(r.waybill_id),
  orderSns: listOf<string>(r.order_sns),
  lines: listOf<PackCheckRecord['lines'][number]>(r.lines),
  overrides: Number(r.overrides),
  desk: String(r.desk),
  checkedAt: Number(r.checked_at),
});

/** Rows in id order: the newest check of each waybill wins. */
export const checksByWaybill = (rows: Row[]): Map<number, PackCheckRecord> =>
  new Map(rows.map((r) => [Number(r.waybill_id), checkOf(r)]));

/** The barcode's binding when it names these goods; BarcodeTaken when it names other goods. */
export const sameGoodsOrTaken = (bound: GoodsBarcode, goods: GoodsRef): GoodsBarcode => {
  if (bound.name !== goods.name || bound.spec !== goods.spec) throw new BarcodeTaken(bound);
  return bound;
};
