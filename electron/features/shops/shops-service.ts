import { randomUUID } from 'node:crypto';
import type { DeskShopLimit, ShopDraft, ShopList } from '../../../shared/ipc/channels/shops';
import type { Shop } from '../../../shared/shops/shop';
import type { Change } from '../../../shared/ipc/events';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { DeskError } from '../../kernel/desk-error';
import type { DeskEvents, Emit } from '../../kernel/desk-events';
import type { KeyValueStore } from '../../storage/key-value-store';
import { ledgerShopDirectory } from './ledger-shop-directory';
import type { ShopDirectory } from './shop-directory';
import { OwnerTaken, type ShopStore } from './shop-store';
import { checkedShop } from './shop-validation';
import { idsOfShop, refusalOf, type ShopAuthorizations } from './shop-authorization';
import { shopFromSettings } from './shops-from-settings';
import {
  adoptSettingsDefault,
  checkedDefault,
  readChosenDefault,
  requireShop,
  writeChosenDefault,
} from './default-shop';

/*
 * The shops room's service: the seller's shops in the ledger (Settings › Shops), the directory every other room
 * reads them through, the one-shop upgrade, and which shops this desk packs: the desk's own setting (kept beside
 * its settings, so a restore of an older ledger keeps it), written into the ledger too at every change and start,
 * so every desk of a shared ledger knows which desks pack a shop.
 */

/** Where the desk keeps its own choice of shops (the desk's key-value store, beside its settings). */
const DESK_LIMIT_KEY = 'shopsDeskLimit';

export interface ShopsDeps {
  store: ShopStore;
  settings: { get(): Settings };
  emit: Emit;
  subscribe: DeskEvents['subscribe'];
  deskStore: KeyValueStore;
  /** The gateway's memory of the shops it refused (302). */
  authorizations: ShopAuthorizations;
}

export interface ShopsService {
  directory: ShopDirectory;
  /** The upgrade (today's one shop becomes the first, once), then the first read of the shops. */
  start(): Promise<void>;
  list(): Promise<ShopList>;
  save(draft: ShopDraft): Promise<Shop>;
  pause(id: string, paused: boolean): Promise<Shop>;
  /** Removes a shop the ledger holds nothing paid of; refused (saying how many) otherwise. */
  remove(id: string): Promise<{ removed: boolean }>;
  /** The seller authorized the shop at its link: its refusal is forgotten, the next call tries it again. */
  authorized(id: string): Promise<{ ok: boolean }>;
  deskLimit(): DeskShopLimit;
  /** Refused (naming `shopIds`) when an id is no shop of the seller. */
  setDeskLimit(limit: DeskShopLimit): Promise<DeskShopLimit>;
  /** This desk's default shop (the gateway calls that name no shop carry its ids); refused when there is none. */
  requireDefault(): Shop;
  /** Makes the shop (not paused) this desk's default shop; refused naming `defaultShop` otherwise. */
  setDefault(id: string): Promise<{ id: string }>;
}

const readLimit = (store: KeyValueStore): string[] => {
  const value = store.get(DESK_LIMIT_KEY);
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
};

/** Writes through the store, tells every screen and desk, and refreshes the directory. */
const writer =
  (deps: ShopsDeps, refresh: () => Promise<void>) =>
  async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } finally {
      await refresh();
      deps.emit('changed', { topic: 'shops' });
    }
  };

const shopById = async (store: ShopStore, id: string): Promise<Shop> => {
  const shop = (await store.list()).find((s) => s.id === id);
  if (!shop) throw new DeskError('not-found', `There is no shop ${id}.`);
  return shop;
};

const saveShop = async (store: ShopStore, draft: ShopDraft): Promise<Shop> => {
  const existing = draft.id ? await shopById(store, draft.id) : null;
  const shop = checkedShop(draft, existing?.id ?? `shop-${randomUUID()}`, existing?.paused ?? false);
  try {
    return await store.save(shop);
  } catch (e) {
    if (e instanceof OwnerTaken)
      throw new DeskError('invalid-request', `shop.ownerId: another shop already has this owner id`, {
        field: 'shop.ownerId',
      });
    throw e;
  }
};

