import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchBookSearch } from './order-book-search-kit';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';

/*
 * orders.search over a book of 100,000 orders, through the store's async interface on the ledger
 * file (WAL, as the desk runs it): p50/p95 of a text query (goods/receiver/address words), an order-number
 * fragment, and a status-only view (the default tab: awaiting shipment, newest first, 100 rows + total).
 * Targets: text p95 < 30 ms, status-only p95 < 10 ms. Each query is a fresh input (no cache in between).
 */

export async function benchOrderBookSearch(): Promise<void> {
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-book-'));
  const ledger = await openLedger(join(dir, 'ledger.sqlite'));
  try {
    await benchBookSearch(ledger.book, async ({ orders, pick, rand, words, measure }) => {
      await measure('text query (awaiting tab, goods/receiver/address word)', 30, () => ({
        text: pick(words),
        status: 1,
      }));
      await measure('text query (all orders)', 30, () => ({ text: pick(words) }));
      await measure('order-number fragment (6 digits)', 30, () => {
        const sn = pick(orders).order_sn;
        const start = 7 + Math.floor(rand() * 8);
        return { text: sn.slice(start, start + 6) };
      });
      await measure('status-only view (100 rows + total)', 10, () => ({ status: pick([1, 1, 1, 2, 3, 4]) }));
      await measure('status-only, deep page (rows 5,000–5,099)', null, () => ({ status: 1, page: 50 }));
    });
  } finally {
    await ledger.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookSearch();
