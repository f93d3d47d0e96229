import os from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import {
  benchBookSearch,
  benchBookSizes,
  measureEveryKind,
  measureSyncPageWrites,
} from './order-book-search-kit';
import { openPgLedger } from '../electron/features/ledger/postgres/open-pg-ledger';
import { databaseUrl } from '../electron/testing/pg-test-databases';
import { startPostgresCluster } from '../scripts/pg-cluster.mjs';

/*
 * orders.search on the shared ledger: a book of N orders (100,000 unless `--orders N` or ORDER_BOOK_BENCH_ORDERS
 * says otherwise, see order-book-search-kit.ts) in PostgreSQL (private cluster, a database with the server's
 * default locale, C), searched through the store's interface as a desk does (pg pool, grams GIN index): p50/p95
 * of every kind of query the search box and the tabs take. Target: p95 < 50 ms. Also: writing a synced page of
 * 100 orders into the full book (p95 < 50 ms). The book is filled by the store's own batch upsert, 10,000 orders
 * a statement (one unnest insert; the sync writes 100 a page).
 */

const TARGET_MS = 50;

async function benchOneSize(url: string, size: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // The server's default locale (the private cluster's is C, initdb --no-locale), as a real server may have:
  // the book's search must not need a particular LC_CTYPE.
  await admin.query(`CREATE DATABASE book_${size}`);
  await admin.end();
  console.log(`\n### PostgreSQL, ${size.toLocaleString('en')} orders`);
  console.log(
    `  ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const ledger = await openPgLedger({ url: databaseUrl(url, `book_${size}`), desk: 'bench' });
  try {
    await benchBookSearch(
      size,
      ledger.book,
      async (owner, orders) => void (await ledger.book.upsertOrders(owner, orders)),
      async (bench) => {
        // The pool's connections start cold (catalog caches, the grams functions): one kind measured first on
        // fresh connections, printed apart and without a target, then every kind as a desk that has been searching.
        await bench.measure('text, awaiting tab (first queries on fresh connections)', null, () => ({
          text: bench.pick(bench.words),
          status: 1,
        }));
        await measureEveryKind(bench, TARGET_MS);
        await measureSyncPageWrites(ledger.book, bench, TARGET_MS);
      },
      // What autovacuum does on a server after a bulk load (statistics, visibility map for index-only counts).
      async () => void (await ledger.pool.query('VACUUM ANALYZE order_book, order_book_text')),
    );
  } finally {
    await ledger.close();
  }
}

export async function benchOrderBookSearchPg(): Promise<void> {
  const cluster = await startPostgresCluster();
  try {
    for (const size of benchBookSizes()) await benchOneSize(cluster.url, size);
  } finally {
    cluster.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookSearchPg();
