import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { OrdersSearchInput } from '../shared/ipc/channels/order-book';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { createOrderStates } from '../electron/features/order-book';
import { createSqliteOrderBookSearch } from '../electron/features/order-book/sqlite/order-book-search';
import type { LedgerDb } from '../electron/storage/sqlite/ledger-db';
import { benchBookOwners, benchBookSizes } from './order-book-search-kit';
import { keptBookFile, keptSample } from './order-book-search';

/*
 * The SQLite plans of every kind of book search (EXPLAIN QUERY PLAN), on the book
 * `npm run bench -- OrderBookSearch --orders N [--owners N]` kept (ORDER_BOOK_BENCH_KEEP): each kind runs once
 * through the store's own search with its statements recorded, and each statement that reads the book for the
 * page, the total or the text plan is printed with its plan. The reads of the page's 100 rows (documents, merge
 * groups, waybill states) are the same for every kind: printed once, last.
 * Run: `ORDER_BOOK_BENCH_KEEP=<folder> npm run bench -- OrderBookPlans --orders 1000000 --owners 3`.
 */

/** Statements that read a page's rows by id or key (the same for every kind). */
const ROW_READS = /json_each\(:ids\)|json_each\(:keys\)|json_each\(:sns\)/;

/** Each kind of query the search box and the tabs take, with text picked from the kept book's orders. */
function kinds(sample: { order_sn: string; receiver_phone: string }): Array<[string, OrdersSearchInput]> {
  const inputs: Array<[string, Partial<OrdersSearchInput>]> = [
    ['status tab, newest first', { status: 1 }],
    ['status tab, deep page (rows 5,000-5,099)', { status: 1, page: 50 }],
    ['status tab, oldest first', { status: 2, sort: 'oldest' }],
    ['status tab, ship-by', { status: 1, sort: 'ship-by' }],
    ['all orders, no filter', {}],
    ['a word, awaiting tab (保温杯)', { text: '保温杯', status: 1 }],
    ['a word, all orders, ship-by (保温杯)', { text: '保温杯', sort: 'ship-by' }],
    ['1 character most orders hold (号)', { text: '号' }],
    ['2 characters, awaiting tab (杭州)', { text: '杭州', status: 1 }],
    ['Latin mixed case (Xl)', { text: 'Xl' }],
    ['digits (520)', { text: '520' }],
    [`order-number fragment (${sample.order_sn.slice(9, 15)})`, { text: sample.order_sn.slice(9, 15) }],
    [`phone tail (${sample.receiver_phone.slice(-4)})`, { text: sample.receiver_phone.slice(-4) }],
    ['a word, deep page (号, rows 5,000-5,099)', { text: '号', page: 50 }],
    ['no match (YT123456)', { text: 'YT123456' }],
  ];
  return inputs.map(([name, input]) => [name, OrdersSearchInput.parse(input)]);
}

/** The plan of one statement, one line per step, indented as SQLite nests them. */
function planOf(ledger: LedgerDb, sql: string): string[] {
  const depth = new Map<number, number>();
  return ledger.db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all()
    .map((row) => {
      const level = (depth.get(Number(row.parent)) ?? -1) + 1;
      depth.set(Number(row.id), level);
      return `${'  '.repeat(level + 2)}${String(row.detail)}`;
    });
}

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

async function plansOf(size: number): Promise<void> {
  const file = keptBookFile(size);
  if (file === null || !existsSync(file)) {
    console.log(
      `no kept book of ${size.toLocaleString('en')} orders: run OrderBookSearch with ORDER_BOOK_BENCH_KEEP first`,
    );
    return;
  }
  const opened = await openLedger(file);
  if (opened.connection.kind !== 'sqlite') throw new Error('a SQLite ledger was expected');
  const ledger = opened.connection.db;
  try {
    let seen: string[] = [];
    const recording: LedgerDb = {
      ...ledger,
      statement: (sql) => {
        if (!seen.includes(sql)) seen.push(sql);
        return ledger.statement(sql);
      },
    };
    const search = createSqliteOrderBookSearch(recording, createOrderStates(recording), true);
    const owners = benchBookOwners();
    const [sample] = keptSample(ledger.db);
    if (!sample) throw new Error('the kept book is empty');
    console.log(
      `\n### EXPLAIN QUERY PLAN, SQLite, ${size.toLocaleString('en')} orders, ${owners.length} owner(s)`,
    );
    const rowReads = new Set<string>();
    for (const [name, input] of kinds(sample)) {
      seen = [];
      const result = search(owners, input as Parameters<typeof search>[1]);
      const total = `${result.total.toLocaleString('en')}${result.totalBounded ? '+' : ''}`;
      console.log(`\n${name}: ${result.rows.length} rows, total ${total}`);
      for (const sql of seen) {
        if (ROW_READS.test(sql)) rowReads.add(sql);
        else console.log(`  ${oneLine(sql).slice(0, 160)}\n${planOf(ledger, sql).join('\n')}`);
      }
    }
    console.log("\nthe page's rows (every kind):");
    for (const sql of rowReads)
      console.log(`  ${oneLine(sql).slice(0, 160)}\n${planOf(ledger, sql).join('\n')}`);
  } finally {
    await opened.close();
  }
}

export async function benchOrderBookPlans(): Promise<void> {
  for (const size of benchBookSizes()) await plansOf(size);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookPlans();
