import { describe, expect, it } from 'vitest';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { intentFor, recordFetch } from '../../testing/ledger-test-kit';
import { openShopStore } from './open-shop-store';
import { OwnerTaken } from './shop-store';
import { sampleShop } from './testing/sample-shop';

/* The shops' store contract, the same on every ledger backend. */

describe.each(ledgerBackends())('shop store ($name)', (backend) => {
  const subject = ledgerForEachTest(backend, () => 1_000);
  const store = () => openShopStore(subject.ledger.connection);

  it('keeps shops in the order they were added, rewrites one in its place, and reads them after a restart', async () => {
    const s = store();
    await s.save(sampleShop('a', 'owner-a'));
    await s.save(sampleShop('b', 'owner-b'));
    await s.save(sampleShop('a', 'owner-a2', { name: '改名的店', paused: true }));
    await subject.reopen();
    const shops = await store().list();
    expect(shops.map((x) => [x.id, x.ownerId, x.name, x.paused])).toEqual([
      ['a', 'owner-a2', '改名的店', true],
      ['b', 'owner-b', '店铺 b', false],
    ]);
    expect(shops[0]).toEqual(sampleShop('a', 'owner-a2', { name: '改名的店', paused: true }));
  });

  it('refuses a second shop with an owner id another shop has, and frees it once that shop is removed', async () => {
    const s = store();
    await s.save(sampleShop('a', 'owner-a'));
    await expect(s.save(sampleShop('b', 'owner-a'))).rejects.toBeInstanceOf(OwnerTaken);
    expect(await s.remove('a')).toBe(true);
    expect(await s.remove('a')).toBe(false);
    await s.save(sampleShop('b', 'owner-a'));
    expect((await s.list()).map((x) => x.id)).toEqual(['b']);
  });

  it('adopts the first shop only into a ledger that never held one', async () => {
    const s = store();
    expect(await s.adoptFirst(sampleShop('shop-1', 'demo-owner'))).toBe(true);
    expect(await s.adoptFirst(sampleShop('shop-1', 'demo-owner', { name: 'again' }))).toBe(false);
    await s.remove('shop-1');
    // Removed by the seller: a restart does not bring it back.
    expect(await s.adoptFirst(sampleShop('shop-1', 'demo-owner'))).toBe(false);
    expect(await s.list()).toEqual([]);
  });

  it('counts the live waybills and unsettled fetches of an owner', async () => {
    const { ledger } = subject;
    await recordFetch(ledger, [{ orderSn: 'A1', waybillCode: 'YT0000000000001' }]);
    await recordFetch(ledger, [{ orderSn: 'A2', waybillCode: 'YT0000000000002' }]);
    const open = await ledger.openFetchIntent(intentFor(['B1'], 'YTO', 'other-owner'), {
      confirmDuplicate: false,
    });
    await ledger.markFetchIntentUnknown(open, 'socket hang up');
    const s = store();
    expect(await s.holdingsOf('demo-owner')).toEqual({ liveWaybills: 2, unsettledFetches: 0 });
    expect(await s.holdingsOf('other-owner')).toEqual({ liveWaybills: 0, unsettledFetches: 1 });
    expect(await s.holdingsOf('nobody')).toEqual({ liveWaybills: 0, unsettledFetches: 0 });
  });

  it('keeps which shops each desk packs, for every desk of the ledger, and names the desks that pack a shop', async () => {
    await store().setDeskShops(['a']);
    await subject.reopen({ desk: 'desk 2' });
    await store().setDeskShops(['b', 'b']);
    await subject.reopen({ desk: 'desk 3' });
    await store().setDeskShops(['b']);
    expect(await store().desksPacking('a')).toEqual(['desk 1']);
    // Never this desk itself: the question is where else the parcel goes.
    expect(await store().desksPacking('b')).toEqual(['desk 2']);
    expect(await store().desksPacking('c')).toEqual([]);
    // A desk's new choice replaces its old one.
    await subject.reopen({ desk: 'desk 2' });
    await store().setDeskShops(['a', 'c']);
    expect(await store().desksPacking('a')).toEqual(['desk 1']);
    await subject.reopen({ desk: 'desk 3' });
    expect(await store().desksPacking('a')).toEqual(['desk 1', 'desk 2']);
    expect(await store().desksPacking('b')).toEqual([]);
  });
});
