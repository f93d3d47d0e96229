import { describe, expect, it } from 'vitest';
import { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import { createMemoryStore } from '../../storage/key-value-store';
import { SHOP_A, SHOP_B, SHOP_C, threeShopDirectory } from '../../testing/three-shops';
import type { GatewayService } from '../gateway';
import type { OrderBookStore } from '../order-book';
import { createSettingsService } from '../settings';
import { createOrderSync } from './order-sync';

/*
 * orders.search reads one book across shops: every shop this desk serves when no shop is asked for (a paused shop
 * is not served), only the asked shops among them otherwise, and never a shop the desk does not serve.
 */

const searchedOwners = async (input: OrdersSearchInput, paused = SHOP_C) => {
  const asked: (readonly string[])[] = [];
  const store = {
    search: (owners: readonly string[]) => {
      asked.push(owners);
      return Promise.resolve({ rows: [], total: 0 });
    },
  } as unknown as OrderBookStore;
  const settings = createSettingsService(createMemoryStore());
  settings.update({ ownerId: SHOP_A.ownerId });
  const orderSync = createOrderSync({
    settings,
    store,
    gateway: {} as GatewayService,
    emit: () => undefined,
    shops: threeShopDirectory([SHOP_A, SHOP_B, { ...paused, paused: true }]),
  });
  await orderSync.search(OrdersSearchInput.parse(input));
  return asked.map((owners) => [...owners].sort());
};

describe('orders.search across shops', () => {
  it('reads every shop the desk serves when no shop is asked for', async () => {
    expect(await searchedOwners({ text: '保温杯' })).toEqual([[SHOP_A.ownerId, SHOP_B.ownerId].sort()]);
  });

  it('reads the asked shop alone, and nothing of a shop the desk does not serve', async () => {
    expect(await searchedOwners({ shops: [SHOP_B.ownerId] })).toEqual([[SHOP_B.ownerId]]);
    expect(await searchedOwners({ shops: [SHOP_C.ownerId] })).toEqual([]);
  });
});
