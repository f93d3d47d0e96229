import { OrdersSearchInput } from '../shared/ipc/channels/order-book';
import { seededRandom, seedAnchor, seedOrders } from '../sandbox/order-seed';
import type { OrderBookStore } from '../electron/features/order-book/order-book-store';
import { ascending, percentile } from './percentile';

/*
 * What both order-book search benches share (SQLite and PostgreSQL): a book of 100,000 seeded orders filled
 * through the store's interface, and p50/p95 of fresh queries (no cache in between), printed with a verdict.
 */

const BOOK_ORDERS = 100_000;
const RUNS = 60;
const OWNER = 'demo-owner';

const stats = (xs: number[]) => {
  const s = ascending(xs);
  return { p50: percentile(s, 50), p95: percentile(s, 95) };
};

interface SearchBench {
  orders: ReturnType<typeof seedOrders>;
  pick: <T>(xs: readonly T[]) => T;
  /** A random 0..1 of the bench's own seeded stream. */
  rand: () => number;
  /** Goods, receiver and address words of the seeded orders. */
  words: readonly string[];
  measure: (name: string, target: number | null, input: () => OrdersSearchInput) => Promise<void>;
}

/** Fills the book, then hands the measuring tools to `run`. */
export const benchBookSearch = async (
  book: OrderBookStore,
  run: (bench: SearchBench) => Promise<void>,
  afterFill: () => Promise<void> = async () => {},
): Promise<void> => {
  const orders = seedOrders(OWNER, BOOK_ORDERS, 20240601, seedAnchor(Date.now()));
  const filling = performance.now();
  for (let i = 0; i < orders.length; i += 1000) {
    await book.upsertOrders(
      OWNER,
      orders.slice(i, i + 1000).map((o) => ({ ...o, withholding_money: 1 })),
    );
  }
  await afterFill();
  console.log(
    `book: ${BOOK_ORDERS.toLocaleString('en')} orders stored in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );
  const rand = seededRandom(7);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const measure = async (name: string, target: number | null, input: () => OrdersSearchInput) => {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const parsed = OrdersSearchInput.parse(input());
      const t0 = performance.now();
      const result = await book.search(OWNER, parsed);
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
  const words = ['保温杯', '猫粮', '杭州市', '珊瑚绒', '运动跑鞋', '请尽快发货', '朝阳区', '普洱'];
  await run({ orders, pick, rand, words, measure });
};
