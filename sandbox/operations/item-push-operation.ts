import { ItemPushRequestSchema } from '../../shared/api/schemas/item-push';
import type { Account } from '../state/accounts';
import type { SandboxDatabase } from '../state/database';
import { invalidRequest } from './gateway-refusal';
import { charge, requirePayable, validate, type GatewayContext } from './gateway-checks';

interface ItemPushContext extends GatewayContext {
  db: SandboxDatabase;
}

/** DECISIONS C2: the push deducts this many points per item from the account balance. */
const POINTS_PER_PUSHED_ITEM = 5;

/** A form carries `items` as JSON text of the array (spec 4); a JSON body carries the array itself. */
function itemsFromForm(fields: unknown): unknown {
  if (!fields || typeof fields !== 'object' || !('items' in fields)) return fields;
  const { items } = fields;
  if (typeof items !== 'string') return fields;
  try {
    const parsed: unknown = JSON.parse(items);
    return { ...fields, items: parsed };
  } catch {
    throw invalidRequest('items', 'must be JSON text of an array');
  }
}

/** In-mall push (spec 2.4, DECISIONS A3, C2, P3): no shop authorization; `data` is always `[]`. */
export function pushItems(ctx: ItemPushContext, account: Account, body: unknown, isForm: boolean): string {
  const req = validate(ItemPushRequestSchema, isForm ? itemsFromForm(body) : body);
  const points = req.items.length * POINTS_PER_PUSHED_ITEM;
  requirePayable(account, 'pushItems', points);
  charge(ctx, account, points);
  return '[]';
}
