import os from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import {
  benchBookOwners,
  benchBookSizes,
  measureEveryKind,
  measureSyncPageWrites,
  measuringTools,
} from './order-book-search-kit';
import { buildPgBook } from './order-book-pg-build';
import { printEveryPlan } from './order-book-pg-plans';
import { openPgLedger } from '../electron/features/ledger/postgres/open-pg-ledger';
import { databaseUrl } from '../electron/testing/pg-test-databases';
import { startPostgresCluster } from '../scripts/pg-cluster.mjs';

/*
 * orders.search on the shared ledger: a book of N orders in PostgreSQL (private cluster, a database with the
 * server's default locale, C), searched through the store's interface as a desk does (pg pool): p50/p95 of every
 * kind of query the search box and the tabs take. Target: p95 < 50 ms. Also: writing a synced page of 100 orders
 * into the full book (p95 < 50 ms).
 *
 * The size: `--orders N` (several comma-separated: `--orders 100000,1000000`) or ORDER_BOOK_BENCH_ORDERS; 100,000
 * when neither is given. The shops: `--owners N` or ORDER_BOOK_BENCH_OWNERS; when neither is given each size is
 * run over 3 owners (every query searches all three, as a desk serving three shops does), then over 1. The book is
 * built by the server in one statement (order-book-pg-build.ts); its time is printed. `--plans`: the plans of one
 * search of every kind (EXPLAIN (ANALYZE, BUFFERS), order-book-pg-plans.ts) instead of the timings.
 */

const TARGET_MS = 50;

const ownerSets = (): string[][] =>
  process.argv.includes('--owners') || process.env.ORDER_BOOK_BENCH_OWNERS
    ? [benchBookOwners()]
    : [benchBookOwners(['--owners', '3']), benchBookOwners(['--owners', '1'])];

async function benchOneBook(url: string, size: number, owners: string[]): Promise<void> {
  const name = `book_${size}_${owners.length}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // The server's default locale (the private cluster's is C, initdb --no-locale), as a real server may have:
  // the book's search must not need a particular LC_CTYPE.
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  console.log(`\n### PostgreSQL, ${size.toLocaleString('en')} orders over ${owners.length} owner(s)`);
  const ledger = await openPgLedger({ url: databaseUrl(url, name), desk: 'bench' });
  try {
    const built = await buildPgBook(databaseUrl(url, name), size, owners);
    console.log(
      `book built in one INSERT … generate_series transaction: ${built.seconds.toFixed(1)} s ` +
        `(${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})`,
    );
    const bench = measuringTools(ledger.book, built.sample, owners);
    if (process.argv.includes('--plans')) {
      await printEveryPlan(databaseUrl(url, name), bench, (input) => ledger.book.search(owners, input));
      return;
    }
    // The pool's connections start cold (catalog caches): one kind measured first on fresh connections, printed
    // apart and without a target, then every kind as a desk that has been searching.
    await bench.measure('text, awaiting tab (first queries on fresh connections)', null, () => ({
      text: bench.pick(bench.words),
      status: 1,
    }));
    await measureEveryKind(bench, TARGET_MS);
    await measureSyncPageWrites(ledger.book, bench, TARGET_MS);
  } finally {
    await ledger.close();
  }
}

export async function benchOrderBookSearchPg(): Promise<void> {
  const cluster = await startPostgresCluster();
  try {
    for (const size of benchBookSizes()) {
      for (const owners of ownerSets()) await benchOneBook(cluster.url, size, owners);
    }
  } finally {
    cluster.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookSearchPg();
