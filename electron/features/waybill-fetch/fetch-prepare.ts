import { isUsableCarrier } from '../../../shared/api/carriers';
import { WaybillFetchRequestSchema } from '../../../shared/api/schemas/waybill-fetch';
import { describeIssue } from '../../../shared/api/validation';
import type { ParsedIn } from '../../../shared/ipc/contract';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { DeskError } from '../../kernel/desk-error';
import type { GatewayService } from '../gateway';
import type { Ledger } from '../ledger';
import { requireSetting, type SettingsService } from '../settings';
import { buildFetchRequest, inputFieldOf, newObjectIds, type FetchShopIds } from './fetch-request';
import { planParcels } from './parcels';

/* Everything is checked before the intent: a refused fetch costs nothing and leaves no trace. */

export type FetchInput = ParsedIn<'waybills.fetch'>;

export type PreparedFetch = Awaited<ReturnType<typeof prepareFetch>>;

/** The shop's ids from today's settings, each refused by name when missing. */
const idsFromSettings = (settings: Settings): FetchShopIds => ({
  shopId: requireSetting(settings, 'shopId'),
  ownerId: requireSetting(settings, 'ownerId'),
  merchantUserId: requireSetting(settings, 'merchantUserId'),
  orderChannelsType: requireSetting(settings, 'orderChannelsType'),
});

/**
 * The ids a fetch needs (the given shop's, or today's settings'); a carrier the desk does not know is refused too.
 */
function fetchSettings(settingsService: SettingsService, input: FetchInput, shop?: FetchShopIds) {
  const settings: Settings = settingsService.get();
  const ids = shop ?? idsFromSettings(settings);
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
  deps: { settings: SettingsService; ledger: Ledger; gateway: GatewayService },
  input: FetchInput,
  shop?: FetchShopIds,
) {
  // First: a fetch whose answer could not be recorded is refused while it still costs nothing.
  deps.gateway.ensureRoom();
  const ids = fetchSettings(deps.settings, input, shop);
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
