import { formatIssue } from '../../../shared/api/validation';
import { Shop } from '../../../shared/shops/shop';
import type { ShopDraft } from '../../../shared/ipc/channels/shops';
import { DeskError } from '../../kernel/desk-error';

/*
 * A shop the seller saves is checked whole before anything is written or sent: each refusal names its field under
 * `shop.` (the renderer says "店铺 › 店主 ID …"). The gateway refuses a fetch without shop_id, a sold-orders page
 * without owner_id and a user_id that is not a number, so those are required here too.
 */

/**
 * The field path the renderer names: `shop.carriers[0].templateUrl` (an index in brackets, as the other channels
 * write it); the shop's own `name` is `shopName` (alone it would read as a person's name).
 */
const fieldOf = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (out, p) =>
      typeof p === 'number'
        ? `${out}[${p}]`
        : `${out}.${p === 'name' && path.length === 1 ? 'shopName' : String(p)}`,
    'shop',
  );

const refuse = (msg: string, path: readonly PropertyKey[]): never => {
  throw new DeskError('invalid-request', `${fieldOf(path)}: ${msg}`, { field: fieldOf(path) });
};

/** What the gateway needs of every shop beyond the model's own rules. */
const gatewayNeeds = (shop: Shop): void => {
  if (!shop.shopId.trim()) refuse('is required', ['shopId']);
  if (!shop.merchantUserId) refuse('is required', ['merchantUserId']);
  if (!shop.mallUserId) refuse('is required', ['mallUserId']);
  if (!shop.sender) refuse('is required', ['sender']);
  if (shop.carriers.filter((c) => c.isDefault).length > 1)
    refuse('only one carrier can be the default', ['carriers']);
  const codes = shop.carriers.map((c) => c.cpCode);
  if (new Set(codes).size !== codes.length) refuse('a carrier is listed twice', ['carriers']);
};

/** The draft as a shop (its id given), or a DeskError naming the first bad field. */
export const checkedShop = (draft: ShopDraft, id: string, paused: boolean): Shop => {
  const parsed = Shop.safeParse({ ...draft, id, paused });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    refuse(issue ? issue.message : formatIssue(parsed.error), issue?.path ?? []);
  }
  const shop = parsed.data as Shop;
  gatewayNeeds(shop);
  return shop;
};
