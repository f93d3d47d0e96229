import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { OrdersSearchInput } from '../shared/ipc/channels/order-book';
import { seededRandom, seedAnchor, seedOrders } from '../sandbox/order-seed';
import { openLedger } from '../electron/services/ledger/sqlite/open-ledger';

/*
 * orders.search over a book of 100,000 orders (issue 10 §5), through the store's async interface on the ledger
 * file (WAL, as the desk runs it): p50/p95 of a text query (goods/receiver/address words), an order-number
 * fragment, and a status-only view (the default tab: awaiting shipment, newest first, 100 rows + total).
 * Targets: text p95 < 30 ms, status-only p95 < 10 ms. Each query is a fresh input (no cache in between).
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

export async function benchOrderBookSearch(): Promise<void> {
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-book-'));
  const ledger = await openLedger(join(dir, 'ledger.sqlite'));
  try {
    const orders = seedOrders(OWNER, ORDERS, 20240601, seedAnchor(Date.now()));
    const filling = performance.now();
    for (let i = 0; i < orders.length; i += 1000) {
      await ledger.book.upsertOrders(
        OWNER,
        orders.slice(i, i + 1000).map((o) => ({ ...o, withholding_money: 1 })),
      );
    }
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
  } finally {
    await ledger.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookSearch();
