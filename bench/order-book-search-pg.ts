import os from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { OrdersSearchInput } from '../shared/ipc/channels/order-book';
import { seededRandom, seedAnchor, seedOrders } from '../sandbox/order-seed';
import { openPgLedger } from '../electron/services/ledger/postgres/open-pg-ledger';
import { databaseUrl } from '../electron/testing/pg-test-databases';
import { startPostgresCluster } from '../scripts/pg-cluster.mjs';

/*
 * orders.search on the shared ledger (issue 12 §5): a book of 100,000 orders in PostgreSQL (private cluster),
 * searched through the store's interface as a desk does (pg pool, pg_trgm GIN index): p50/p95 of a text query,
 * an order-number fragment, a 1-2 character query and a status-only view. Target: text p95 < 50 ms.
 */

const ORDERS = 100_000;
const RUNS = 60;
const OWNER = 'demo-owner';

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) =>
    s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
  return { p50: at(50), p95: at(95) };
};

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
    const orders = seedOrders(OWNER, ORDERS, 20240601, seedAnchor(Date.now()));
    const filling = performance.now();
    for (let i = 0; i < orders.length; i += 1000) {
      await ledger.book.upsertOrders(
        OWNER,
        orders.slice(i, i + 1000).map((o) => ({ ...o, withholding_money: 1 })),
      );
    }
    await ledger.pool.query('ANALYZE order_book');
    console.log(
      `book: ${ORDERS.toLocaleString('en')} orders stored in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );

    const rand = seededRandom(7);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    const words = ['保温杯', '猫粮', '杭州市', '珊瑚绒', '运动跑鞋', '请尽快发货', '朝阳区', '普洱'];
    const measure = async (name: string, target: number | null, input: () => OrdersSearchInput) => {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const parsed = OrdersSearchInput.parse(input());
        const t0 = performance.now();
        const result = await ledger.book.search(OWNER, parsed);
        times.push(performance.now() - t0);
        total += result.total;
      }
      const { p50, p95 } = stats(times);
      const verdict =
        target === null ? '' : ` (target p95 < ${target} ms: ${p95 < target ? 'met' : 'NOT met'})`;
      console.log(
        `${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${Math.round(total / RUNS).toLocaleString('en')} matches on average${verdict}`,
      );
    };
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
  } finally {
    await ledger.close();
    cluster.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookSearchPg();
