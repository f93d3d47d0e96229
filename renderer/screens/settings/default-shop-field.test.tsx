// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ShopList } from '../../../shared/ipc/channels/shops';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import type { Shop } from '../../../shared/shops/shop';
import { i18next } from '../../i18n';
import { renderWithQueries } from '../../testing/screen-test-kit';
import { ShopsSection } from './shops-section';

/*
 * Settings › Shops › Default shop: one place for a shop's ids. The select picks the shop the gateway calls that name
 * no shop carry; a paused or removed choice is said, with the shop used instead; the upgrade's added shop is said.
 */

const shop = (id: string, name: string, ownerId: string, paused = false): Shop => ({
  id,
  name,
  colour: '#1677ff',
  ownerId,
  shopId: `${ownerId}-shop`,
  mallUserId: '10001',
  merchantUserId: '10001',
  orderChannelsType: 'PDD',
  sender: null,
  carriers: [],
  paused,
});

let list: ShopList;
const calls: Array<[string, unknown]> = [];
const bridge: SellerToolsBridge = {
  call: (channel, input) => {
    calls.push([channel, input]);
    if (channel === 'shops.list') return Promise.resolve({ ok: true, value: list });
    if (channel === 'shops.deskLimit.get') return Promise.resolve({ ok: true, value: { shopIds: [] } });
    if (channel === 'shops.default.set') return Promise.resolve({ ok: true, value: input });
    return Promise.resolve({ ok: false, error: { kind: 'not-found', msg: `no ${channel} here` } });
  },
  on: () => () => undefined,
};
const entry = (s: Shop) => ({ shop: s, liveWaybills: 0, unsettledFetches: 0, unauthorized: null });

beforeAll(() => {
  window.sellerTools = bridge;
});
beforeEach(() => {
  calls.length = 0;
});
afterEach(cleanup);

it('picks another default shop among the active ones and shows the ids the calls will carry', async () => {
  await i18next.changeLanguage('zh-CN');
  list = {
    shops: [
      entry(shop('shop-1', '茶叶店', 'tea-owner')),
      entry(shop('shop-2', '水果店', 'fruit-owner')),
      entry(shop('shop-3', '花店', 'flower-owner', true)),
    ],
    defaultShop: { id: 'shop-1', chosenId: 'shop-1', addedFromSettings: null },
  };
  renderWithQueries(<ShopsSection />, { retry: false });
  const select = await screen.findByLabelText('默认店铺');
  expect(select).toHaveValue('shop-1');
  // A paused shop is no choice.
  expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual(['茶叶店', '水果店']);
  expect(screen.getByTestId('default-shop-ids')).toHaveTextContent('店主 ID tea-owner');
  expect(screen.getByTestId('shop-default-badge').closest('tr')).toHaveAttribute('data-shop', 'shop-1');
  await userEvent.selectOptions(select, 'shop-2');
  await waitFor(() => expect(calls).toContainEqual(['shops.default.set', { id: 'shop-2' }]));
});

it('says in the seller’s language which shop stands in for a paused or removed default', async () => {
  await i18next.changeLanguage('zh-CN');
  list = {
    shops: [
      entry(shop('shop-1', '茶叶店', 'tea-owner', true)),
      entry(shop('shop-2', '水果店', 'fruit-owner')),
    ],
    defaultShop: { id: 'shop-2', chosenId: 'shop-1', addedFromSettings: null },
  };
  renderWithQueries(<ShopsSection />, { retry: false });
  expect(await screen.findByTestId('default-shop-fallback')).toHaveTextContent(
    '默认店铺「茶叶店」已暂停：现在改用「水果店」',
  );
  cleanup();
  await i18next.changeLanguage('en');
  list = { ...list, defaultShop: { id: 'shop-2', chosenId: 'shop-gone', addedFromSettings: 'old-owner' } };
  renderWithQueries(<ShopsSection />, { retry: false });
  expect(await screen.findByTestId('default-shop-fallback')).toHaveTextContent(
    'The default shop was removed: “水果店” is used instead.',
  );
  expect(screen.getByTestId('default-shop-added')).toHaveTextContent('owner id old-owner');
  expect(screen.getByTestId('default-shop-added')).toHaveTextContent('nothing is lost');
});
