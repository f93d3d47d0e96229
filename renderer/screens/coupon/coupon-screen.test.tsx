// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import { i18next } from '../../i18n';
import { CouponScreen } from '.';

// A stand-in for main's router: records what would be sent; e2e runs the real lookup against the sandbox.
const sent: Array<{ channel: string; input: unknown }> = [];
const bridge: SellerToolsBridge = {
  call(channel, input) {
    sent.push({ channel, input });
    return Promise.resolve({
      ok: true,
      value: {
        charged: 1,
        coupon: {
          coupon_activity_id: 'c0ffee',
          coupon_amount: '10',
          coupon_start_fee: '50.00',
          coupon_remain_count: 250,
          coupon_total_count: 1000,
          coupon_start_time: '2025-03-01',
          coupon_end_time: '2025-03-31',
          coupon_src_scene: 4,
          coupon_type: 1,
        },
      },
    });
  },
  on: () => () => undefined,
};

const renderScreen = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CouponScreen />
    </QueryClientProvider>,
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const lookUp = () => fireEvent.click(screen.getByRole('button', { name: /Look up/ }));

describe('<CouponScreen>', () => {
  beforeAll(async () => {
    window.sellerTools = bridge;
    await i18next.changeLanguage('en');
  });
  beforeEach(() => {
    sent.length = 0;
  });
  afterEach(cleanup);

  it('refuses an empty form, naming the field, and sends nothing', () => {
    renderScreen();
    lookUp();
    expect(screen.getByRole('alert')).toHaveTextContent('Item id is required');
    expect(screen.getByLabelText('Item id')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('refuses ids and me together, keeping what was typed', () => {
    renderScreen();
    type('Item id', '512345678901');
    type('Coupon id', 'c0ffee');
    type('Encrypted “me” string', 'abc.def');
    lookUp();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Encrypted “me” string: use either it or the two ids',
    );
    expect(screen.getByLabelText('Item id')).toHaveValue('512345678901');
    expect(sent).toHaveLength(0);
  });

  it('names the coupon id when only the item id is given', () => {
    renderScreen();
    type('Item id', '512345678901');
    lookUp();
    expect(screen.getByRole('alert')).toHaveTextContent('Coupon id is required with the item id');
    expect(screen.getByLabelText('Coupon id')).toHaveAttribute('aria-invalid', 'true');
  });

  it('looks up by me and shows the coupon card with its labels', async () => {
    renderScreen();
    type('Encrypted “me” string', '  abc.def ');
    lookUp();
    expect(await screen.findByTestId('coupon-amount')).toHaveTextContent('¥10.00');
    expect(sent).toEqual([{ channel: 'coupons.lookup', input: { by: 'me', me: 'abc.def' } }]);
    expect(screen.getByText('on orders from ¥50.00')).toBeInTheDocument();
    expect(screen.getByText(/Channel coupon/)).toBeInTheDocument();
    expect(screen.getByText(/Single-item coupon/)).toBeInTheDocument();
    expect(screen.getByTestId('coupon-remaining')).toHaveTextContent('250 of 1,000 left');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '250');
    expect(screen.getByTestId('coupon-dates')).toHaveTextContent('2025-03-01 — 2025-03-31');
  });
});
