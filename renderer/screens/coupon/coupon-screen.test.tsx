// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CouponScreen } from '.';
import { recordingBridge, renderWithQueries, screenSuite } from '../../testing/screen-test-kit';

// A stand-in for main's router: records what would be sent; e2e runs the real lookup against the sandbox.
const { bridge, sent } = recordingBridge(() => ({
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
}));

const renderScreen = () => renderWithQueries(<CouponScreen />);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const lookUp = () => fireEvent.click(screen.getByRole('button', { name: /Look up/ }));

describe('<CouponScreen>', () => {
  screenSuite(bridge);

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
