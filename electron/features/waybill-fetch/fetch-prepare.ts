import { isUsableCarrier } from '../../../shared/api/carriers';
import { WaybillFetchRequestSchema } from '../../../shared/api/schemas/waybill-fetch';
import { describeIssue } from '../../../shared/api/validation';
import type { ParsedIn } from '../../../shared/ipc/contract';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { DeskError } from '../../kernel/desk-error';
import type { GatewayService } from '../gateway';
import type { Ledger } from '../ledger';
import { requireSetting, type SettingsService } from '../settings';
import { buildFetchRequest, inputFieldOf, newObjectIds } from './fetch-request';
import { planParcels } from './parcels';

/* Everything is checked before the intent: a refused fetch costs nothing and leaves no trace. */

export type FetchInput = ParsedIn<'waybills.fetch'>;

export type PreparedFetch = Awaited<ReturnType<typeof prepareFetch>>;

/** The settings a fetch needs, each refused by name when missing; a carrier the desk does not know too. */
function fetchSettings(settingsService: SettingsService, input: FetchInput) {
  const settings: Settings = settingsService.get();
  const shopId = requireSetting(settings, 'shopId');
  const ownerId = requireSetting(settings, 'ownerId');
  requireSetting(settings, 'merchantUserId');
  requireSetting(settings, 'orderChannelsType');
  // W10: a carrier the gateway does not know is refused there only after the intent; refuse it here, by name.
  if (!isUsableCarrier(input.cpCode, settings.extraCarriers)) {
    throw new DeskError(
      'invalid-request',
      `cpCode: ${input.cpCode} is not a carrier this desk knows; add it in Settings if your gateway does`,
      { field: 'cpCode' },
    );
  }
  return { settings, shopId, ownerId };
}

export async function prepareFetch(
  deps: { settings: SettingsService; ledger: Ledger; gateway: GatewayService },
  input: FetchInput,
) {
  // First: a fetch whose answer could not be recorded is refused while it still costs nothing.
  deps.gateway.ensureRoom();
  const { settings, shopId, ownerId } = fetchSettings(deps.settings, input);
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
  const request = buildFetchRequest(parcels, objectIds, input, settings);
  const checked = WaybillFetchRequestSchema.safeParse(request);
  if (!checked.success) {
    const { path, message } = describeIssue(checked.error);
    const field = inputFieldOf(path, parcels);
    throw new DeskError('invalid-request', `${field}: ${message} (${path})`, { field });
  }
  return { shopId, ownerId, parcels, objectIds, request };
}
