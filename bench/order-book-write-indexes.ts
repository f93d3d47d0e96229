import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { benchBookSizes, measureSyncPageWrites, measuringTools } from './order-book-search-kit';
import { keptBookFile, keptSample } from './order-book-search';

/*
 * What each index of the order book costs a synced page of 100 orders (50 new, 50 whose status moved) on the book
 * `npm run bench -- OrderBookSearch --orders N` kept (ORDER_BOOK_BENCH_KEEP): p50/p95 with every index, then with
 * each index of order_book left out in turn (dropped, measured, built again). The difference is that index's share.
 * Run: `ORDER_BOOK_BENCH_KEEP=<folder> npm run bench -- OrderBookWriteIndexes --orders 1000000`.
 */

const PAGE_WRITE_TARGET_MS = 50;

async function benchOneSize(size: number): Promise<void> {
  const file = keptBookFile(size);
  if (file === null || !existsSync(file)) {
    console.log(
      `no kept book of ${size.toLocaleString('en')} orders: run OrderBookSearch with ORDER_BOOK_BENCH_KEEP first`,
    );
    return;
  }
  const ledger = await openLedger(file);
  if (ledger.connection.kind !== 'sqlite') throw new Error('a SQLite ledger was expected');
  const { db } = ledger.connection.db;
  try {
    const bench = measuringTools(ledger.book, keptSample(db));
    console.log(`\n### ${size.toLocaleString('en')} orders, every index`);
    await measureSyncPageWrites(ledger.book, bench, PAGE_WRITE_TARGET_MS);
    const indexes = db
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'order_book' AND sql IS NOT NULL",
      )
      .all()
      .map((row) => ({ name: String(row.name), sql: String(row.sql) }));
    for (const { name, sql } of indexes) {
      db.exec(`DROP INDEX ${name}`);
      try {
        console.log(`without ${name}:`);
        await measureSyncPageWrites(ledger.book, bench, PAGE_WRITE_TARGET_MS);
      } finally {
        db.exec(sql);
      }
    }
  } finally {
    await ledger.close();
  }
}

export async function benchOrderBookWriteIndexes(): Promise<void> {
  for (const size of benchBookSizes()) await benchOneSize(size);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookWriteIndexes();
