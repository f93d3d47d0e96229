// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import type { ShopList } from '../../../shared/ipc/channels/shops';
import type { Shop } from '../../../shared/shops/shop';
import { useOrderBookView } from '../../store/order-book-view';
import { fakeBookBridge, fakeOrder, resetBookScreen } from '../../testing/orders-test-kit';
import { renderWithQueries, screenSuite } from '../../testing/screen-test-kit';
import { OrdersScreen } from './index';

/*
 * The shop filter of the book: the shops this desk serves by their names (paused shops and shops outside the
 * desk's own limit left out), only when it serves more than one; a shop picked searches that shop's orders alone.
 */

const shop = (n: number, over: Partial<Shop> = {}): Shop => ({
  id: `shop-${n}`,
  name: `店铺${'ABCD'[n - 1]}`,
  colour: '#1677ff',
  ownerId: `owner-${n}`,
  shopId: `s-${n}`,
  mallUserId: '',
  merchantUserId: '',
  orderChannelsType: 'OTHERS',
  sender: null,
  carriers: [],
  paused: false,
  ...over,
});

let shops: Shop[] = [];
let deskLimit: string[] = [];
const book = fakeBookBridge([fakeOrder(0), fakeOrder(1)]);
const bridge: SellerToolsBridge = {
  call: (channel, input) => {
    if (channel === 'shops.list') {
      const value: ShopList = {
        shops: shops.map((s) => ({ shop: s, liveWaybills: 0, unsettledFetches: 0, unauthorized: null })),
      };
      return Promise.resolve({ ok: true, value });
    }
    if (channel === 'shops.deskLimit.get')
      return Promise.resolve({ ok: true, value: { shopIds: deskLimit } });
    return book.bridge.call(channel, input);
  },
  on: (event, listener) => book.bridge.on(event, listener),
};

describe('Orders screen, the shop filter', () => {
  screenSuite(bridge);
  beforeEach(() => {
    resetBookScreen();
    useOrderBookView.setState({ filtersOpen: true, shop: '' });
    book.searches.length = 0;
  });

  it('lists the shops the desk serves by name; a shop picked searches its orders alone, and clears', async () => {
    shops = [shop(1), shop(2), shop(3, { paused: true }), shop(4)];
    deskLimit = ['shop-1', 'shop-2', 'shop-3'];
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<OrdersScreen />, { retry: false });
    const select = await screen.findByTestId('shop-filter');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All shops',
      '店铺A',
      '店铺B',
    ]);
    expect(book.searches.every((s: OrdersSearchInput) => s.shops === undefined)).toBe(true);
    await user.selectOptions(select, '店铺B');
    await waitFor(() => expect(book.searches.at(-1)).toMatchObject({ shops: ['owner-2'] }));
    expect(screen.getByTestId('filters-toggle')).toHaveTextContent('1');
    // Every shop again: the first search's read (cached), every shop the desk serves.
    await user.selectOptions(select, 'All shops');
    expect(useOrderBookView.getState().shop).toBe('');
    expect(screen.getByTestId('filters-toggle')).not.toHaveTextContent('1');
  });

  it('shows no shop filter to a desk that serves one shop', async () => {
    shops = [shop(1), shop(2, { paused: true })];
    deskLimit = [];
    renderWithQueries(<OrdersScreen />, { retry: false });
    await screen.findByTestId('waybill-filter');
    await waitFor(() => expect(book.searches.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('shop-filter')).not.toBeInTheDocument();
  });
});
