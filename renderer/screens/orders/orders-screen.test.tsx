// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOrderFilters } from '../../store/order-filters';
import { useOrderBookView } from '../../store/order-book-view';
import { FETCH_CAP, useOrderSelection } from '../../store/order-selection';
import { OrdersScreen } from './index';
import { fakeOrder, fakeOrdersBridge } from '../../testing/orders-test-kit';
import { renderWithQueries, screenSuite } from '../../testing/screen-test-kit';

const ORDERS = Array.from({ length: 245 }, (_, i) => fakeOrder(i));
const fake = fakeOrdersBridge(ORDERS);

const renderScreen = () => renderWithQueries(<OrdersScreen />, { retry: false });
const box = (i: number) => screen.getByLabelText(`Select order ${ORDERS[i]!.order.order_sn}`);
const counter = () => screen.getByTestId('selection-count');
/** Opens the screen on its first page (findByText fails the test if it never shows) and hands back the keyboard/mouse. */
const openFirstPage = async () => {
  const user = userEvent.setup({ delay: null });
  renderScreen();
  await screen.findByText('1–20 of 245 orders');
  return user;
};

describe('Orders screen', () => {
  screenSuite(fake.bridge);
  beforeEach(() => {
    // These cases are about the gateway's own pages (charged); the book view has book-view.test.tsx.
    useOrderBookView.getState().setSource('gateway');
    useOrderSelection.getState().clear();
    useOrderFilters.getState().reset();
    useOrderFilters.getState().setEdition('enhanced');
    useOrderFilters.getState().setPageSize(20);
    fake.pageCalls.length = 0;
  });

  it('shows pages 1-based from totalElements and asks the wire 0-based', async () => {
    const user = await openFirstPage();
    expect(screen.getByTestId('pager-of')).toHaveTextContent('of 13');
    expect(screen.getByRole('textbox', { name: 'Page number' })).toHaveValue('1');
    expect(fake.pageCalls[0]).toMatchObject({ page: 0, pageSize: 20 });
    // Every page costs a point: nothing is fetched ahead, only the page the seller opened.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.pageCalls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('241–245 of 245 orders')).toBeInTheDocument();
    expect(fake.pageCalls).toHaveLength(2);
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(fake.pageCalls.at(-1)).toMatchObject({ page: 12 });
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '100');
    expect(await screen.findByText('201–245 of 245 orders')).toBeInTheDocument();
    expect(screen.getByTestId('pager-of')).toHaveTextContent('of 3');
  });

  it('refuses the 11th order with a visible counter and message', async () => {
    const user = await openFirstPage();
    for (let i = 0; i < FETCH_CAP; i++) await user.click(box(i));
    expect(counter()).toHaveTextContent(`${FETCH_CAP} / ${FETCH_CAP}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(box(FETCH_CAP));
    expect(box(FETCH_CAP)).not.toBeChecked();
    expect(counter()).toHaveTextContent(`${FETCH_CAP} / ${FETCH_CAP}`);
    expect(screen.getByRole('alert')).toHaveTextContent(`At most ${FETCH_CAP} orders per fetch`);
    expect(screen.getByRole('button', { name: `Fetch waybills (${FETCH_CAP})` })).toBeEnabled();
  });

  it('selects a range with shift-click', async () => {
    const user = await openFirstPage();
    await user.click(box(2));
    await user.keyboard('{Shift>}');
    await user.click(box(5));
    await user.keyboard('{/Shift}');
    for (const i of [2, 3, 4, 5]) expect(box(i)).toBeChecked();
    expect(box(1)).not.toBeChecked();
    expect(box(6)).not.toBeChecked();
    expect(counter()).toHaveTextContent('4 / 10');
  });

  it('moves with the arrow keys and toggles with space', async () => {
    const user = await openFirstPage();
    box(0).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box(2)).toHaveFocus();
    await user.keyboard(' ');
    expect(box(2)).toBeChecked();
    await user.keyboard('{ArrowUp} ');
    expect(box(1)).toBeChecked();
    await user.keyboard(' ');
    expect(box(1)).not.toBeChecked();
    expect(counter()).toHaveTextContent('1 / 10');
  });

  it('sends the applied enhanced filters, and none in the normal edition', async () => {
    const user = await openFirstPage();
    await user.type(screen.getByLabelText('Remark contains'), '加急');
    await user.click(screen.getByRole('radio', { name: /3 Green/ }));
    await user.type(screen.getByLabelText('Flag name contains'), '核对');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(fake.pageCalls).toContainEqual({
        page: 0,
        pageSize: 20,
        edition: 'enhanced',
        filters: { remark: '加急', remarkTag: '3', remarkTagName: '核对' },
      }),
    );

    await user.click(screen.getByRole('radio', { name: 'Normal' }));
    await waitFor(() =>
      expect(fake.pageCalls).toContainEqual({ page: 0, pageSize: 20, edition: 'normal', filters: {} }),
    );
    // Every call of the normal edition leaves the filters out, so no charged call differs only by ignored filters.
    expect(
      fake.pageCalls
        .filter((c) => c.edition === 'normal')
        .every((c) => Object.keys(c.filters ?? {}).length === 0),
    ).toBe(true);
    expect(screen.getByRole('note')).toHaveTextContent('normal edition ignores these filters');
    expect(screen.getByLabelText('Remark contains')).toBeDisabled();
  });

  it('shows the goods name initial when the image cannot load', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Sold orders' });
    // goods_img is empty in the kit: the fallback shows the first character.
    expect(within(table).getAllByText('商').length).toBeGreaterThan(0);
  });
});
