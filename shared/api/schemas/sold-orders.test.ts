import { describe, expect, it } from 'vitest';
import { describeIssue } from '../validation';
import { SoldOrdersRequestSchema, SoldOrdersResultSchema } from './sold-orders';

const problem = (req: unknown): string | null => {
  const r = SoldOrdersRequestSchema.safeParse(req);
  return r.success ? null : describeIssue(r.error).path;
};
const base = { owner_id: 'demo-owner' };

describe('paged sold orders request', () => {
  it('takes page and pageSize as digits only, pageSize 1 to 100 (T5, O1)', () => {
    expect(problem({ ...base, page: '0', pageSize: '100' })).toBeNull();
    expect(problem({ ...base, pageSize: '1' })).toBeNull();
    for (const pageSize of ['0', '101', '1e2', ' 20', '-1', ''])
      expect(problem({ ...base, pageSize })).toBe('pageSize');
    for (const page of ['-1', '1.5', 'x', '']) expect(problem({ ...base, page })).toBe('page');
    expect(problem({ ...base, page: 1 })).toBe('page');
  });

  it('takes time bounds as YYYY-MM-DD HH:MM:SS or 13-digit milliseconds (O2)', () => {
    expect(problem({ ...base, start_time: '2025-03-01 00:00:00', end_time: '1740758400000' })).toBeNull();
    expect(problem({ ...base, start_time: '1740758400' })).toBe('start_time');
    expect(problem({ ...base, end_time: '2025-03-01T00:00:00' })).toBe('end_time');
  });

  it('takes remarkTag 1 to 5 and vvtype 1 or 2 (O3)', () => {
    expect(problem({ ...base, remarkTag: '5', vvtype: 2 })).toBeNull();
    expect(problem({ ...base, vvtype: '1' })).toBeNull();
    expect(problem({ ...base, remarkTag: '6' })).toBe('remarkTag');
    expect(problem({ ...base, vvtype: 3 })).toBe('vvtype');
  });

  it('needs owner_id and refuses unknown fields', () => {
    expect(problem({})).toBe('owner_id');
    expect(problem({ owner_id: '' })).toBe('owner_id');
    expect(problem({ ...base, page_size: '10' })).toBe('page_size');
  });
});

describe('paged sold orders result (tolerant)', () => {
  it('reads the sample types, numbers as text, null strings, and the address under either name', () => {
    const page = SoldOrdersResultSchema.parse({
      content: [
        {
          order_sn: 123,
          receiver_name: null,
          address: '世纪大道 100 号',
          is_pre_sale: 'true',
          confirm_time: '1740758400000',
          pay_amount: '12.50',
          remark_tag: null,
          withholding_money: 1,
          shop_note: 'kept',
        },
      ],
      page: '0',
      pageSize: 20,
      totalElements: '1',
    });
    const [order] = page.content;
    expect(order).toMatchObject({
      order_sn: '123',
      receiver_name: '',
      receiver_address: '世纪大道 100 号',
      is_pre_sale: true,
      confirm_time: 1740758400000,
      pay_amount: 12.5,
      remark_tag: null,
      shop_note: 'kept',
    });
    expect(page.totalElements).toBe(1);
  });

  it('treats a missing content as an empty page', () => {
    expect(SoldOrdersResultSchema.parse({ totalElements: 5 }).content).toEqual([]);
  });
});
