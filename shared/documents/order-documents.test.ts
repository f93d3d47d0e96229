import { describe, expect, it } from 'vitest';
import { dotMm, fitBarcode } from '../label/barcode-geometry';
import { shopOrderCode } from '../scan-station/shop-order-code';
import {
  buildPickList,
  documentRoutePath,
  pickListPages,
  pickOrderBarcodeBox,
  SLIP_BARCODE_BOX,
  type OrderDoc,
} from './order-documents';

const order = (orderSn: string, goods: OrderDoc['goods']): OrderDoc => ({
  orderSn,
  scanCode: shopOrderCode('demo-owner', orderSn),
  shopName: '',
  sender: '',
  receiverName: '张三',
  receiverPhone: '138****0000',
  receiverAddress: '浙江省 杭州市 文三路 1 号',
  goods,
  remark: '',
});

describe('pick list', () => {
  it('totals goods by name and spec across the orders, with how many orders hold each', () => {
    const list = buildPickList([
      order('A', [{ name: '保温杯', spec: '500ml 白', count: 2 }]),
      order('B', [
        { name: '保温杯', spec: '500ml 白', count: 1 },
        { name: 'T恤', spec: 'XL', count: 1 },
      ]),
      order('C', [{ name: '保温杯 ', spec: '500ml 黑', count: 1 }]),
    ]);
    expect(list).toEqual({
      orderCount: 3,
      totalQuantity: 5,
      lines: [
        { name: '保温杯', spec: '500ml 白', quantity: 3, orderCount: 2 },
        { name: 'T恤', spec: 'XL', quantity: 1, orderCount: 1 },
        { name: '保温杯', spec: '500ml 黑', quantity: 1, orderCount: 1 },
      ],
    });
  });
  it('an empty selection is an empty list', () => {
    expect(buildPickList([])).toEqual({ lines: [], orderCount: 0, totalQuantity: 0 });
  });
  it('the print route path escapes order numbers', () => {
    expect(documentRoutePath('packing-slips', ['240611-1', 'a b'], 'en', true)).toBe(
      'print.html?doc=packing-slips&orders=240611-1,a%20b&lang=en&autoprint=1',
    );
  });
});

describe('order barcodes on the pick list and packing slips', () => {
  // The gateway's order numbers are 22 characters (YYMMDD-15 digits), the longest the desk prints here.
  const sn = '261126-123456789012345';

  it('each fits its box at 2 dots or more of a 203-dpi printer, at least 8 mm tall, starting on a whole dot', () => {
    for (const box of [pickOrderBarcodeBox(0), pickOrderBarcodeBox(1), SLIP_BARCODE_BOX]) {
      // What the barcode says: the shop's prefix and the number (a scan of it never asks which shop).
      const code = shopOrderCode('third-owner', sn);
      const fit = fitBarcode(code, box);
      if (!fit.ok) throw new Error(`${code}: ${fit.reason}`);
      expect(fit.geometry.moduleDots).toBeGreaterThanOrEqual(2);
      expect(fit.geometry.heightMm).toBeGreaterThanOrEqual(8);
      expect(fit.geometry.leftMm + fit.geometry.widthMm).toBeLessThanOrEqual(box.widthMm);
      const dots = fit.geometry.xMm / dotMm(203);
      expect(dots).toBeCloseTo(Math.round(dots), 9);
    }
  });

  it('counts the pick list’s pages with its order cells: 3 orders on one A4 page, 40 on more', () => {
    const orders = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        order(`261126-${String(i).padStart(15, '0')}`, [{ name: `商品${i}`, spec: '', count: 1 }]),
      );
    expect(pickListPages(orders(3))).toBe(1);
    expect(pickListPages(orders(40))).toBeGreaterThan(1);
  });
});