/** The desk's choice of shops, every id a shop of the seller (not removed). */
const checkedLimit = async (store: ShopStore, { shopIds }: DeskShopLimit): Promise<string[]> => {
  const known = new Set((await store.list()).map((s) => s.id));
  if (shopIds.some((id) => !known.has(id)))
    throw new DeskError('invalid-request', 'shopIds: there is no such shop', { field: 'shopIds' });
  return [...new Set(shopIds)];
};

const removeShop = async (store: ShopStore, id: string): Promise<{ removed: boolean }> => {
  const shop = await shopById(store, id);
  const held = await store.holdingsOf(shop.ownerId);
  if (held.liveWaybills > 0 || held.unsettledFetches > 0)
    throw new DeskError(
      'invalid-request',
      `The shop still has ${held.liveWaybills} live waybills and ${held.unsettledFetches} fetches of unknown outcome: pause it instead.`,
      { field: 'shop.remove' },
    );
  return { removed: await store.remove(id) };
};

/** Every shop with what the ledger holds of it and its refusal, and this desk's default shop. */
const listShops = async (
  deps: ShopsDeps,
  directory: ShopDirectory,
  addedFromSettings: string | null,
): Promise<ShopList> => {
  const shops = await deps.store.list();
  const refused = deps.authorizations.refused();
  return {
    shops: await Promise.all(
      shops.map(async (shop) => ({
        shop,
        ...(await deps.store.holdingsOf(shop.ownerId)),
        unauthorized: refusalOf(shop, refused),
      })),
    ),
    defaultShop: {
      id: directory.defaultShop()?.id ?? null,
      chosenId: readChosenDefault(deps.deskStore),
      addedFromSettings,
    },
  };
};

export const createShopsService = (deps: ShopsDeps): ShopsService => {
  const { store, deskStore } = deps;
  const directory = ledgerShopDirectory(
    () => store.list(),
    () => readLimit(deskStore),
    (shopId) => store.desksPacking(shopId),
    () => readChosenDefault(deskStore),
  );
  /** The owner id of the older settings' shop when the upgrade added it beside the ledger's shops (said once). */
  let addedFromSettings: string | null = null;
  const write = writer(deps, () => directory.refresh());
  // Another desk's change reads the shops again, and so does the catch-up after missed notices (a `ledger` change
  // without keys: anything may have changed).
  deps.subscribe((event, payload) => {
    if (event !== 'changed') return;
    const change = payload as Change;
    if (change.topic === 'shops' || (change.topic === 'ledger' && !change.keys)) void directory.refresh();
  });
  return {
    directory,
    async start() {
      const settings = deps.settings.get();
      if (settings.ownerId && (await store.adoptFirst(shopFromSettings(settings))))
        deps.emit('changed', { topic: 'shops' });
      // The older settings' shop becomes this desk's default (added beside the ledger's shops where it is none).
      addedFromSettings = await adoptSettingsDefault(store, deskStore, settings);
      if (addedFromSettings !== null) deps.emit('changed', { topic: 'shops' });
      // The desk's own choice, told to the ledger (a desk upgraded from keeping it on the desk alone, too).
      await store.setDeskShops(readLimit(deskStore));
      await directory.refresh();
    },
    list: () => listShops(deps, directory, addedFromSettings),
    save: (draft) => write(() => saveShop(store, draft)),
    pause: (id, paused) => write(async () => store.save({ ...(await shopById(store, id)), paused })),
    remove: (id) => write(() => removeShop(store, id)),
    async authorized(id) {
      deps.authorizations.forget(idsOfShop(await shopById(store, id)));
      deps.emit('changed', { topic: 'shops' });
      return { ok: true };
    },
    deskLimit: () => ({ shopIds: readLimit(deskStore) }),
    setDeskLimit: (limit) =>
      write(async () => {
        const shopIds = await checkedLimit(store, limit);
        deskStore.set(DESK_LIMIT_KEY, shopIds);
        await store.setDeskShops(shopIds);
        return { shopIds };
      }),
    requireDefault: () => requireShop(directory.defaultShop()),
    setDefault: (id) =>
      write(async () => {
        writeChosenDefault(deskStore, checkedDefault(await store.list(), id).id);
        return { id };
      }),
  };
};
