import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DatabaseSync } from 'node:sqlite';
import {
  benchBookSearch,
  benchBookSizes,
  measureEveryKind,
  measureSyncPageWrites,
  type BulkStore,
} from './order-book-search-kit';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { bookSearchText } from '../electron/features/order-book/order-book-text';
import { storedMergeKey } from '../electron/features/order-book/stored-merge-key';
import { inTransaction } from '../electron/storage/sqlite/ledger-db';

/*
 * orders.search over a book of N orders (100,000 unless `--orders N` or ORDER_BOOK_BENCH_ORDERS says otherwise,
 * see order-book-search-kit.ts), through the store's async interface on the ledger file (WAL, as the desk runs
 * it): p50/p95 of every kind of query the search box and the tabs take. Target: p95 < 30 ms each. Each query is
 * a fresh input (no cache in between). Also: writing a synced page of 100 orders into the full book (p95 < 50 ms).
 */

const TARGET_MS = 30;
const PAGE_WRITE_TARGET_MS = 50;

/**
 * New orders straight into the book's two tables, as store() writes them (the FTS triggers feed the index), but
 * with the JSON as text (packing a million copies would take minutes; the book reads text rows as they are).
 */
function sqliteBulkStore(db: DatabaseSync): BulkStore {
  const row = db.prepare(
    `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag, merge_key, seen_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const doc = db.prepare('INSERT INTO order_book_docs (id, json, search_text) VALUES (?, ?, ?)');
  return (owner, orders) => {
    inTransaction(db, () => {
      for (const o of orders) {
        const { id } = row.get(
          owner,
          o.order_sn,
          o.order_status ?? 0,
          o.confirm_time ?? 0,
          o.last_ship_time ?? 0,
          o.remark_tag,
          storedMergeKey(owner, o),
          Date.now(),
        ) as { id: number };
        doc.run(id, JSON.stringify(o), bookSearchText(o));
      }
    });
    return Promise.resolve();
  };
}

async function benchOneSize(size: number): Promise<void> {
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-book-'));
  const ledger = await openLedger(join(dir, 'ledger.sqlite'));
  if (ledger.connection.kind !== 'sqlite') throw new Error('a SQLite ledger was expected');
  const { db } = ledger.connection.db;
  try {
    console.log(`\n### SQLite, ${size.toLocaleString('en')} orders`);
    await benchBookSearch(size, ledger.book, sqliteBulkStore(db), async (bench) => {
      await measureEveryKind(bench, TARGET_MS);
      await measureSyncPageWrites(ledger.book, bench, PAGE_WRITE_TARGET_MS);
    });
  } finally {
    await ledger.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchOrderBookSearch(): Promise<void> {
  for (const size of benchBookSizes()) await benchOneSize(size);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookSearch();
