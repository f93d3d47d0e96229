import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import type { ScanProfile } from '../../../shared/scan/scan-profile';
import { scanFetchFailure } from './fetch-failure';
import { update, type StationState } from './station-state';
import { scanShipping } from './scan-shipping';

/**
 * The orders one fetch is for: the scanned order alone, or its merge group (the book's, or the one a pack check
 * checked together; the scanned order among them), sent as the desk's fetch sends merged orders: one parcel, one
 * waybill.
 */
export const parcelOf = (orderSn: string, group: string[] | undefined): string[] =>
  group && group.length > 1 && group.includes(orderSn) ? [...new Set(group)] : [orderSn];

/**
 * Fetches the scan's one waybill through the desk's fetch (its intent journal: never sent twice by itself);
 * answers its ledger id, or undefined when the entry says it failed.
 */
export const fetchForScan = async (
  st: StationState,
  entry: ScanEntry,
  orderSns: string[],
  profile: ScanProfile,
  itemGrams?: Record<string, number>,
): Promise<number | undefined> => {
  const shipping = scanShipping(
    st.deps.settings.get(),
    st.shops.get(entry) ?? null,
    profile,
    st.deps.shopDirectory.defaultShop(),
  );
  if ('gap' in shipping) {
    update(st, entry, { state: 'refused', reason: 'not-ready', detail: shipping.gap });
    return undefined;
  }
  // The card says "fetching" with the scanned number while the gateway works.
  update(st, entry, { action: 'fetch' });
  try {
    const out = await st.deps.waybillFetch.fetch(
      {
        orderSns,
        merges: orderSns.length > 1 ? [orderSns] : [],
        cpCode: shipping.cpCode,
        sender: shipping.sender,
        templateUrl: shipping.templateUrl,
        options: {
          needEncrypt: profile.needEncrypt,
          edition: 1,
          callDoorPickUp: false,
          ...(itemGrams && Object.keys(itemGrams).length > 0 ? { itemGrams } : {}),
        },
        confirmDuplicate: false,
        confirmNotAwaiting: false,
      },
      shipping.shop ?? undefined,
    );
    st.pointsSpent += out.charged;
    entry.charged = out.charged;
    const result = out.results[0];
    if (!result?.ok || result.waybillId === undefined) {
      // The gateway answered and refused this entry: nothing issued for it, nothing charged.
      update(st, entry, { state: 'failed', reason: 'fetch-failed', detail: result?.error ?? null });
      return undefined;
    }
    entry.waybillCodes = result.waybillCode ? [result.waybillCode] : [];
    return result.waybillId;
  } catch (e) {
    update(st, entry, scanFetchFailure(e));
    return undefined;
  }
};
