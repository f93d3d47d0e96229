import { randomUUID } from 'node:crypto';
import type { Settings } from '../../../shared/ipc/channels/settings';
import type { Shop } from '../../../shared/shops/shop';
import { DeskError } from '../../kernel/desk-error';
import type { KeyValueStore } from '../../storage/key-value-store';
import { namesDemoShop } from '../settings';
import { OwnerTaken, type ShopStore } from './shop-store';
import { shopFromSettings } from './shops-from-settings';

/*
 * The desk's default shop: the one shop whose ids the gateway calls that name no shop carry (the gateway's order
 * pages, the coupon lookup). It replaces the older one-shop settings fields, so a seller's shop ids live in one
 * place (Settings › Shops). It is this desk's own choice, kept beside its settings as those fields were.
 */

/** Where the desk keeps the id of its default shop. */
const DEFAULT_KEY = 'shopsDefault';

export const readChosenDefault = (store: KeyValueStore): string | null => {
  const value = store.get(DEFAULT_KEY);
  return typeof value === 'string' && value !== '' ? value : null;
};

export const writeChosenDefault = (store: KeyValueStore, id: string): void => store.set(DEFAULT_KEY, id);

/**
 * The shop in use as the default: the chosen one while it is active; when it is paused, the next active shop after
 * it in the seller's order; when it is removed (or none was chosen), the first active shop.
 */
export const defaultAmong = (shops: readonly Shop[], chosenId: string | null): Shop | null => {
  const at = shops.findIndex((s) => s.id === chosenId);
  const order = at < 0 ? shops : [...shops.slice(at), ...shops.slice(0, at)];
  return order.find((s) => !s.paused) ?? null;
};

/** The default shop, or a refusal naming the field where the seller sets it (nothing is sent). */
export const requireShop = (shop: Shop | null): Shop => {
  if (shop) return shop;
  throw new DeskError('invalid-request', 'defaultShop: add a shop in Settings › Shops first', {
    field: 'defaultShop',
  });
};

/** A shop of the settings' ids, beside the ledger's shops (a shop's own id, named by its owner id). */
const addSettingsShop = async (store: ShopStore, settings: Settings): Promise<Shop | null> => {
  const shop = {
    ...shopFromSettings(settings),
    id: `shop-${randomUUID()}`,
    name: settings.ownerId.slice(0, 40),
  };
  try {
    return await store.save(shop);
  } catch (e) {
    if (e instanceof OwnerTaken) return null;
    throw e;
  }
};

const ID_FIELDS = ['shopId', 'mallUserId', 'merchantUserId', 'orderChannelsType'] as const;

/** The shop with the ids it lacks taken from the settings (an id it has stays): null when it lacks none of them. */
const filledFromSettings = (shop: Shop, settings: Settings): Shop | null => {
  const missing = ID_FIELDS.filter((k) => shop[k].trim() === '' && settings[k].trim() !== '');
  if (missing.length === 0) return null;
  return { ...shop, ...Object.fromEntries(missing.map((k) => [k, settings[k].trim()])) };
};

/**
 * The upgrade, once per desk (while it has no default chosen): the shop of the older settings fields becomes the
 * default. It is already a shop when its owner id is one; where the ledger's shops hold other owners only (a shared
 * ledger, or fields edited after the first upgrade), it is added as a shop of its own: both are kept (not the
 * demo shop a new desk's settings name). Returns the owner id of an added shop (the desk says so), or null.
 */
export const adoptSettingsDefault = async (
  store: ShopStore,
  deskStore: KeyValueStore,
  settings: Settings,
): Promise<string | null> => {
  const ownerId = settings.ownerId.trim();
  if (readChosenDefault(deskStore) !== null || ownerId === '') return null;
  const found = (await store.list()).find((s) => s.ownerId === ownerId);
  const filled = found ? filledFromSettings(found, settings) : null;
  const same = filled ? await store.save(filled) : found;
  // A new desk's untouched demo shop is no shop of the seller's: it joins only a ledger that holds none.
  const added =
    same || namesDemoShop(settings) ? null : await addSettingsShop(store, { ...settings, ownerId });
  const shop = same ?? added ?? (await store.list()).find((s) => s.ownerId === ownerId);
  if (shop) writeChosenDefault(deskStore, shop.id);
  return added ? ownerId : null;
};

/** The seller's choice of default: a shop of the seller, not paused. */
export const checkedDefault = (shops: readonly Shop[], id: string): Shop => {
  const shop = shops.find((s) => s.id === id);
  if (!shop)
    throw new DeskError('invalid-request', 'defaultShop: there is no such shop', { field: 'defaultShop' });
  if (shop.paused)
    throw new DeskError('invalid-request', 'defaultShop: a paused shop cannot be the default', {
      field: 'defaultShop',
    });
  return shop;
};
