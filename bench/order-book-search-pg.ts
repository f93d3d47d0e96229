import os from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchBookSearch } from './order-book-search-kit';
import { openPgLedger } from '../electron/services/ledger/postgres/open-pg-ledger';
import { databaseUrl } from '../electron/testing/pg-test-databases';
import { startPostgresCluster } from '../scripts/pg-cluster.mjs';

/*
 * orders.search on the shared ledger (issue 12 §5): a book of 100,000 orders in PostgreSQL (private cluster),
 * searched through the store's interface as a desk does (pg pool, pg_trgm GIN index): p50/p95 of a text query,
 * an order-number fragment, a 1-2 character query and a status-only view. Target: text p95 < 50 ms.
 */

export async function benchOrderBookSearchPg(): Promise<void> {
  const cluster = await startPostgresCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  // A UTF-8 character class (not plain C), so pg_trgm counts Chinese characters as word characters and indexes them.
  await admin.query("CREATE DATABASE book TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'");
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
        await measure('PostgreSQL text query (awaiting tab)', 50, () => ({ text: pick(words), status: 1 }));
        await measure('PostgreSQL text query (all orders)', 50, () => ({ text: pick(words) }));
        await measure('PostgreSQL order-number fragment (6 digits)', 50, () => {
          const sn = pick(orders).order_sn;
          const start = 7 + Math.floor(rand() * 8);
          return { text: sn.slice(start, start + 6) };
        });
        await measure('PostgreSQL 1-2 character text (awaiting tab)', null, () => ({
          text: pick(['王', '张', '杭州', '猫']),
          status: 1,
        }));
        await measure('PostgreSQL status-only view (100 rows + total)', null, () => ({
          status: pick([1, 1, 1, 2, 3, 4]),
        }));
      },
      async () => void (await ledger.pool.query('ANALYZE order_book')),
    );
  } finally {
    await ledger.close();
    cluster.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookSearchPg();
