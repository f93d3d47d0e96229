// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookOrder } from '../../../shared/ipc/channels/order-book';
import { nextBookRead } from '../../hooks/order-book';
import { i18next } from '../../i18n';
import { useOrderBookView } from '../../store/order-book-view';
import { fakeBookBridge, fakeOrder } from '../../testing/orders-test-kit';
import { resetBookScreen } from '../../testing/orders-test-kit';
import { OrdersScreen } from './index';
import { renderWithQueries, screenSuite } from '../../testing/screen-test-kit';

/*
 * A search whose matches pass the book's bound (the main side counts at most BOOK_TOTAL_BOUND): the count says
 * "100+" rather than a wrong exact number, in both languages, a floor of other tabs' matches says "at least",
 * and the list keeps reading past the bound.
 */

const AWAITING: BookOrder[] = Array.from({ length: 130 }, (_, i) => fakeOrder(i, { goods_name: '保温杯' }));
// Five shipped cups: a search for cups on the shipped tab counts 5 exactly, on every tab past the bound.
const SHIPPED: BookOrder[] = Array.from({ length: 120 }, (_, i) =>
  fakeOrder(1000 + i, { order_status: 2, goods_name: i < 5 ? '保温杯' : '猫粮' }),
);
const fake = fakeBookBridge([...AWAITING, ...SHIPPED], Date.now() - 180_000, 100);

describe('Orders screen, a total past the bound', () => {
  screenSuite(fake.bridge);
  beforeEach(() => {
    resetBookScreen();
  });

  it.each([
    ['en', '50 of 100+'],
    ['zh-CN', '50 / 100+'],
  ])('%s: the count says the bound and "+", never a wrong exact number', async (lang, count) => {
    await i18next.changeLanguage(lang);
    try {
      renderWithQueries(<OrdersScreen />, { retry: false });
      await waitFor(() => expect(screen.getByTestId('book-count')).toHaveTextContent(count));
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('says "at least" of other tabs when only the count of every tab stopped at its bound', async () => {
    useOrderBookView.setState({ status: 2, text: '保温杯' });
    renderWithQueries(<OrdersScreen />, { retry: false });
    await waitFor(() => expect(screen.getByTestId('book-count')).toHaveTextContent('5 of 5'));
    expect(await screen.findByTestId('other-status-matches')).toHaveTextContent(
      'At least 95 matches under other statuses',
    );
  });

  it("says nothing of other tabs when this tab's count stopped at its bound (not known)", async () => {
    useOrderBookView.setState({ status: 1, text: '保温杯' });
    renderWithQueries(<OrdersScreen />, { retry: false });
    await waitFor(() => expect(screen.getByTestId('book-count')).toHaveTextContent('50 of 100+'));
    expect(screen.queryByTestId('other-status-matches')).not.toBeInTheDocument();
  });

  it('keeps reading past a bounded total; stops at a short page or an exact total', () => {
    const page = (n: number, total: number, totalBounded?: true) => ({
      rows: AWAITING.slice(0, n),
      total,
      ...(totalBounded ? { totalBounded } : {}),
    });
    const bounded = page(50, 100, true);
    expect(nextBookRead(bounded, [bounded, bounded], { pageSize: 50 })).toEqual({ page: 1, pageSize: 100 });
    const exact = page(50, 100);
    expect(nextBookRead(exact, [exact, exact], { pageSize: 50 })).toBeUndefined();
    const short = page(20, 100, true);
    expect(nextBookRead(short, [bounded, short], { pageSize: 50 })).toBeUndefined();
  });
});
