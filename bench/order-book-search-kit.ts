import type { SoldOrder } from '../shared/api/schemas/sold-orders';
import { OrdersSearchInput } from '../shared/ipc/channels/order-book';
import {
  hashText,
  makeOrder,
  seededRandom,
  seedAnchor,
  type StoredOrder,
} from '../sandbox/catalogue/order-seed';
import type { OrderBookStore } from '../electron/features/order-book/order-book-store';
import { ascending, percentile } from './percentile';

/*
 * What both order-book search benches share (SQLite and PostgreSQL): a book of seeded orders written by the
 * backend's own bulk path (the sync path would take minutes per million: the bench measures reads), and p50/p95 of
 * fresh queries (no cache in between) of every kind the search box and the tabs take, printed with a verdict.
 *
 * The book's size: `--orders N` (several sizes comma-separated, each run in turn: `--orders 100000,1000000`) or the
 * environment variable ORDER_BOOK_BENCH_ORDERS; 100,000 when neither is given (CI's `npm run bench`).
 * The shops it is spread over: `--owners N` or ORDER_BOOK_BENCH_OWNERS (1 when neither is given); the orders go to
 * the owners in turn (3 owners: 3 × 333,334 of a million) and every query searches all of them, as the Orders
 * screen of a desk serving those shops does.
 */

const DEFAULT_ORDERS = [100_000];
const RUNS = 60;
const OWNER = 'demo-owner';
/** Orders are made and stored this many at a time (the whole million never sits in memory at once). */
const CHUNK = 10_000;
/** Every this many-th order is kept for the queries' picks (order-number fragments, phone tails). */
const SAMPLE_EVERY = 50;

/** The sizes asked for: `--orders 100000,1000000`, else ORDER_BOOK_BENCH_ORDERS, else 100,000. */
export function benchBookSizes(argv: readonly string[] = process.argv): number[] {
  const at = argv.indexOf('--orders');
  const given = at >= 0 ? argv[at + 1] : process.env.ORDER_BOOK_BENCH_ORDERS;
  if (!given) return DEFAULT_ORDERS;
  const sizes = given.split(',').map((s) => Number(s.replaceAll('_', '')));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1000)) {
    throw new Error(`--orders / ORDER_BOOK_BENCH_ORDERS: whole numbers of at least 1,000, got "${given}"`);
  }
  return sizes;
}

/** The owners the book is spread over: `--owners N`, else ORDER_BOOK_BENCH_OWNERS, else one. */
export function benchBookOwners(argv: readonly string[] = process.argv): string[] {
  const at = argv.indexOf('--owners');
  const given = at >= 0 ? argv[at + 1] : process.env.ORDER_BOOK_BENCH_OWNERS;
  const n = given ? Number(given) : 1;
  if (!Number.isInteger(n) || n < 1 || n > 20) {
    throw new Error(`--owners / ORDER_BOOK_BENCH_OWNERS: a whole number from 1 to 20, got "${given}"`);
  }
  return Array.from({ length: n }, (_, i) => (i === 0 ? OWNER : `${OWNER}-${i + 1}`));
}

const stats = (xs: number[]) => {
  const s = ascending(xs);
  return { p50: percentile(s, 50), p95: percentile(s, 95) };
};

export interface SearchBench {
  /** A sample of the stored orders (every 50th), for picks. */
  orders: readonly StoredOrder[];
  pick: <T>(xs: readonly T[]) => T;
  /** A random 0..1 of the bench's own seeded stream. */
  rand: () => number;
  /** Goods, receiver and address words of the seeded orders. */
  words: readonly string[];
  measure: (name: string, target: number | null, input: () => OrdersSearchInput) => Promise<void>;
}

/** How a backend stores a chunk of new orders at once (its bulk path, not the sync's). */
export type BulkStore = (ownerId: string, orders: SoldOrder[]) => Promise<void>;

/** Makes and stores `size` seeded orders, chunk by chunk, the owners in turn; returns the sample kept for picks. */
async function fillBook(
  size: number,
  bulkStore: BulkStore,
  owners: readonly string[],
): Promise<StoredOrder[]> {
  const rand = seededRandom(20240601 ^ hashText(OWNER));
  const anchor = seedAnchor(Date.now());
  const sample: StoredOrder[] = [];
  for (let done = 0; done < size; done += CHUNK) {
    const chunk = Array.from({ length: Math.min(CHUNK, size - done) }, (_, i) =>
      makeOrder(rand, anchor, undefined, done + i < 4 ? done + i + 1 : undefined),
    );
    for (let i = 0; i < chunk.length; i += SAMPLE_EVERY) sample.push(chunk[i]!);
    for (const [n, owner] of owners.entries()) {
      const part = chunk.filter((_, i) => i % owners.length === n);
      await bulkStore(
        owner,
        part.map((o) => ({ ...o, withholding_money: 1 })),
      );
    }
  }
  return sample;
}

