// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import { i18next } from '../../i18n';
import { renderWithQueries } from '../../testing/screen-test-kit';
import { NotGone } from './handover-side';

/* "打印时间从" reads the desk's way (年-月-日 时:分), not the browser's mm/dd/yyyy; a typed time asks main again. */

const asked: number[] = [];
const bridge: SellerToolsBridge = {
  call: (channel, input) => {
    if (channel === 'handover.notGone') {
      asked.push((input as { since: number }).since);
      return Promise.resolve({ ok: true, value: { waybills: [] } });
    }
    return Promise.resolve({ ok: false, error: { kind: 'not-found', msg: `no ${channel} here` } });
  },
  on: () => () => undefined,
};

beforeAll(() => {
  window.sellerTools = bridge;
});
afterEach(cleanup);

it('shows the since-time as year-month-day on the Chinese desk and takes a typed one', async () => {
  await i18next.changeLanguage('zh-CN');
  renderWithQueries(<NotGone />, { retry: false });
  const field = screen.getByLabelText('打印时间从');
  expect(field).not.toHaveAttribute('type', 'datetime-local');
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  expect(field).toHaveValue(`${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())} 00:00`);
  await userEvent.clear(field);
  await userEvent.type(field, '2026/3/5 9:30');
  expect(field).toHaveValue('2026/3/5 9:30');
  await waitFor(() => expect(asked).toContain(new Date(2026, 2, 5, 9, 30).getTime()));
});
