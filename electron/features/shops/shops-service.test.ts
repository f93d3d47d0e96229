import { describe, expect, it } from 'vitest';
import type { ShopDraft } from '../../../shared/ipc/channels/shops';
import { createDeskEvents } from '../../kernel/desk-events';
import { DeskError } from '../../kernel/desk-error';
import { createMemoryStore } from '../../storage/key-value-store';
import { ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { recordFetch } from '../../testing/ledger-test-kit';
import { openShopStore } from './open-shop-store';
import { createShopsService } from './shops-service';
import type { RefusedShop } from './shop-authorization';
import { FIRST_SHOP_ID } from './shops-from-settings';
import { oneShopSettings, sampleShop } from './testing/sample-shop';

/* The shops room over a real ledger of each backend: the one-shop upgrade, the seller's edits and their refusals. */

const draftOf = (ownerId: string, extra: Partial<ShopDraft> = {}): ShopDraft => {
  const { id: _id, paused: _paused, ...draft } = sampleShop('x', ownerId);
  return { ...draft, ...extra };
};

/** The DeskError a refused call ends in (anything else fails the test). */
const refusal = async (work: Promise<unknown>): Promise<DeskError> => {
  const error: unknown = await work.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  if (!(error instanceof DeskError)) throw error;
  return error;
};

describe.each(ledgerBackends())('shops room ($name)', (backend) => {
  const subject = ledgerForEachTest(backend, () => 1_000);
  const service = (settings = oneShopSettings(), deskStore = createMemoryStore()) => {
    const events = createDeskEvents();
    const told: string[] = [];
    events.subscribe((event, payload) => {
      if (event === 'changed') told.push((payload as { topic: string }).topic);
    });
    const refused: RefusedShop[] = [];
    const shops = createShopsService({
      store: openShopStore(subject.ledger.connection),
      settings: { get: () => settings },
      emit: events.emit,
      subscribe: (listener) => events.subscribe(listener),
      deskStore,
      authorizations: {
        refused: () => refused,
        forget: (ids) => refused.splice(0, refused.length, ...refused.filter((r) => !ids.includes(r.shop))),
      },
    });
    return { shops, told, refused };
  };

  it("upgrades a one-shop desk: today's shop becomes the first shop, once, and its waybills stay with it", async () => {
    const [waybill] = await recordFetch(subject.ledger, [{ orderSn: 'A1', waybillCode: 'YT0000000000001' }]);
    const { shops, told } = service();
    await shops.start();
    expect(shops.directory.all().map((s) => s.id)).toEqual([FIRST_SHOP_ID]);
    expect(shops.directory.all()[0]).toMatchObject({
      ownerId: 'demo-owner',
      shopId: 'demo-shop',
      merchantUserId: '10001',
      carriers: [{ cpCode: 'YTO', isDefault: true }],
      sender: { name: oneShopSettings().senders[0]?.name },
    });
    expect(told).toEqual(['shops']);
    const [kept] = await subject.ledger.getWaybills([waybill!.id]);
    expect(kept?.waybillCode).toBe('YT0000000000001');
    expect(shops.directory.byOwner(kept!.ownerId)?.id).toBe(FIRST_SHOP_ID);
    // Its order number still finds it: the order holds a live waybill, and a search by the number lists it.
    expect((await subject.ledger.orderWaybillStates('demo-owner', ['A1'])).get('A1')).toMatchObject({
      state: 'live',
      liveWaybillIds: [waybill!.id],
    });
    expect((await subject.ledger.listWaybills({ text: 'A1' }, 0, 10)).rows.map((r) => r.id)).toEqual([
      waybill!.id,
    ]);
    // A restart (another start over the same ledger) adds nothing.
    await subject.reopen();
    const again = service();
    await again.shops.start();
    expect(again.shops.directory.all().map((s) => s.id)).toEqual([FIRST_SHOP_ID]);
    expect(again.told).toEqual([]);
  });

  it('names the field of each bad input in the shop, and writes nothing', async () => {
    const { shops } = service();
    await shops.start();
    const bad: Array<[Partial<ShopDraft>, string]> = [
      [{ ownerId: ' ' }, 'shop.ownerId'],
      [{ shopId: '' }, 'shop.shopId'],
      [{ merchantUserId: '12a' }, 'shop.merchantUserId'],
      [{ name: '' }, 'shop.shopName'],
      [{ colour: 'red' }, 'shop.colour'],
      [
        { sender: { name: '张三', address: { province: '浙江省', detail: '文一西路 1 号' } } },
        'shop.sender.mobile',
      ],
      [
        { carriers: [{ cpCode: 'YTO', templateUrl: 'ftp://x', isDefault: true }] },
        'shop.carriers[0].templateUrl',
      ],
      [{ ownerId: 'demo-owner' }, 'shop.ownerId'], // the first shop's owner id already
    ];
    for (const [change, field] of bad) {
      const error = await refusal(shops.save(draftOf('tea-owner', change)));
      expect([error.kind, error.field]).toEqual(['invalid-request', field]);
    }
    expect((await shops.list()).shops.map((s) => s.shop.id)).toEqual([FIRST_SHOP_ID]);
  });

  it('adds, renames and pauses a shop; the desk packs the shops not paused, or its own choice', async () => {
    const { shops } = service();
    await shops.start();
    const tea = await shops.save(draftOf('tea-owner', { name: '茶叶小铺' }));
    await shops.save({ ...draftOf('tea-owner', { name: '茶叶旗舰店' }), id: tea.id });
    expect(shops.directory.byOwner('tea-owner')?.name).toBe('茶叶旗舰店');
    await shops.pause(tea.id, true);
    expect(shops.directory.mine().map((s) => s.id)).toEqual([FIRST_SHOP_ID]);
    await shops.pause(tea.id, false);
    await shops.setDeskLimit({ shopIds: [tea.id] });
    expect(shops.directory.mine().map((s) => s.id)).toEqual([tea.id]);
  });

  it('tells the ledger which shops this desk packs, a limit kept on the desk before too; refuses a shop it lacks', async () => {
    const first = service();
    await first.shops.start();
    const tea = await first.shops.save(draftOf('tea-owner'));
    // A desk that kept its limit on the desk alone (before the ledger held it), opened as another desk's name.
    const deskStore = createMemoryStore();
    deskStore.set('shopsDeskLimit', [tea.id]);
    await subject.reopen({ desk: 'desk 2' });
    const upgraded = service(oneShopSettings(), deskStore);
    await upgraded.shops.start();
    await subject.reopen({ desk: 'desk 3' });
    const other = service();
    await other.shops.start();
    const teaShop = other.shops.directory.byOwner('tea-owner');
    expect(teaShop && (await other.shops.directory.desksPacking(teaShop))).toContain('desk 2');
    const error = await refusal(other.shops.setDeskLimit({ shopIds: ['no-such-shop'] }));
    expect([error.kind, error.field]).toEqual(['invalid-request', 'shopIds']);
    expect(other.shops.deskLimit()).toEqual({ shopIds: [] });
  });

  it('refuses to remove a shop that still has live waybills, saying how many; removes one that has none', async () => {
    await recordFetch(subject.ledger, [
      { orderSn: 'A1', waybillCode: 'YT0000000000001' },
      { orderSn: 'A2', waybillCode: 'YT0000000000002' },
    ]);
    const { shops } = service();
    await shops.start();
    const error = await refusal(shops.remove(FIRST_SHOP_ID));
    expect(error.message).toContain('2 live waybills');
    const tea = await shops.save(draftOf('tea-owner'));
    expect(await shops.remove(tea.id)).toEqual({ removed: true });
    expect(shops.directory.all().map((s) => s.id)).toEqual([FIRST_SHOP_ID]);
  });

  it('shows a shop the gateway refused as unauthorized with its link; the others stay authorized; a retry forgets it', async () => {
    const { shops, refused, told } = service();
    await shops.start();
    const tea = await shops.save(draftOf('tea-owner'));
    // A fetch for the tea shop answered 302 (it names the shop id).
    refused.push({ shop: 'tea-owner-shop', authUrl: 'http://gw/sandbox/authorize?shop=tea-owner-shop' });
    const states = async () =>
      Object.fromEntries((await shops.list()).shops.map((s) => [s.shop.id, s.unauthorized]));
    expect(await states()).toEqual({
      [FIRST_SHOP_ID]: null,
      [tea.id]: { authUrl: 'http://gw/sandbox/authorize?shop=tea-owner-shop' },
    });
    await shops.authorized(tea.id);
    expect(await states()).toEqual({ [FIRST_SHOP_ID]: null, [tea.id]: null });
    expect(told.at(-1)).toBe('shops');
  });
});
