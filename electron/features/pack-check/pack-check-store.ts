import type { CheckedLine, GoodsBarcode, GoodsRef } from '../../../shared/scan/pack-check';
import type { GoodsWeights } from './goods-weights';

/*
 * What the pack check keeps in the ledger: goods barcodes (one barcode names one goods, a goods may have several;
 * on a shared ledger every desk reads the same ones) and each check, recorded with the waybill its label printed.
 */

export interface PackCheckRecordInput {
  waybillId: number;
  orderSns: string[];
  lines: CheckedLine[];
  /** One too many scans the packer accepted. */
  overrides: number;
  /** Scans of goods on no line of the check (wrong goods); 0 when left out. */
  wrongScans?: number;
}

export interface PackCheckRecord extends PackCheckRecordInput {
  desk: string;
  checkedAt: number;
}

/** The barcode already names other goods: it is never moved silently. */
export class BarcodeTaken extends Error {
  constructor(readonly existing: GoodsBarcode) {
    super(`barcode ${existing.barcode} already belongs to ${existing.name} ${existing.spec}`);
    this.name = 'BarcodeTaken';
  }
}

/** The pack check's store, and weighing's beside it (unit weights of the same goods). */
export interface PackCheckStore extends GoodsWeights {
  /** Binds the barcode to the goods (the same binding again is kept as it is); BarcodeTaken for other goods. */
  bind(barcode: string, goods: GoodsRef): Promise<GoodsBarcode>;
  /** The goods each known barcode names. */
  goodsOf(barcodes: string[]): Promise<Map<string, GoodsBarcode>>;
  /** Every barcode of these goods, oldest first. */
  barcodesOf(goods: GoodsRef[]): Promise<GoodsBarcode[]>;
  /** Bindings whose barcode, name or spec contains the text, newest first. */
  list(query: { text: string; limit: number }): Promise<GoodsBarcode[]>;
  /** Forgets a barcode; false when it was not bound. */
  remove(barcode: string): Promise<boolean>;
  recordCheck(input: PackCheckRecordInput): Promise<void>;
  /** The newest check of each waybill that has one. */
  checksOf(waybillIds: number[]): Promise<Map<number, PackCheckRecord>>;
}
