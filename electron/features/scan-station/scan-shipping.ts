import type { Sender } from '../../../shared/api/schemas/waybill-fetch';
import type { Settings } from '../../../shared/ipc/channels/settings';
import type { ScanProfile } from '../../../shared/scan/scan-profile';
import { defaultCarrierOf, type Shop } from '../../../shared/shops/shop';

/*
 * What a scan's fetch is sent with. A label names the sender of its own shop: the scan profile (its sender,
 * carrier and template) is the profile of today's settings' shop; an order of another shop goes with that shop's
 * ids, its sender and its carrier's template (the profile's carrier where the shop ships with it, else its default).
 */

export type ScanShipping =
  | { cpCode: string; templateUrl: string; sender: Sender; shop: Shop | null }
  /** What the shop lacks, in the desk's words (the card folds it under technical details). */
  | { gap: string };

const profileSender = (settings: Settings, profile: ScanProfile): Sender | null => {
  const found = settings.senders.find((x) => x.id === profile.senderId);
  if (!found) return null;
  const { id: _id, label: _label, ...sender } = found;
  return sender;
};

const ownShipping = (shop: Shop, profile: ScanProfile): ScanShipping => {
  const carrier =
    shop.carriers.find((c) => c.cpCode === profile.cpCode && c.templateUrl !== '') ?? defaultCarrierOf(shop);
  if (!carrier || carrier.templateUrl === '')
    return { gap: `shops.${shop.name}.templateUrl: the shop ${shop.name} has no carrier template` };
  if (!shop.sender) return { gap: `shops.${shop.name}.sender: the shop ${shop.name} has no sender` };
  return { cpCode: carrier.cpCode, templateUrl: carrier.templateUrl, sender: shop.sender, shop };
};

export const scanShipping = (
  settings: Settings,
  shop: Shop | null,
  profile: ScanProfile,
  defaultShop: Shop | null,
): ScanShipping => {
  if (shop && shop.ownerId !== defaultShop?.ownerId) return ownShipping(shop, profile);
  const sender = profileSender(settings, profile);
  if (!sender) return { gap: 'scanProfile.senderId: the scan profile has no sender' };
  // The default shop fetches with the scan profile's sender and template, as the one-shop desk always has.
  return { cpCode: profile.cpCode, templateUrl: profile.templateUrl, sender, shop: null };
};
