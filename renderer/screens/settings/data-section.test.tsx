// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { CleanupReport, DataStatus, RetentionSettings } from '../../../shared/ipc/channels/data';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import { i18next } from '../../i18n';
import { renderWithQueries } from '../../testing/screen-test-kit';
import { DataSection } from './data-section';

/*
 * Settings → Data: the size on disk by part, the last cleanup and what it freed, the retention days; "Clean up
 * now" asks main for a cleanup (with the one VACUUM an older file needs when its disk has room for it).
 */

const report: CleanupReport = {
  at: Date.UTC(2025, 5, 1),
  dropped: { printData: 12, requestBodies: 30, orders: 4, repacked: 0 },
  freedBytes: 3 * 1024 * 1024,
  spaceReturned: true,
};
const status: DataStatus = {
  parts: [
    { part: 'waybill_print_data', bytes: 40 * 1024 * 1024 },
    { part: 'waybills', bytes: 30 * 1024 * 1024 },
  ],
  totalBytes: 70 * 1024 * 1024,
  lastCleanup: null,
  running: false,
  vacuum: { needed: true, freeBytes: 500 * 1024 * 1024 },
};
/** Main's answer to a retention save: the book keeps at least 30 days; a shared ledger away refuses it all. */
let ledgerAway = false;
const retentionAnswer = (input: unknown) => {
  const days = (input as { retention: RetentionSettings }).retention;
  if (ledgerAway)
    return {
      ok: false,
      error: { kind: 'ledger-unreachable', msg: 'unreachable', server: 'db.lan:5432/shop' },
    };
  if (days.orderBookDays < 30)
    return {
      ok: false,
      error: {
        kind: 'invalid-request',
        msg: 'retention.orderBookDays: must be from 30 to 3650 days',
        field: 'retention.orderBookDays',
      },
    };
  return { ok: true, value: {} };
};
const calls: Array<[string, unknown]> = [];
const bridge: SellerToolsBridge = {
  call: (channel, input) => {
    calls.push([channel, input]);
    if (channel === 'data.status') return Promise.resolve({ ok: true, value: status });
    if (channel === 'data.cleanup') return Promise.resolve({ ok: true, value: report });
    if (channel === 'settings.update') return Promise.resolve(retentionAnswer(input));
    return Promise.resolve({ ok: false, error: { kind: 'not-found', msg: `no ${channel} here` } });
  },
  on: () => () => undefined,
};

beforeAll(() => {
  window.sellerTools = bridge;
});
afterEach(cleanup);

it('shows sizes by part and retention, and cleans up now with the one VACUUM the file needs', async () => {
  await i18next.changeLanguage('en');
  renderWithQueries(<DataSection value={{ printDataDays: 30, requestBodyDays: 30, orderBookDays: 180 }} />, {
    retry: false,
  });
  expect(await screen.findByText('The ledger takes 70.0 MB on disk:')).toBeInTheDocument();
  expect(screen.getByText('Label print data: 40.0 MB')).toBeInTheDocument();
  expect(screen.getByText('Waybills and their search: 30.0 MB')).toBeInTheDocument();
  expect(screen.getByText('No cleanup has run yet.')).toBeInTheDocument();
  expect(screen.getByLabelText('Drop print data of waybills recycled more than (days) ago')).toHaveValue(
    '30',
  );
  expect(screen.getByLabelText(/leave the Orders search/)).toHaveValue('180');
  fireEvent.click(screen.getByRole('button', { name: 'Clean up now' }));
  await waitFor(() => expect(calls).toContainEqual(['data.cleanup', { vacuum: true }]));
  expect(await screen.findByText(/freed 3\.0 MB .*12 recycled waybills.*4 old orders/)).toBeInTheDocument();
});

it('says so in Chinese when the disk has no room for the VACUUM', async () => {
  await i18next.changeLanguage('zh-CN');
  status.vacuum = { needed: true, freeBytes: 1024 };
  renderWithQueries(<DataSection value={{ printDataDays: 30, requestBodyDays: 30, orderBookDays: 180 }} />, {
    retry: false,
  });
  expect(await screen.findByText(/磁盘可用空间不足所需的 70\.0 MB/)).toBeInTheDocument();
});

it('saves the retention days with Enter in a box; a refused day is said under its box, anything else under Save', async () => {
  await i18next.changeLanguage('en');
  renderWithQueries(<DataSection value={{ printDataDays: 30, requestBodyDays: 30, orderBookDays: 180 }} />, {
    retry: false,
  });
  const orderDays = screen.getByLabelText(/leave the Orders search/);
  fireEvent.change(orderDays, { target: { value: '20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save retention' }));
  await waitFor(() => expect(orderDays).toHaveAccessibleDescription('must be from 30 to 3650.'));
  expect(orderDays).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('alert')).toBeNull();

  fireEvent.change(orderDays, { target: { value: '90' } });
  // Enter in a box presses the form's Save.
  await userEvent.type(orderDays, '{Enter}');
  expect(await screen.findByRole('status')).toHaveTextContent('✓ Saved.');
  expect(calls).toContainEqual([
    'settings.update',
    { retention: { printDataDays: 30, requestBodyDays: 30, orderBookDays: 90 } },
  ]);

  ledgerAway = true;
  fireEvent.click(screen.getByRole('button', { name: 'Save retention' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The shared ledger db.lan:5432/shop cannot be reached',
  );
  expect(orderDays).not.toHaveAttribute('aria-invalid');
  ledgerAway = false;
});
