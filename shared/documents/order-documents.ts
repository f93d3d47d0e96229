import { z } from 'zod';

/*
 * What the packer holds: a pick list (goods totals by name and spec across the chosen orders)
 * and one packing slip per order whose Code128 is the order's shop code (its shop's prefix and its number,
 * shared/scan-station/shop-order-code) the scan station reads without asking which shop. Pure: the print route
 * draws these from the orders main hands over.
 */

const GoodsLine = z.object({ name: z.string(), spec: z.string(), count: z.number() });
type GoodsLine = z.infer<typeof GoodsLine>;

export const OrderDoc = z.object({
  orderSn: z.string(),
  /** What its barcode says: the shop's prefix and the order number, so a scan of it never asks which shop. */
  scanCode: z.string(),
  /** The order's shop, as the slip names it ('' on a desk that knows no shops). */
  shopName: z.string(),
  /** Who the parcel comes from: its own shop's sender, name and phone ('' when the shop has none). */
  sender: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  receiverAddress: z.string(),
  goods: z.array(GoodsLine),
  remark: z.string(),
});
export type OrderDoc = z.infer<typeof OrderDoc>;

interface PickLine {
  name: string;
  spec: string;
  quantity: number;
  /** Orders that hold this item. */
  orderCount: number;
}

interface PickList {
  lines: PickLine[];
  orderCount: number;
  totalQuantity: number;
}

/** Totals per (name, spec), most picked first, then by name: the order a picker walks the shelves in is theirs. */
export const buildPickList = (orders: readonly OrderDoc[]): PickList => {
  const lines = new Map<string, PickLine & { orders: Set<string> }>();
  for (const order of orders) {
    for (const g of order.goods) {
      const name = g.name.trim();
      const spec = g.spec.trim();
      const key = `${name}\u0000${spec}`;
      const line = lines.get(key) ?? { name, spec, quantity: 0, orderCount: 0, orders: new Set<string>() };
      line.quantity += g.count;
      line.orders.add(order.orderSn);
      line.orderCount = line.orders.size;
      lines.set(key, line);
    }
  }
  const sorted = [...lines.values()]
    .map(({ orders: _orders, ...line }) => line)
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name) || a.spec.localeCompare(b.spec));
  return {
    lines: sorted,
    orderCount: new Set(orders.map((o) => o.orderSn)).size,
    totalQuantity: sorted.reduce((n, l) => n + l.quantity, 0),
  };
};

/**
 * The pick list's order cells (A4, 12 mm margins): two columns of fixed width, so each order's barcode sits at a
 * known place on the page and keeps whole printer dots per module (shared/label/barcode-geometry).
 */
export const PICK_ORDER_GRID = {
  pageMarginMm: 12,
  cellMm: 90,
  gapMm: 6,
  /** Padding plus border inside a cell. */
  insetMm: 2.3,
  barcodeMm: 10,
  /** A cell's height with its gap: barcode, one line of text, padding. */
  rowMm: 22,
} as const;

/** Where an order's barcode may go in the pick list's column 0 or 1. */
export const pickOrderBarcodeBox = (column: number) => {
  const g = PICK_ORDER_GRID;
  return {
    widthMm: g.cellMm - 2 * g.insetMm,
    leftMm: g.pageMarginMm + column * (g.cellMm + g.gapMm) + g.insetMm,
    heightMm: g.barcodeMm,
  };
};

/** A5 packing slips (8 mm margins): the order barcode's box at the top of the slip. */
export const SLIP_BARCODE_BOX = { widthMm: 90, leftMm: 8, heightMm: 16 } as const;

/** About how many A4 pages a pick list takes: header, the goods table's rows, then the order cells two a row. */
export const pickListPages = (orders: readonly OrderDoc[]): number => {
  const contentMm = 297 - 2 * PICK_ORDER_GRID.pageMarginMm;
  const tableMm = (buildPickList(orders).lines.length + 2) * 8;
  const ordersMm = 10 + Math.ceil(orders.length / 2) * PICK_ORDER_GRID.rowMm;
  return Math.max(1, Math.ceil((20 + tableMm + ordersMm) / contentMm));
};

export const DOCUMENT_KINDS = ['pick-list', 'packing-slips'] as const;
export const DocumentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKind>;

/** The print route of a document: `print.html?doc=pick-list&orders=a,b&lang=zh-CN`. */
export const documentRoutePath = (
  kind: DocumentKind,
  orderSns: readonly string[],
  lang: string,
  autoprint = false,
): string =>
  `print.html?doc=${kind}&orders=${orderSns.map(encodeURIComponent).join(',')}&lang=${lang}` +
  (autoprint ? '&autoprint=1' : '');
