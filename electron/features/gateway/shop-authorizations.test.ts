import { describe, expect, it } from 'vitest';
import { startSuiteDesk } from '../../testing/suite-desk';
import { firstShopOwner } from '../shops/testing/first-shop-owner';

/* A shop that answered 302 leaves auth.status's list once a call about it answers, and the screens are told. */

const desk = startSuiteDesk({ orders: 5 });

describe('shop authorizations', () => {
  it('tells `auth` when an unauthorized shop answers again, so auth.status is read again by topic', async () => {
    await firstShopOwner(desk.core.services, 'other-owner');
    try {
      const refused = await desk.raw('orders.page', { page: 0, pageSize: 20 });
      if (refused.ok) throw new Error('other-owner answered before it was authorized');
      await fetch(refused.error.authUrl as string);
      const before = desk.events.length;
      await desk.call('orders.page', { page: 0, pageSize: 20 });
      expect((await desk.call('auth.status', {})).unauthorizedShops).toEqual([]);
      expect(desk.events.slice(before)).toContainEqual({ event: 'changed', payload: { topic: 'auth' } });
    } finally {
      await firstShopOwner(desk.core.services, 'demo-owner');
    }
  });
});
