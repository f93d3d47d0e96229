import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { StatementSync } from 'node:sqlite';
import { OrdersSearchInput } from '../shared/ipc/channels/order-book';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { createOrderStates } from '../electron/features/order-book';
import { createSqliteOrderBookSearch } from '../electron/features/order-book/sqlite/order-book-search';
import type { LedgerDb } from '../electron/storage/sqlite/ledger-db';
import { benchBookOwners, benchBookSizes, measureEveryKind, measuringTools } from './order-book-search-kit';
import { keptBookFile, keptSample } from './order-book-search';
import { ascending, percentile } from './percentile';

/*
 * Where a SQLite book search's time goes, per kind, on the book `OrderBookSearch` kept (ORDER_BOOK_BENCH_KEEP):
 * each kind runs through the store's own search with every statement timed, and the mean of each part is printed
 * beside the search's p50/p95 — the text plan's reads of the trigram index, the page (walk, merge or collection),
 * the bounded total, the reads of the page's rows (documents, waybill states, merge groups), and the rest
 * (JavaScript: unpacking and parsing the 100 orders, putting the rows together).
 * Run: `ORDER_BOOK_BENCH_KEEP=<folder> npm run bench -- OrderBookSplit --orders 300000 --owners 3`.
 */

type Part = 'plan' | 'page' | 'total' | 'rows';

/** The part of a search a statement serves, by its SQL. */
function partOf(sql: string): Part {
  if (/json_each\(:(ids|keys|sns)\)/.test(sql)) return 'rows';
  if (/^SELECT count\(\*\) AS n FROM \(SELECT 1 /.test(sql)) return 'total';
  if (/:limit OFFSET :offset|json_group_array\(b\.id ORDER BY/.test(sql)) return 'page';
  return 'plan';
}

/** A ledger whose statements add their time to `spent` under their part. */
function timedLedger(ledger: LedgerDb, spent: Map<Part, number>): LedgerDb {
  const timed = new Map<string, StatementSync>();
  const time =
    <A extends unknown[], R>(part: Part, run: (...args: A) => R) =>
    (...args: A): R => {
      const t0 = performance.now();
      try {
        return run(...args);
      } finally {
        spent.set(part, (spent.get(part) ?? 0) + performance.now() - t0);
      }
    };
  const statement = (sql: string): StatementSync => {
    const prepared = ledger.statement(sql);
    let wrapped = timed.get(sql);
    if (!wrapped) {
      const part = partOf(sql.replace(/\s+/g, ' ').trim());
      wrapped = Object.assign(Object.create(prepared) as StatementSync, {
        all: time(part, prepared.all.bind(prepared)),
        get: time(part, prepared.get.bind(prepared)),
        run: time(part, prepared.run.bind(prepared)),
      });
      timed.set(sql, wrapped);
    }
    return wrapped;
  };
  return { ...ledger, statement };
}

const RUNS = 40;

async function splitOf(size: number): Promise<void> {
  const file = keptBookFile(size);
  if (file === null || !existsSync(file)) {
    console.log(
      `no kept book of ${size.toLocaleString('en')} orders: run OrderBookSearch with ORDER_BOOK_BENCH_KEEP`,
    );
    return;
  }
  const opened = await openLedger(file);
  if (opened.connection.kind !== 'sqlite') throw new Error('a SQLite ledger was expected');
  const ledger = opened.connection.db;
  try {
    const spent = new Map<Part, number>();
    const timed = timedLedger(ledger, spent);
    const search = createSqliteOrderBookSearch(timed, createOrderStates(timed), true);
    const owners = benchBookOwners();
    console.log(
      `\n### Where the time goes, SQLite, ${size.toLocaleString('en')} orders, ${owners.length} owner(s)`,
    );
    const tools = measuringTools(opened.book, keptSample(ledger.db), owners);
    const measure = (name: string, _target: number | null, input: () => OrdersSearchInput) => {
      spent.clear();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const parsed = OrdersSearchInput.parse(input()) as Parameters<typeof search>[1];
        const t0 = performance.now();
        search(owners, parsed);
        times.push(performance.now() - t0);
      }
      const sorted = ascending(times);
      const mean = (ms: number) => (ms / RUNS).toFixed(1);
      const inSql = [...spent.values()].reduce((a, b) => a + b, 0);
      const parts = (['plan', 'page', 'total', 'rows'] as const).map(
        (p) => `${p} ${mean(spent.get(p) ?? 0)}`,
      );
      const rest = times.reduce((a, b) => a + b, 0) - inSql;
      console.log(
        `${name}: p50 ${percentile(sorted, 50).toFixed(1)}, p95 ${percentile(sorted, 95).toFixed(1)} ms; ` +
          `mean ms: ${parts.join(', ')}, JavaScript ${mean(rest)}`,
      );
      return Promise.resolve();
    };
    await measureEveryKind({ ...tools, measure }, 0);
  } finally {
    await opened.close();
  }
}

export async function benchOrderBookSplit(): Promise<void> {
  for (const size of benchBookSizes()) await splitOf(size);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookSplit();
