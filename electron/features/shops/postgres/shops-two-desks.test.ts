import { describe, expect, inject, it } from 'vitest';
import type { Change } from '../../../../shared/ipc/events';
import { deskPairForSuite } from '../../ledger/postgres/testing/desk-pair';
import { seeOrders } from '../../../testing/desk-test-harness';
import { scanAt } from '../../../testing/scan-station-kit';
import { sampleShop } from '../testing/sample-shop';

/*
 * Two desks on one shared ledger: a shop desk A adds reaches desk B as its own `shops` change (its screens read
 * the list again) and desk B's directory, which the other rooms read, holds it; desk B's own choice of shops stays
 * desk B's.
 */

const clusterUrl = inject('pgUrl');

describe.skipIf(!clusterUrl)('shops on two desks of one shared ledger', () => {
  const desks = deskPairForSuite(clusterUrl, { name: 'shops_two_desks' });

  it("desk B hears of desk A's new shop and its directory holds it; each desk keeps its own choice", async () => {
    const { a, b } = desks();
    const heard = new Promise<void>((resolve) => {
      const stop = b.core.events.subscribe((event, payload) => {
        if (event === 'changed' && (payload as Change).topic === 'shops') {
          stop();
          resolve();
        }
      });
    });
    const { id: _id, paused: _paused, ...draft } = sampleShop('x', 'tea-owner');
    const tea = await a.call('shops.save', draft);
    await heard;
    expect((await b.call('shops.list', {})).shops.map((s) => s.shop.id)).toContain(tea.id);
    await expect.poll(() => b.core.services.shops.directory.byOwner('tea-owner')?.id).toBe(tea.id);

    await b.call('shops.deskLimit.set', { shopIds: [tea.id] });
    expect(b.core.services.shops.directory.mine().map((s) => s.id)).toEqual([tea.id]);
    expect(await a.call('shops.deskLimit.get', {})).toEqual({ shopIds: [] });
  });

  it("desk B, limited to another shop, refuses the first shop's order naming desk A, at no cost; then no desk", async () => {
    const { a, b } = desks();
    const tea = b.core.services.shops.directory.byOwner('tea-owner');
    if (!tea) throw new Error('the tea shop of the test before is missing');
    await b.call('shops.deskLimit.set', { shopIds: [tea.id] });
    const [sn] = await seeOrders(b, 1);
    const fetches = () => [a, b].flatMap((d) => d.calls).filter((c) => c.path.endsWith('/gcswb')).length;
    const before = fetches();
    const refused = await scanAt(b)(sn as string);
    expect(refused).toMatchObject({
      state: 'refused',
      reason: 'other-shop',
      charged: 0,
      packedBy: ['desk A'],
    });
    // Desk A limits itself to the tea shop too: no desk packs the first shop any more.
    await a.call('shops.deskLimit.set', { shopIds: [tea.id] });
    expect(await scanAt(b)(sn as string)).toMatchObject({ reason: 'other-shop', packedBy: [] });
    expect(fetches()).toBe(before);
    await a.call('shops.deskLimit.set', { shopIds: [] });
    await b.call('shops.deskLimit.set', { shopIds: [] });
  });
});
