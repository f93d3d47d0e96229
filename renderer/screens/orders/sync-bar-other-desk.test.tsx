// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBookStatus } from '../../../shared/ipc/channels/order-book';
import type { Change, SellerToolsBridge } from '../../../shared/ipc/events';
import { useDeskEvents } from '../../hooks/events';
import { useBookSearch } from '../../hooks/order-book';
import { i18next } from '../../i18n';
import { renderWithQueries } from '../../testing/screen-test-kit';
import { ScanSync } from '../scan/scan-sync';
import { SyncBar } from './sync-bar';

/*
 * Another desk syncs the shop's book (shared ledger): the Orders sync bar and the scan card's sync say which desk,
 * keep "Sync now" disabled while it runs, and come back by themselves when main says the book or the sync changed
 * and the status no longer names a desk — no click, no reload, no poll in the screen.
 */

let status: OrderBookStatus = {
  lastSyncedAt: Date.now() - 180_000,
  running: true,
  syncingDesk: 'desk A',
  resumable: true,
  estimate: { points: 3, exact: true },
  askAbovePoints: 20,
  edition: 'enhanced',
  size: 100,
  countsByStatus: { '1': 100 },
};
const reads: string[] = [];
const listeners = new Map<string, Set<(payload: unknown) => void>>();
const bridge: SellerToolsBridge = {
  call: (channel) => {
    reads.push(channel);
    if (channel === 'orders.bookStatus') return Promise.resolve({ ok: true, value: status });
    if (channel === 'orders.search') return Promise.resolve({ ok: true, value: { rows: [], total: 0 } });
    return Promise.resolve({ ok: false, error: { kind: 'not-found', msg: `no ${channel} here` } });
  },
  on: (event, listener) => {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  },
};

/** Main's one notice of a change, as the bridge delivers it. */
const tell = (change: Change) => listeners.get('changed')?.forEach((l) => l(change));

function Events() {
  useDeskEvents();
  return null;
}

/** The book list's read, as the Orders screen holds it. */
function Book() {
  useBookSearch({});
  return null;
}

/** Desk A is syncing; the desk speaks `lang` and shows `ui` in a fresh query client. */
async function whileDeskASyncs(lang: string, ui: ReactElement) {
  await i18next.changeLanguage(lang);
  status = { ...status, running: true, syncingDesk: 'desk A' };
  renderWithQueries(ui, { retry: false });
}

describe('another desk syncs the order book', () => {
  beforeAll(() => {
    window.sellerTools = bridge;
  });
  afterEach(cleanup);

  it.each([
    ['en', 'desk A is syncing the order book', 'desk A is syncing the order book. Scan the number again'],
    ['zh-CN', 'desk A 正在同步订单簿', 'desk A 正在同步订单簿。同步完成后请再扫描一次'],
  ])('%s: names the desk, keeps Sync now disabled, and comes back by itself', async (lang, bar, card) => {
    await whileDeskASyncs(
      lang,
      <>
        <Events />
        <SyncBar />
        <ScanSync onSettled={() => undefined} />
      </>,
    );
    expect(await screen.findByTestId('sync-other-desk')).toHaveTextContent(bar);
    expect(screen.getByTestId('scan-sync-other-desk')).toHaveTextContent(card);
    expect(screen.getByTestId('sync-now')).toBeDisabled();
    expect(screen.getByTestId('scan-sync')).toBeDisabled();

    // Desk A is done: main tells this desk the book changed; the status no longer names a desk.
    status = { ...status, running: false, syncingDesk: null, resumable: false, size: 350 };
    reads.length = 0;
    act(() => tell({ topic: 'book' }));
    await waitFor(() => expect(screen.getByTestId('sync-now')).toBeEnabled());
    expect(screen.queryByTestId('sync-other-desk')).not.toBeInTheDocument();
    expect(screen.queryByTestId('scan-sync-other-desk')).not.toBeInTheDocument();
    expect(screen.getByTestId('scan-sync')).toBeEnabled();
    expect(screen.getByTestId('last-synced')).toHaveTextContent(lang === 'en' ? '350 orders' : '350 单');
    expect(reads).toContain('orders.bookStatus');
  });

  it("reads the status and the book again when main's lease watch says the other desk's sync is over", async () => {
    await whileDeskASyncs(
      'en',
      <>
        <Events />
        <Book />
        <SyncBar />
      </>,
    );
    expect(await screen.findByTestId('sync-other-desk')).toBeInTheDocument();
    // The other desk's end notice was lost: main, watching its lease, tells this desk (the screen never polls).
    status = { ...status, running: false, syncingDesk: null };
    reads.length = 0;
    act(() => {
      tell({ topic: 'sync' });
      tell({ topic: 'book' });
    });
    await waitFor(() => expect(screen.getByTestId('sync-now')).toBeEnabled());
    expect(screen.queryByTestId('sync-other-desk')).not.toBeInTheDocument();
    await waitFor(() => expect(reads).toContain('orders.search'));
  });
});
