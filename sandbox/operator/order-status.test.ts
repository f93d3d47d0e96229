import { describe, expect, it } from 'vitest';
import { call, newToken, operator } from '../testing/test-support';
import { startSuiteSandbox } from '../testing/suite-sandbox';

/* POST /sandbox/orders/status: an order shipped or closed elsewhere, as the desk's re-check must see it. */

const gateway = startSuiteSandbox({ rateLimit: false });

interface Order {
  order_sn: string;
  order_status: number;
}

describe('POST /sandbox/orders/status', () => {
  it('changes the status served by listSoldOrders, keeping the order in its place', async () => {
    await operator(gateway.url, 'POST', '/sandbox/orders', {
      owner_id: 'status-owner',
      orders: [
        { order_sn: 'ST-1', order_status: 1 },
        { order_sn: 'ST-2', order_status: 1 },
      ],
    });
    const changed = await operator<{ order: Order }>(gateway.url, 'POST', '/sandbox/orders/status', {
      owner_id: 'status-owner',
      order_sn: 'ST-2',
      order_status: 4,
    });
    expect(changed.code).toBe(0);
    expect(changed.data.order).toMatchObject({ order_sn: 'ST-2', order_status: 4 });
    const token = await newToken(gateway.url, { owners: ['status-owner'] });
    const page = await call<{ content: Order[] }>(
      gateway.url,
      'listSoldOrders',
      { owner_id: 'status-owner', pageSize: '10' },
      { token },
    );
    expect(page.envelope.data.content.map((o) => [o.order_sn, o.order_status])).toEqual([
      ['ST-1', 1],
      ['ST-2', 4],
    ]);
  });

  it('refuses an unknown order or status, naming the field', async () => {
    const unknown = await operator(gateway.url, 'POST', '/sandbox/orders/status', {
      owner_id: 'status-owner',
      order_sn: 'NOPE',
      order_status: 2,
    });
    expect(unknown.code).toBe(100);
    expect(unknown.msg).toMatch(/^order_sn: /);
    const bad = await operator(gateway.url, 'POST', '/sandbox/orders/status', {
      owner_id: 'status-owner',
      order_sn: 'ST-1',
      order_status: 9,
    });
    expect(bad.msg).toMatch(/^order_status: /);
  });
});
