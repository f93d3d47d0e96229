import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountState, issuedWaybills } from '../../../shared/testing/sandbox-harness';
import type { IpcError } from '../../../shared/ipc/errors';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../../testing/desk-test-harness';

/*
 * The ledger is the only guard against a second fetch: 50 fetches of overlapping orders, all at
 * once through the router, against the real sandbox. Exactly one intent per order may open, and the sandbox
 * must have issued exactly one waybill per order; every other call is refused with a typed error and sends
 * nothing.
 */

let desk: TestDesk;
let orders: string[];

beforeAll(async () => {
  desk = await startTestDesk({ orders: 40 });
  orders = await seeOrders(desk, 24);
});
afterAll(async () => {
  await desk.close();
});

describe('50 concurrent fetches of overlapping orders', () => {
  it('open exactly one intent per order and the gateway issues exactly one waybill per order', async () => {
    const before = await accountState(desk.sandbox.url, desk.token);
    // Call i asks for 1 to 4 orders from a sliding window over 24: every order is asked for several times.
    const asked = Array.from({ length: 50 }, (_, i) =>
      Array.from({ length: 1 + (i % 4) }, (_, k) => orders[(i * 5 + k * 7) % orders.length] as string),
    ).map((sns) => [...new Set(sns)]);
    const results = await Promise.all(asked.map((sns) => desk.raw('waybills.fetch', fetchInput(desk, sns))));

    const won = results.flatMap((r, i) => (r.ok ? [{ sns: asked[i] as string[], value: r.value }] : []));
    const refused: IpcError[] = results.flatMap((r) => (r.ok ? [] : [r.error]));
    expect(won.length + refused.length).toBe(50);
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) expect(['fetch-in-progress', 'duplicate-waybill']).toContain(error.kind);

    // One intent per order: the winners' orders never overlap, and only winners reached the gateway.
    const claimed = won.flatMap((w) => w.sns);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(new Set(won.map((w) => (w.value as { intentId: number }).intentId)).size).toBe(won.length);
    expect(desk.calls.filter((c) => c.path.endsWith('/gcswb'))).toHaveLength(won.length);

    // The gateway's own books: exactly one waybill for each claimed order, none for any other.
    const issued = await issuedWaybills(desk.sandbox.url, desk.token);
    const perOrder = new Map<string, number>();
    for (const w of issued) perOrder.set(w.order_sn, (perOrder.get(w.order_sn) ?? 0) + 1);
    expect([...perOrder.keys()].sort()).toEqual([...claimed].sort());
    expect([...perOrder.values()].every((n) => n === 1)).toBe(true);
    const after = await accountState(desk.sandbox.url, desk.token);
    expect(after.waybillsIssued - before.waybillsIssued).toBe(claimed.length);

    // And the ledger agrees: each claimed order holds one live waybill; every asked order is settled.
    const states = await desk.call('orders.get', { orderSns: [...new Set(asked.flat())] });
    for (const row of states.rows) {
      const expected = claimed.includes(row.order.order_sn) ? 1 : 0;
      expect(row.waybill.liveWaybillCodes).toHaveLength(expected);
      expect(row.waybill.state).toBe(expected === 1 ? 'live' : 'none');
    }
  }, 60_000);
});
