import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DatabaseSync } from 'node:sqlite';
import {
  benchBookOwners,
  benchBookSizes,
  measureEveryKind,
  measureSyncPageWrites,
  measuringTools,
  type SearchBench,
} from './order-book-search-kit';
import { fillSqliteBook, sameTextAsTheDesk } from './order-book-sqlite-fill';
import type { StoredOrder } from '../sandbox/catalogue/order-seed';
import { unpackText } from '../electron/storage/packed-text';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';

/*
 * orders.search over a book of N orders (100,000 unless `--orders N` or ORDER_BOOK_BENCH_ORDERS says otherwise,
 * see order-book-search-kit.ts), through the store's async interface on the ledger file (WAL, as the desk runs
 * it): p50/p95 of every kind of query the search box and the tabs take. Target: p95 < 30 ms each. Each query is
 * a fresh input (no cache in between). Also: writing a synced page of 100 orders into the full book (p95 < 50 ms).
 * ORDER_BOOK_BENCH_KEEP=<folder> keeps the made book there and reuses it on the next run (see bookFile).
 */

const TARGET_MS = 30;
const PAGE_WRITE_TARGET_MS = 50;

/** The stored orders a kept book's queries pick from: every 50th row, as the fill keeps them. */
export function keptSample(db: DatabaseSync): StoredOrder[] {
  return db
    .prepare('SELECT json FROM order_book_docs WHERE id % 50 = 1 ORDER BY id')
    .all()
    .map((row) => JSON.parse(unpackText(row.json)) as StoredOrder);
}

/** Where ORDER_BOOK_BENCH_KEEP keeps the book of `size` orders (null: the variable is not set). */
export const keptBookFile = (size: number): string | null => {
  const keep = process.env.ORDER_BOOK_BENCH_KEEP;
  return keep ? join(keep, `book-${size}.sqlite`) : null;
};

/**
 * The ledger file of a book of `size` orders: a fresh one in a temporary folder, or, with ORDER_BOOK_BENCH_KEEP
 * (a folder), `book-<size>.sqlite` there, kept for the next run (a million orders take minutes to make; the
 * synced pages the bench writes stay in it).
 */
function bookFile(size: number): { file: string; kept: boolean; done: () => void } {
  const file = keptBookFile(size);
  if (file !== null) return { file, kept: existsSync(file), done: () => {} };
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-book-'));
  return {
    file: join(dir, 'ledger.sqlite'),
    kept: false,
    done: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function benchOneSize(size: number): Promise<void> {
  const { file, kept, done } = bookFile(size);
  const ledger = await openLedger(file);
  if (ledger.connection.kind !== 'sqlite') throw new Error('a SQLite ledger was expected');
  const { db } = ledger.connection.db;
  try {
    console.log(
      `\n### SQLite, ${size.toLocaleString('en')} orders, load average ${loadavg()[0]?.toFixed(1)}`,
    );
    const run = async (bench: SearchBench) => {
      await measureEveryKind(bench, TARGET_MS);
      await measureSyncPageWrites(ledger.book, bench, PAGE_WRITE_TARGET_MS);
    };
    const owners = benchBookOwners();
    if (kept) console.log(`book: kept in ${file}`);
    else {
      const took = fillSqliteBook(db, size, owners);
      if (!sameTextAsTheDesk(db))
        throw new Error('the made search text is not bookSearchText of the made order');
      console.log(
        `book: ${size.toLocaleString('en')} orders of ${owners.length} owner(s) (--owners / ORDER_BOOK_BENCH_OWNERS) ` +
          `made in SQL in one transaction (INSERT … SELECT from a recursive CTE): rows ${took.rows.toFixed(1)} s, ` +
          `indexes ${took.indexes.toFixed(1)} s, trigram index ${took.textIndex.toFixed(1)} s`,
      );
    }
    await run(measuringTools(ledger.book, keptSample(db), owners));
  } finally {
    await ledger.close();
    done();
  }
}

export async function benchOrderBookSearch(): Promise<void> {
  for (const size of benchBookSizes()) await benchOneSize(size);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookSearch();
