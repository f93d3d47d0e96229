// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { OrderBookSettings } from '../../../shared/ipc/channels/settings';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import { i18next } from '../../i18n';
import { renderWithQueries } from '../../testing/screen-test-kit';
import { OrderBookSection } from './order-book-section';

/* Settings → Order book: Enter in a box saves; a refusal is said under the box it names, any other under Save. */

/** Main's answer: re-check days are 1 to 90; a shared ledger away refuses every save. */
let ledgerAway = false;
const saves: unknown[] = [];
const bridge: SellerToolsBridge = {
  call: (channel, input) => {
    if (channel !== 'settings.update')
      return Promise.resolve({ ok: false, error: { kind: 'not-found', msg: `no ${channel} here` } });
    saves.push(input);
    const book = (input as { orderBook: OrderBookSettings }).orderBook;
    if (ledgerAway)
      return Promise.resolve({
        ok: false,
        error: { kind: 'ledger-unreachable', msg: 'unreachable', server: 'db.lan:5432/shop' },
      });
    if (book.recheckDays > 90)
      return Promise.resolve({
        ok: false,
        error: {
          kind: 'invalid-request',
          msg: 'orderBook.recheckDays: must be from 1 to 90',
          field: 'orderBook.recheckDays',
        },
      });
    return Promise.resolve({ ok: true, value: {} });
  },
  on: () => () => undefined,
};

beforeAll(async () => {
  window.sellerTools = bridge;
  await i18next.changeLanguage('en');
});
afterEach(cleanup);

const VALUE: OrderBookSettings = {
  recheckDays: 15,
  recheckEveryHours: 6,
  askAbovePoints: 20,
  edition: 'enhanced',
};

it('saves with Enter in a box; a refused day is said under its box, a ledger away under Save', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithQueries(<OrderBookSection value={VALUE} />, { retry: false });
  const days = screen.getByLabelText('Re-check statuses of orders of the last (days)');
  await user.clear(days);
  await user.type(days, '120{Enter}');
  await waitFor(() => expect(days).toHaveAttribute('aria-invalid', 'true'));
  expect(saves.at(-1)).toEqual({ orderBook: { ...VALUE, recheckDays: 120 } });
  expect(screen.queryByRole('alert')).toBeNull();

  ledgerAway = true;
  await user.clear(days);
  await user.type(days, '30');
  await user.click(screen.getByRole('button', { name: 'Save order book settings' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('db.lan:5432/shop');
  expect(days).not.toHaveAttribute('aria-invalid');

  ledgerAway = false;
  await user.click(screen.getByRole('button', { name: 'Save order book settings' }));
  expect(await screen.findByRole('status')).toHaveTextContent('✓ Saved.');
  expect(saves).toHaveLength(3);
});
