import { z } from 'zod';
import { Shop } from '../../shops/shop';

/*
 * Settings › Shops: the seller's shops (kept in the ledger, the same on every desk of a shared ledger) and the
 * shops this desk packs (a desk's own limit, kept on the desk).
 */

/**
 * A shop as the seller edits it (without an id it is a new shop). Only its shape is checked at the boundary: main
 * checks it against the shop model and names each bad field in the seller's words.
 */
export const ShopDraft = z.object({
  id: z.string().optional(),
  name: z.string().max(200),
  colour: z.string().max(20),
  ownerId: z.string().max(200),
  shopId: z.string().max(200),
  mallUserId: z.string().max(40),
  merchantUserId: z.string().max(40),
  orderChannelsType: z.string().max(40),
  sender: z.record(z.string(), z.unknown()).nullable(),
  carriers: z
    .array(z.object({ cpCode: z.string().max(40), templateUrl: z.string().max(500), isDefault: z.boolean() }))
    .max(20),
});
export type ShopDraft = z.infer<typeof ShopDraft>;

/** Every shop, and what the ledger still holds of each (a shop holding paid waybills cannot be removed). */
export const ShopList = z.object({
  shops: z.array(
    z.object({
      shop: Shop,
      liveWaybills: z.number().int(),
      unsettledFetches: z.number().int(),
      /** The gateway refused the shop (302): 未授权, with the link where the seller authorizes it. */
      unauthorized: z.object({ authUrl: z.string().optional() }).nullable(),
    }),
  ),
  /** This desk's default shop: the one the gateway calls that name no shop use (order pages, coupon lookup). */
  defaultShop: z
    .object({
      /** The shop in use: the chosen one, or the next active shop while the chosen one is paused or removed. */
      id: z.string().nullable(),
      /** The seller's choice (null: none yet); differs from `id` when the desk fell back. */
      chosenId: z.string().nullable(),
      /** The owner id of the older one-shop settings, added as a shop of its own beside the ledger's at upgrade. */
      addedFromSettings: z.string().nullable(),
    })
    .optional(),
});
export type ShopList = z.infer<typeof ShopList>;

export const ShopPauseInput = z.object({ id: z.string().min(1), paused: z.boolean() });
export const ShopRemoveInput = z.object({ id: z.string().min(1) });
/** The seller authorized the shop at its link: the desk tries it again. */
export const ShopAuthorizedInput = z.object({ id: z.string().min(1) });

/** The seller picks this desk's default shop (by its id). */
export const DefaultShopInput = z.object({ id: z.string().min(1) });

/** The shops (their ids) this desk packs; empty: every shop not paused. */
export const DeskShopLimit = z.object({ shopIds: z.array(z.string().min(1)).max(200) });
export type DeskShopLimit = z.infer<typeof DeskShopLimit>;
