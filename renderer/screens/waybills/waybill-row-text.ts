import type { WaybillShop } from './use-waybill-shops';

/** The row's words, translated once per list render rather than once per row (rows mount while scrolling). */
export interface WaybillRowText {
  select: (code: string) => string;
  parent: (code: string) => string;
  /** "merged: 3 orders" under a merged waybill's first order. */
  merged: (count: number) => string;
  printedTimes: (count: number) => string;
  dialogTimes: (count: number) => string;
  unprinted: string;
  /** Live waybills never printed and issued before this are flagged. */
  staleBefore: number;
  stale: (days: number) => string;
  staleHint: string;
  now: number;
  encrypted: string;
  /** The pack check: recorded with the waybill, or not. */
  checked: string;
  unchecked: string;
  checkedHint: string;
  live: string;
  recycled: string;
  /** Name each row's desk: more than one desk holds waybills in the ledger. */
  showDesk: boolean;
  thisDesk: string;
  /** "this desk", under this desk's own name. */
  thisDeskMark: string;
  /** Name each row's shop: the seller keeps more than one shop. */
  showShop: boolean;
  shopOf: (ownerId: string) => WaybillShop | undefined;
  /** A measured weight in kg as the scan station shows it: "1.24 kg". */
  kilograms: (grams: number) => string;
  /** Under a weight printed over a mismatch. */
  weightOverridden: string;
  weightOverriddenHint: string;
  /** A live label printed and in no handover batch. */
  notHandedOver: string;
  /** A handover batch open still (scanned, the batch not closed). */
  handoverOpen: string;
}
