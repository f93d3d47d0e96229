// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { CleanupReport, DataStatus } from '../../../shared/ipc/channels/data';
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
const calls: Array<[string, unknown]> = [];
const bridge: SellerToolsBridge = {
  call: (channel, input) => {
    calls.push([channel, input]);
    if (channel === 'data.status') return Promise.resolve({ ok: true, value: status });
    if (channel === 'data.cleanup') return Promise.resolve({ ok: true, value: report });
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
