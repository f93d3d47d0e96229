import { beforeAll, describe, expect, it } from 'vitest';
import type { OperationName } from '../../shared/api/endpoints';
import { call, newToken, recycleOf, stateOf, waybillRequest, type FetchData } from '../testing/test-support';
import { startSuiteSandbox } from '../testing/suite-sandbox';

const gateway = startSuiteSandbox();

/** A valid, chargeable call of each operation for a token authorized like the demo one. */
const validCalls: Record<OperationName, unknown> = {
  fetchWaybills: waybillRequest(2),
  pushItems: { items: [{ url: '42', account: 'a' }], type: '1' },
  lookupCoupon: { me: '', mall_user_id: 10001 },
  recycleWaybills: recycleOf([{ code: 'YT0000000000001', cp: 'YTO' }]),
  listSoldOrders: { owner_id: 'demo-owner' },
};
const everyOperation = Object.keys(validCalls) as OperationName[];

beforeAll(() => {
  (validCalls.lookupCoupon as { me: string }).me = gateway.running.demoCouponMe;
});

const allSubjects = { shops: ['demo-shop'] };

describe('C3 the two 204s', () => {
  it('answers "No permission for the interface" for an endpoint the token may not call', async () => {
    for (const op of everyOperation) {
      const others = everyOperation.filter((o) => o !== op);
      const token = await newToken(gateway.url, { ...allSubjects, endpoints: others });
      const { envelope } = await call(gateway.url, op, validCalls[op], { token });
      expect(envelope.code).toBe(204);
      expect(envelope.msg).toBe('No permission for the interface');
      expect((await stateOf(gateway.url, token)).points).toBe(100_000);
    }
  });

  it('answers "Number of API calls insufficient" when the account cannot pay', async () => {
    for (const op of ['fetchWaybills', 'pushItems', 'lookupCoupon', 'listSoldOrders'] as const) {
      const token = await newToken(gateway.url, { ...allSubjects, points: 0 });
      const { envelope } = await call(gateway.url, op, validCalls[op], { token });
      expect(envelope).toMatchObject({ code: 204, msg: 'Number of API calls insufficient' });
    }
  });

  it('refuses a fetch the balance covers only in part, issuing nothing; exactly enough is fine', async () => {
    const token = await newToken(gateway.url, { ...allSubjects, points: 4 });
    expect((await call(gateway.url, 'fetchWaybills', waybillRequest(5), { token })).envelope.code).toBe(204);
    expect(await stateOf(gateway.url, token)).toMatchObject({ points: 4, waybillsIssued: 0 });
    const { envelope } = await call<FetchData>(gateway.url, 'fetchWaybills', waybillRequest(4), { token });
    expect(envelope.data.withholding_money).toBe(4);
    expect(await stateOf(gateway.url, token)).toMatchObject({ points: 0, waybillsIssued: 4 });
  });
});

describe('C1 amounts', () => {
  it('charges fetch 1 per waybill, coupon and orders 1 per call, push 5 per item', async () => {
    const token = await newToken(gateway.url, allSubjects);
    const charges: Record<string, number> = {};
    for (const op of ['fetchWaybills', 'pushItems', 'lookupCoupon', 'listSoldOrders'] as const) {
      const before = (await stateOf(gateway.url, token)).points;
      expect((await call(gateway.url, op, validCalls[op], { token })).envelope.code).toBe(0);
      charges[op] = before - (await stateOf(gateway.url, token)).points;
    }
    expect(charges).toEqual({ fetchWaybills: 2, pushItems: 5, lookupCoupon: 1, listSoldOrders: 1 });
  });

  it('charges nothing for failed calls of any code', async () => {
    const token = await newToken(gateway.url, { ...allSubjects, endpoints: ['listSoldOrders'] });
    await call(gateway.url, 'fetchWaybills', waybillRequest(2), { token }); // 204 no permission
    await call(gateway.url, 'listSoldOrders', { owner_id: 'other-owner' }, { token }); // 302
    await call(gateway.url, 'listSoldOrders', { owner_id: 'demo-owner', page: 'x' }, { token }); // 100
    await call(gateway.url, 'listSoldOrders', { owner_id: 'demo-owner' }, { token: `${token}x` }); // 401
    expect((await stateOf(gateway.url, token)).points).toBe(100_000);
  });
});