/** Fills the book with `size` orders, then hands the measuring tools to `run`. */
export const benchBookSearch = async (
  size: number,
  book: OrderBookStore,
  bulkStore: BulkStore,
  run: (bench: SearchBench) => Promise<void>,
  afterFill: () => Promise<void> = async () => {},
): Promise<void> => {
  const filling = performance.now();
  const owners = benchBookOwners();
  const orders = await fillBook(size, bulkStore, owners);
  await afterFill();
  console.log(
    `book: ${size.toLocaleString('en')} orders of ${owners.length} owner(s) (--owners / ORDER_BOOK_BENCH_OWNERS) ` +
      `stored (bulk path) in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );
  await run(measuringTools(book, orders, owners));
};

/** The measuring tools over a filled book, picking from `orders` (stored orders of OWNER). */
export function measuringTools(
  book: OrderBookStore,
  orders: readonly StoredOrder[],
  owners: readonly string[] = [OWNER],
): SearchBench {
  const rand = seededRandom(7);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const measure = async (name: string, target: number | null, input: () => OrdersSearchInput) => {
    const times: number[] = [];
    let total = 0;
    let bounded = 0;
    for (let i = 0; i < RUNS; i++) {
      const parsed = OrdersSearchInput.parse(input());
      const t0 = performance.now();
      const result = await book.search(owners, parsed);
      times.push(performance.now() - t0);
      total += result.total;
      if (result.totalBounded) bounded++;
    }
    const { p50, p95 } = stats(times);
    const verdict =
      target === null ? '' : ` (target p95 < ${target} ms: ${p95 < target ? 'met' : 'NOT met'})`;
    const totals = bounded > 0 ? `, ${bounded}/${RUNS} totals at the bound` : '';
    console.log(
      `${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${Math.round(total / RUNS).toLocaleString('en')} total on average${totals}${verdict}`,
    );
  };
  const words = ['保温杯', '猫粮', '杭州市', '珊瑚绒', '运动跑鞋', '请尽快发货', '朝阳区', '普洱'];
  return { orders, pick, rand, words, measure };
}

/** Every kind of query the search box and the tabs take, each measured against `target` (ms, p95). */
export async function measureEveryKind(
  { orders, pick, rand, words, measure }: SearchBench,
  target: number,
): Promise<void> {
  const orderSnFragment = () => {
    const sn = pick(orders).order_sn;
    const start = 7 + Math.floor(rand() * 8);
    return sn.slice(start, start + 6);
  };
  await measure('text, awaiting tab (goods / receiver / address word)', target, () => ({
    text: pick(words),
    status: 1,
  }));
  await measure('text, all orders', target, () => ({ text: pick(words) }));
  await measure('text, all orders, ship-by sort', target, () => ({ text: pick(words), sort: 'ship-by' }));
  await measure('text, awaiting tab, oldest first', target, () => ({
    text: pick(words),
    status: 1,
    sort: 'oldest',
  }));
  await measure('1-2 characters (awaiting tab)', target, () => ({
    text: pick(['王', '张', '杭州', '猫']),
    status: 1,
  }));
  await measure('1 character most orders hold (all orders)', target, () => ({
    text: pick(['号', '市', '室']),
  }));
  await measure('Latin mixed case (all orders)', target, () => ({ text: pick(['ML', 'Xl', 't恤']) }));
  await measure('digits (3, all orders)', target, () => ({ text: String(100 + Math.floor(rand() * 900)) }));
  await measure('order-number fragment (6 digits)', target, () => ({ text: orderSnFragment() }));
  await measure('order-number fragment (6 digits, awaiting tab)', target, () => ({
    text: orderSnFragment(),
    status: 1,
  }));
  await measure('phone tail (4 digits)', target, () => ({ text: pick(orders).receiver_phone.slice(-4) }));
  await measure('waybill-like fragment, no match', target, () => ({ text: `YT${Math.floor(rand() * 1e6)}` }));
  await measure('text, deep page (rows 5,000-5,099 of a word, all orders)', target, () => ({
    text: '号',
    page: 50,
  }));
  await measure('status-only view (100 rows + total)', target, () => ({ status: pick([1, 1, 1, 2, 3, 4]) }));
  await measure('status-only, oldest first', target, () => ({ status: pick([1, 2, 3, 4]), sort: 'oldest' }));
  await measure('status-only, ship-by sort', target, () => ({ status: 1, sort: 'ship-by' }));
  await measure('all orders, no filter', target, () => ({}));
  await measure('status-only, deep page (rows 5,000-5,099)', target, () => ({ status: 1, page: 50 }));
}

/**
 * A sync writing pages of 100 orders into the full book (storeSyncPage: the orders and the sync state in one
 * transaction), half new orders, half re-checked ones whose status moved: p50/p95 against `target` (ms).
 */
export async function measureSyncPageWrites(
  book: OrderBookStore,
  { orders, pick }: SearchBench,
  target: number,
): Promise<void> {
  const rand = seededRandom(99);
  const anchor = seedAnchor(Date.now());
  const state = await book.syncState(OWNER);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const fresh = Array.from({ length: 50 }, () => makeOrder(rand, anchor, 0));
    const moved = Array.from({ length: 50 }, () => ({ ...pick(orders), order_status: 2 }));
    const page = [...fresh, ...moved].map((o) => ({ ...o, withholding_money: 1 }));
    const t0 = performance.now();
    await book.storeSyncPage(OWNER, page, state);
    times.push(performance.now() - t0);
  }
  const { p50, p95 } = stats(times);
  console.log(
    `synced page of 100 orders written (50 new, 50 moved): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(target p95 < ${target} ms: ${p95 < target ? 'met' : 'NOT met'})`,
  );
}
