// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookOrder } from '../../../shared/ipc/channels/order-book';
import { BOOK_FIRST_CHUNK } from '../../hooks/order-book';
import { useOrderBookView } from '../../store/order-book-view';
import { selectedWaybillCount, useOrderSelection } from '../../store/order-selection';
import { fakeBookBridge, fakeOrder } from '../../testing/orders-test-kit';
import { resetBookScreen } from '../../testing/orders-test-kit';
import { OrdersScreen } from './index';
import { renderWithQueries, screenSuite } from '../../testing/screen-test-kit';

/* The Orders screen on the order book: default tab, counts, search as you type, merge groups as one waybill. */

const group = { key: 'k', orderSns: [fakeOrder(1).order.order_sn, fakeOrder(2).order.order_sn] };
const ORDERS: BookOrder[] = [
  fakeOrder(0),
  { ...fakeOrder(1), merge: group },
  { ...fakeOrder(2), merge: group },
  fakeOrder(3, { order_status: 4, goods_name: '关闭的商品' }),
  fakeOrder(4, { order_status: 2 }),
];
const fake = fakeBookBridge(ORDERS);

const renderScreen = () => renderWithQueries(<OrdersScreen />, { retry: false });

describe('Orders screen on the order book', () => {
  screenSuite(fake.bridge);
  beforeEach(() => {
    resetBookScreen();
    fake.searches.length = 0;
  });

  it('opens on awaiting shipment, newest first, with tab counts, and buys nothing', async () => {
    renderScreen();
    expect(await screen.findByLabelText(`Select order ${ORDERS[0]!.order.order_sn}`)).toBeInTheDocument();
    // The first read is one screen's worth, not a chunk of 200: the screen paints before more are read.
    expect(fake.searches[0]).toMatchObject({
      status: 1,
      sort: 'newest',
      page: 0,
      pageSize: BOOK_FIRST_CHUNK,
    });
    expect(screen.getByTestId('status-tab-1')).toHaveTextContent('To ship 3');
    expect(screen.getByTestId('status-tab-4')).toHaveTextContent('Closed 1');
    expect(screen.getByTestId('status-tab-all')).toHaveTextContent('All 5');
    expect(screen.queryByLabelText(`Select order ${ORDERS[3]!.order.order_sn}`)).not.toBeInTheDocument();
    expect(screen.getByTestId('last-synced')).toHaveTextContent('Last synced 3 minutes ago');
    expect(fake.syncs).toHaveLength(0);
  });

  it('filters as you type; / focuses the search box', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByLabelText(`Select order ${ORDERS[0]!.order.order_sn}`);
    await user.click(screen.getByTestId('status-tab-all'));
    await user.keyboard('/');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.keyboard('关闭');
    await waitFor(() => expect(fake.searches.at(-1)).toMatchObject({ text: '关闭' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(1));
  });

  it('the search box follows a reset made elsewhere: Clear filters, or the view store reset', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByLabelText(`Select order ${ORDERS[0]!.order.order_sn}`);
    const box = screen.getByRole('searchbox');
    await user.type(box, '没有这件商品');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(box).toHaveValue('');
    // The list is the unfiltered tab again, and the box says so.
    expect(useOrderBookView.getState().text).toBe('');
    await waitFor(() => expect(screen.getAllByTestId('merge-badge')).toHaveLength(2));

    await user.type(box, '关闭');
    await waitFor(() => expect(useOrderBookView.getState().text).toBe('关闭'));
    act(() => useOrderBookView.getState().clearFilters());
    expect(box).toHaveValue('');
    // The box's pause after typing does not put the old text back.
    await new Promise((r) => setTimeout(r, 300));
    expect(useOrderBookView.getState().text).toBe('');
    expect(box).toHaveValue('');
  });

  it('a row of a merge group selects the group as one waybill, with its badge', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const box = await screen.findByLabelText(`Select order ${ORDERS[1]!.order.order_sn}`);
    expect(screen.getAllByTestId('merge-badge')).toHaveLength(2);
    expect(screen.getAllByTestId('merge-badge')[0]).toHaveTextContent('Merged: 2 orders');
    await user.click(box);
    const s = useOrderSelection.getState();
    expect(s.selectedSns).toEqual(group.orderSns);
    expect(s.merges).toEqual([group.orderSns]);
    expect(selectedWaybillCount(s)).toBe(1);
    expect(screen.getByTestId('selection-count')).toHaveTextContent('1 / 10');
    await user.click(box);
    expect(useOrderSelection.getState().selectedSns).toEqual([]);
  });

  it('says when a selected order is not awaiting shipment', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByLabelText(`Select order ${ORDERS[0]!.order.order_sn}`);
    await user.click(screen.getByTestId('status-tab-4'));
    await user.click(await screen.findByLabelText(`Select order ${ORDERS[3]!.order.order_sn}`));
    expect(screen.getByTestId('not-awaiting-warning')).toHaveTextContent('not awaiting shipment');
  });
  it('a search the ledger cannot answer says so, never "No order matches"', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await screen.findByLabelText(`Select order ${ORDERS[0]!.order.order_sn}`);
    // The desk's bridge object is held by the IPC layer: its answer to a search is swapped for the ledger away.
    const bridge = fake.bridge;
    const answer = bridge.call.bind(bridge);
    bridge.call = (channel, input) =>
      channel === 'orders.search'
        ? Promise.resolve({
            ok: false,
            error: { kind: 'ledger-unreachable', msg: 'unreachable', server: 'db.lan:5432/shop' },
          })
        : answer(channel, input);
    try {
      await user.type(screen.getByRole('searchbox'), '6KX6Q');
      expect(await screen.findByText(/cannot be reached/)).toBeInTheDocument();
      expect(screen.queryByText('No order matches')).not.toBeInTheDocument();
    } finally {
      bridge.call = answer;
    }
  });
});
