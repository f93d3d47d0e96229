import { describe, expect, it } from 'vitest';
import { buildPickList, documentRoutePath, type OrderDoc } from './order-documents';

const order = (orderSn: string, goods: OrderDoc['goods']): OrderDoc => ({
  orderSn,
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
