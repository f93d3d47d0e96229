import { isUsableCarrier } from '../../../shared/api/carriers';
import { WaybillFetchRequestSchema } from '../../../shared/api/schemas/waybill-fetch';
import { describeIssue } from '../../../shared/api/validation';
import type { ParsedIn } from '../../../shared/ipc/contract';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { DeskError } from '../../kernel/desk-error';
import type { GatewayService } from '../gateway';
import type { Ledger } from '../ledger';
import type { SettingsService } from '../settings';
import type { ShopDirectory } from '../shops';
import { buildFetchRequest, inputFieldOf, newObjectIds, type FetchShopIds } from './fetch-request';
import { planParcels } from './parcels';

/* Everything is checked before the intent: a refused fetch costs nothing and leaves no trace. */

export type FetchInput = ParsedIn<'waybills.fetch'>;

export type PreparedFetch = Awaited<ReturnType<typeof prepareFetch>>;

/** The default shop's ids (a fetch that names no shop), each refused by the shop's field when missing. */
const idsOfDefaultShop = (shops: ShopDirectory): FetchShopIds => {
  const shop = shops.defaultShop();
  if (!shop)
    throw new DeskError('invalid-request', 'defaultShop: add a shop in Settings › Shops first', {
      field: 'defaultShop',
    });
  const ids = {
    shopId: shop.shopId.trim(),
    ownerId: shop.ownerId.trim(),
    merchantUserId: shop.merchantUserId.trim(),
    orderChannelsType: shop.orderChannelsType.trim(),
  };
  const missing = (Object.keys(ids) as Array<keyof FetchShopIds>).find((k) => ids[k] === '');
  if (missing)
    throw new DeskError(
      'invalid-request',
      `shop.${missing}: set it for the shop ${shop.name} in Settings › Shops`,
      {
        field: `shop.${missing}`,
      },
    );
  return ids;
};

/**
 * The ids a fetch needs (the given shop's, or the default shop's); a carrier the desk does not know is refused too.
 */
function fetchSettings(
  deps: { settings: SettingsService; shops: ShopDirectory },
  input: FetchInput,
  shop?: FetchShopIds,
) {
  const settings: Settings = deps.settings.get();
  const ids = shop ?? idsOfDefaultShop(deps.shops);
  // W10: a carrier the gateway does not know is refused there only after the intent; refuse it here, by name.
  if (!isUsableCarrier(input.cpCode, settings.extraCarriers)) {
    throw new DeskError(
      'invalid-request',
      `cpCode: ${input.cpCode} is not a carrier this desk knows; add it in Settings if your gateway does`,
      { field: 'cpCode' },
    );
  }
  return ids;
}

export async function prepareFetch(
  deps: { settings: SettingsService; ledger: Ledger; gateway: GatewayService; shops: ShopDirectory },
  input: FetchInput,
  shop?: FetchShopIds,
) {
  // First: a fetch whose answer could not be recorded is refused while it still costs nothing.
  deps.gateway.ensureRoom();
  const ids = fetchSettings(deps, input, shop);
  const { shopId, ownerId } = ids;
  const snapshots = await deps.ledger.getOrderSnapshots(ownerId, input.orderSns);
  const missing = input.orderSns.filter((sn) => !snapshots.has(sn));
  if (missing.length > 0) {
    throw new DeskError('not-found', `Not on the Orders screen yet (reload it): ${missing.join(', ')}.`, {
      field: 'orderSns',
    });
  }
  // Merge groups of one receiver, awaiting shipment; other orders not awaiting only when confirmed.
  const parcels = planParcels(input, snapshots, ownerId);
  const objectIds = newObjectIds(parcels.length);
  const request = buildFetchRequest(parcels, objectIds, input, ids);
  const checked = WaybillFetchRequestSchema.safeParse(request);
  if (!checked.success) {
    const { path, message } = describeIssue(checked.error);
    const field = inputFieldOf(path, parcels);
    throw new DeskError('invalid-request', `${field}: ${message} (${path})`, { field });
  }
  return { shopId, ownerId, parcels, objectIds, request };
}
