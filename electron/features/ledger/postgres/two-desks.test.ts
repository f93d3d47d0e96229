import { describe, expect, inject, it } from 'vitest';
import type { Change } from '../../../../shared/ipc/events';
import { fetchInput, seeOrders } from '../../../testing/desk-test-harness';
import { deskPairForSuite } from './testing/desk-pair';

/*
 * Two desks (two desk cores, one PostgreSQL ledger, one sandbox): desk A fetches an order; desk B hears of it
 * within a second as its own `changed` event, shows the waybill with the desk that fetched it, and refuses
 * to fetch the same order again, naming desk A — without any charged call.
 */

const clusterUrl = inject('pgUrl');

describe.skipIf(!clusterUrl)('two desks on one shared ledger', () => {
  const desks = deskPairForSuite(clusterUrl, { name: 'two_desks', sandbox: { orders: 30, rateLimit: true } });

  it("desk B sees desk A's waybill within a second and refuses to fetch the order again, naming desk A", async () => {
    const { a, b } = desks();
    const [sn] = await seeOrders(a, 1);
    await seeOrders(b, 1);
    const heard = new Promise<number>((resolve) => {
      const stop = b.core.events.subscribe((event, payload) => {
        if (event === 'changed' && (payload as Change).keys?.orderSns?.includes(sn!)) {
          const at = performance.now();
          // The fetch's last change (its waybill) is the one that counts.
          void b.call('orders.get', { orderSns: [sn!] }).then(({ rows }) => {
            if (rows[0]?.waybill.state === 'live') {
              stop();
              resolve(at);
            }
          });
        }
      });
    });
    const fetched = await a.call('waybills.fetch', fetchInput(a, [sn!]));
    const answeredAt = performance.now();
    expect(fetched.results[0]?.ok).toBe(true);
    expect((await heard) - answeredAt).toBeLessThan(1000);

    const { rows } = await b.call('orders.get', { orderSns: [sn!] });
    expect(rows[0]?.waybill).toMatchObject({
      state: 'live',
      desk: 'desk A',
      liveWaybillCodes: [fetched.results[0]?.waybillCode],
    });

    const calls = b.calls.length;
    const refused = await b.raw('waybills.fetch', fetchInput(b, [sn!]));
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'duplicate-waybill', duplicates: [{ orderSn: sn, desk: 'desk A' }] },
    });
    expect(b.calls.length).toBe(calls); // refused before any gateway call: nothing charged
  });

  it("the day's points: the whole shop's, and this desk's share", async () => {
    const summary = await desks().b.call('account.charges', {});
    expect(summary.deskToday).toBeLessThan(summary.today);
    expect(summary.today).toBeGreaterThan(0);
  });
});
