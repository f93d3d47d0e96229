import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { createDeskEvents } from '../../kernel/desk-events';
import { DeskError } from '../../kernel/desk-error';
import { createMemoryStore, type KeyValueStore } from '../../storage/key-value-store';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { openShopStore } from './open-shop-store';
import { createShopsService } from './shops-service';
import { FIRST_SHOP_ID } from './shops-from-settings';
import { oneShopSettings, sampleShop } from './testing/sample-shop';

/*
 * The desk's default shop over a real ledger of each backend: the older settings' shop becomes it at the upgrade
 * (added beside the ledger's shops where they differ), the seller picks another, and a paused or removed default
 * falls back to the next active shop.
 */

const refusedField = async (work: Promise<unknown>): Promise<string | undefined> => {
  const error: unknown = await work.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  if (!(error instanceof DeskError)) throw error;
  return error.field;
};

describe.each(ledgerBackends())('the default shop ($name)', (backend) => {
  const subject = ledgerForEachTest(backend, () => 1_000);
  const service = (
    settings: Settings = oneShopSettings(),
    deskStore: KeyValueStore = createMemoryStore(),
  ) => {
    const events = createDeskEvents();
    return createShopsService({
      store: openShopStore(subject.ledger.connection),
      settings: { get: () => settings },
      emit: events.emit,
      subscribe: (listener) => events.subscribe(listener),
      deskStore,
      authorizations: { refused: () => [], forget: () => undefined },
    });
  };

  it("makes the upgraded one-shop desk's shop its default, saying nothing was added", async () => {
    const shops = service();
    await shops.start();
    expect(shops.requireDefault()).toMatchObject({
      id: FIRST_SHOP_ID,
      ownerId: 'demo-owner',
      mallUserId: '10001',
    });
    expect((await shops.list()).defaultShop).toEqual({
      id: FIRST_SHOP_ID,
      chosenId: FIRST_SHOP_ID,
      addedFromSettings: null,
    });
  });

  it('keeps both where the ledger holds other shops than the settings name, and says so', async () => {
    const first = service(oneShopSettings());
    await first.start();
    // Another desk of the ledger (or fields edited since) names a shop the ledger does not hold.
    const other = { ...oneShopSettings(), ownerId: 'tea-owner', shopId: 'tea-shop', mallUserId: '20002' };
    const second = service(other);
    await second.start();
    const all = second.directory.all();
    expect(all.map((s) => s.ownerId)).toEqual(['demo-owner', 'tea-owner']);
    expect(second.requireDefault()).toMatchObject({
      ownerId: 'tea-owner',
      shopId: 'tea-shop',
      mallUserId: '20002',
    });
    expect((await second.list()).defaultShop).toMatchObject({ addedFromSettings: 'tea-owner' });
    // The first desk keeps its own default.
    expect(first.requireDefault().ownerId).toBe('demo-owner');
  });

  it("does not carry a new desk's untouched demo shop into a ledger that holds the seller's shops", async () => {
    await service({ ...oneShopSettings(), ownerId: 'tea-owner', shopId: 'tea-shop' }).start();
    // A desk of default settings (the embedded demo shop) joins: the seller's shop stays the only one.
    const fresh = service({ ...oneShopSettings(), ownerId: 'demo-owner', shopId: 'demo-shop' });
    await fresh.start();
    expect(fresh.directory.all().map((s) => s.ownerId)).toEqual(['tea-owner']);
    expect(fresh.requireDefault().ownerId).toBe('tea-owner');
    expect((await fresh.list()).defaultShop).toEqual({
      id: FIRST_SHOP_ID,
      chosenId: null,
      addedFromSettings: null,
    });
  });

  it('fills the ids the shop lacks from the settings, keeping the ids it has', async () => {
    await service({ ...oneShopSettings(), mallUserId: '' }).start();
    const later = service({ ...oneShopSettings(), mallUserId: '30003', shopId: 'edited-shop' });
    await later.start();
    expect(later.requireDefault()).toMatchObject({
      id: FIRST_SHOP_ID,
      mallUserId: '30003',
      shopId: 'demo-shop',
    });
    expect(later.directory.all()).toHaveLength(1);
  });

  it('takes the seller’s pick; a paused default falls back to the next active shop, a removed one to the first', async () => {
    const deskStore = createMemoryStore();
    const shops = service(oneShopSettings(), deskStore);
    await shops.start();
    const { id: _b, paused: _pb, ...b } = sampleShop('b', 'b-owner');
    const { id: _c, paused: _pc, ...c } = sampleShop('c', 'c-owner');
    const shopB = await shops.save(b);
    const shopC = await shops.save(c);
    await shops.setDefault(shopB.id);
    expect(shops.requireDefault().id).toBe(shopB.id);
    await shops.pause(shopB.id, true);
    expect(shops.requireDefault().id).toBe(shopC.id);
    expect((await shops.list()).defaultShop).toMatchObject({ id: shopC.id, chosenId: shopB.id });
    expect(await refusedField(shops.setDefault(shopB.id))).toBe('defaultShop');
    expect(await refusedField(shops.setDefault('no-such-shop'))).toBe('defaultShop');
    await shops.pause(shopB.id, false);
    await shops.remove(shopB.id);
    expect(shops.requireDefault().id).toBe(FIRST_SHOP_ID);
    // The choice is the desk's own: a restart keeps it, and keeps the settings' shop from coming back as default.
    await shops.setDefault(shopC.id);
    const again = service(oneShopSettings(), deskStore);
    await again.start();
    expect(again.requireDefault().id).toBe(shopC.id);
  });

  it('refuses a call that needs the default shop when no shop is active, naming where to set one', async () => {
    const shops = service({ ...oneShopSettings(), ownerId: '' });
    await shops.start();
    expect(() => shops.requireDefault()).toThrow(DeskError);
    expect(await refusedField(Promise.resolve().then(() => shops.requireDefault()))).toBe('defaultShop');
  });
});
