import os from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchBookSearch } from './order-book-search-kit';
import { openPgLedger } from '../electron/features/ledger/postgres/open-pg-ledger';
import { databaseUrl } from '../electron/testing/pg-test-databases';
import { startPostgresCluster } from '../scripts/pg-cluster.mjs';

/*
 * orders.search on the shared ledger: a book of 100,000 orders in PostgreSQL (private cluster, a
 * database with the server's default locale, C), searched through the store's interface as a desk does (pg pool,
 * grams GIN index): p50/p95 of each kind of query: Chinese words, an order-number fragment, 1-2 Chinese
 * characters, one character most orders hold, Latin in mixed case, status-only views. Target: p95 < 50 ms.
 */

export async function benchOrderBookSearchPg(): Promise<void> {
  const cluster = await startPostgresCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  // The server's default locale (the private cluster's is C, initdb --no-locale), as a real server may have:
  // the book's search must not need a particular LC_CTYPE.
  await admin.query('CREATE DATABASE book');
  await admin.end();
  console.log(
    `  ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const ledger = await openPgLedger({ url: databaseUrl(cluster.url, 'book'), desk: 'bench' });
  try {
    await benchBookSearch(
      ledger.book,
      async ({ orders, pick, rand, words, measure }) => {
        // The pool's connections start cold (catalog caches, the grams functions): the same kind measured first on
        // fresh connections, printed apart and without a target, then as a desk that has been searching sees it.
        await measure(
          'PostgreSQL text query (awaiting tab, first queries on fresh connections)',
          null,
          () => ({
            text: pick(words),
            status: 1,
          }),
        );
        await measure('PostgreSQL text query (awaiting tab)', 50, () => ({ text: pick(words), status: 1 }));
        await measure('PostgreSQL text query (all orders)', 50, () => ({ text: pick(words) }));
        await measure('PostgreSQL order-number fragment (6 digits)', 50, () => {
          const sn = pick(orders).order_sn;
          const start = 7 + Math.floor(rand() * 8);
          return { text: sn.slice(start, start + 6) };
        });
        await measure('PostgreSQL 1-2 character text (awaiting tab)', 50, () => ({
          text: pick(['王', '张', '杭州', '猫']),
          status: 1,
        }));
        await measure('PostgreSQL 1 character, most orders match (all orders)', 50, () => ({
          text: pick(['号', '市', '室']),
        }));
        await measure('PostgreSQL Latin mixed case (all orders)', 50, () => ({
          text: pick(['ML', 'Xl', 't恤']),
        }));
        await measure('PostgreSQL status-only view (100 rows + total)', 50, () => ({
          status: pick([1, 1, 1, 2, 3, 4]),
        }));
        await measure('PostgreSQL status-only, ship-by sort', 50, () => ({ status: 1, sort: 'ship-by' }));
        await measure('PostgreSQL status-only, deep page (rows 5,000-5,099)', null, () => ({
          status: 1,
          page: 50,
        }));
      },
      // What autovacuum does on a server after a bulk load (statistics, visibility map for index-only counts).
      async () => void (await ledger.pool.query('VACUUM ANALYZE order_book, order_book_text')),
    );
  } finally {
    await ledger.close();
    cluster.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookSearchPg();
