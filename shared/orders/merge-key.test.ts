import { describe, expect, it } from 'vitest';
import type { SoldOrder } from '../api/schemas/sold-orders';
import { mayMerge, mergeKeyOf } from './merge-key';

const order = (over: Partial<SoldOrder>): SoldOrder =>
  ({
    order_sn: '1',
    receiver_name: '张三',
    receiver_phone: '138****0000',
    province: '浙江省',
    city: '杭州市',
    town: '西湖区',
    receiver_address: '文一西路 1 号',
    order_status: 1,
    ...over,
  }) as SoldOrder;

describe('merge key', () => {
  it('is the same for one receiver of one owner, whatever the order', () => {
    expect(mergeKeyOf('o', order({ order_sn: '1' }))).toBe(mergeKeyOf('o', order({ order_sn: '2' })));
    expect(mergeKeyOf('o', order({ receiver_address: ' 文一西路  1 号 ' }))).toBe(mergeKeyOf('o', order({})));
  });
  it('differs by owner, name, phone or any part of the address', () => {
    const base = mergeKeyOf('o', order({}));
    expect(mergeKeyOf('p', order({}))).not.toBe(base);
    expect(mergeKeyOf('o', order({ receiver_name: '李四' }))).not.toBe(base);
    expect(mergeKeyOf('o', order({ receiver_phone: '139****0000' }))).not.toBe(base);
    expect(mergeKeyOf('o', order({ town: '余杭区' }))).not.toBe(base);
  });
  it('only orders awaiting shipment merge', () => {
    expect(mayMerge(order({ order_status: 1 }))).toBe(true);
    expect(mayMerge(order({ order_status: 4 }))).toBe(false);
  });
});
