import { describe, expect, it } from 'vitest';
import { call, tradeOrder, waybillRequest } from '../testing/test-support';
import { startSuiteSandbox } from '../testing/suite-sandbox';

/** Spec section 8, row by row: the value at the limit passes, one past it is refused with its path. */

// T4 has its own tests; here one token sends many calls in a row.
const gateway = startSuiteSandbox({ rateLimit: false });

const REQ = 'param_waybill_cloud_print_apply_new_request';
const han = (n: number) => '浙'.repeat(n);
// Astral characters take two UTF-16 units but count as one (W2).
const astral = (n: number) => '𠀀'.repeat(n);

const fetchCode = async (body: unknown) => (await call(gateway.url, 'fetchWaybills', body)).envelope;

function withSender(field: string, value: string) {
  const sender = {
    address: {
      province: '浙江省',
      city: '杭州市',
      district: '余杭区',
      town: '五常街道',
      detail: '文一西路 969 号',
    },
    mobile: '13800000000',
    phone: '0571-88888888',
    name: '张三',
  };
  if (field in sender) Object.assign(sender, { [field]: value });
  else Object.assign(sender.address, { [field]: value });
  return waybillRequest(1, { sender });
}

describe('spec 8 limits of the waybill fetch', () => {
  it.each([
    ['province', 20],
    ['city', 20],
    ['district', 20],
    ['mobile', 20],
    ['phone', 20],
    ['town', 30],
    ['name', 40],
    ['detail', 256],
  ])('sender %s is shorter than %i characters, counted in code points', async (field, limit) => {
    const path = ['mobile', 'phone', 'name'].includes(field)
      ? `${REQ}.sender.${field}`
      : `${REQ}.sender.address.${field}`;
    expect((await fetchCode(withSender(field, han(limit - 1)))).code).toBe(0);
    expect((await fetchCode(withSender(field, astral(limit - 1)))).code).toBe(0);
    const refused = await fetchCode(withSender(field, han(limit)));
    expect(refused.code).toBe(100);
    expect(refused.msg).toBe(`${path}: must be shorter than ${limit} characters`);
  });

  it('cp_code is shorter than 20 characters', async () => {
    const refused = await fetchCode(waybillRequest(1, { cp_code: 'Y'.repeat(20) }));
    expect(refused.msg).toBe(`${REQ}.cp_code: must be shorter than 20 characters`);
  });

  it('trade_order_info_dtos holds at most 10 entries', async () => {
    expect((await fetchCode(waybillRequest(10))).code).toBe(0);
    const refused = await fetchCode(waybillRequest(11));
    expect(refused.msg).toMatch(new RegExp(`^${REQ}\\.trade_order_info_dtos: `));
  });

  it('package_info.items holds at most 100 entries', async () => {
    const body = (n: number) =>
      waybillRequest(1, {
        trade_order_info_dtos: [
          tradeOrder(0, {
            package_info: { items: Array.from({ length: n }, () => ({ count: 1, name: 'x' })) },
          }),
        ],
      });
    expect((await fetchCode(body(100))).code).toBe(0);
    expect((await fetchCode(body(101))).msg).toMatch(/trade_order_info_dtos\[0\]\.package_info\.items: /);
  });

  it.each(['trade_order_list', 'out_trade_order_list', 'out_trade_sub_order_list'])(
    '%s holds at most 100 entries',
    async (list) => {
      const body = (n: number) =>
        waybillRequest(1, {
          trade_order_info_dtos: [
            tradeOrder(0, {
              order_info: {
                order_channels_type: 'PDD',
                trade_order_list: ['A-1'],
                [list]: Array.from({ length: n }, (_, i) => `ORDER_${i}`),
              },
            }),
          ],
        });
      expect((await fetchCode(body(100))).code).toBe(0);
      expect((await fetchCode(body(101))).msg).toMatch(new RegExp(`order_info\\.${list}: `));
    },
  );

  it('trade_order_list takes digits, letters, underscore and hyphen only', async () => {
    const body = waybillRequest(1, {
      trade_order_info_dtos: [
        tradeOrder(0, { order_info: { order_channels_type: 'PDD', trade_order_list: ['A 1'] } }),
      ],
    });
    expect((await fetchCode(body)).msg).toMatch(/trade_order_list\[0\]: /);
  });

  it('oaid holds at most 128 characters', async () => {
    const body = (n: number) =>
      waybillRequest(1, {
        trade_order_info_dtos: [
          tradeOrder(0, {
            recipient: {
              address: { province: '广东省', detail: '科技园' },
              name: '李**',
              oaid: 'o'.repeat(n),
            },
          }),
        ],
      });
    expect((await fetchCode(body(128))).code).toBe(0);
    expect((await fetchCode(body(129))).msg).toMatch(/recipient\.oaid: /);
  });
});

describe('spec 8 limits of the other operations', () => {
  it('pageSize is at most 100', async () => {
    expect(
      (await call(gateway.url, 'listSoldOrders', { owner_id: 'demo-owner', pageSize: '100' })).envelope.code,
    ).toBe(0);
    expect(
      (await call(gateway.url, 'listSoldOrders', { owner_id: 'demo-owner', pageSize: '101' })).envelope.msg,
    ).toMatch(/^pageSize: /);
  });

  it('push items: 2 is advice, so 3 are accepted', async () => {
    const items = [
      { url: '1', account: 'a' },
      { url: '2', account: 'b' },
      { url: '3', account: 'c' },
    ];
    expect(
      (await call(gateway.url, 'pushItems', { items, type: '1' }, { encoding: 'multipart' })).envelope.code,
    ).toBe(0);
  });
});
