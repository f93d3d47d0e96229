import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { SoldOrder } from '../shared/api/schemas/sold-orders';
import { makeOrder, seedAnchor, seededRandom, type StoredOrder } from '../sandbox/catalogue/order-seed';
import { EMPTY_SYNC_STATE, type OrderBookStore } from '../electron/features/order-book/order-book-store';
import { createSqliteOrderBookWrites } from '../electron/features/order-book/sqlite/order-book-writes';
import { createPgOrderBookWrites } from '../electron/features/order-book/postgres/pg-order-book-writes';
import { openLedger } from '../electron/features/ledger/sqlite/open-ledger';
import { openPgLedger } from '../electron/features/ledger/postgres/open-pg-ledger';
import type { LedgerDb } from '../electron/storage/sqlite/ledger-db';
import type { PgLedgerDb } from '../electron/storage/postgres/pg-db';
import { databaseUrl } from '../electron/testing/pg-test-databases';
import { startPostgresCluster } from '../scripts/pg-cluster.mjs';
import { benchBookSizes } from './order-book-search-kit';
import { fillSqliteBook } from './order-book-sqlite-fill';
import { keptSample } from './order-book-search';
import { buildPgBook } from './order-book-pg-build';
import { ascending, percentile } from './percentile';

/*
 * A synced page of 100 orders written into a big book the way a sync writes it (storeSyncPage: the orders and the
 * sync state in one transaction), on SQLite and PostgreSQL, in three kinds:
 *   - new: 100 orders the book does not hold (a first sync, or new orders of an incremental one);
 *   - re-check: 100 stored orders as stored, 90 unchanged and 10 moved in status (the pages a sync re-reads);
 *   - mixed: 50 new, 50 moved in status (the figure the search benches printed before).
 * p50/p95 of each (target p95 < 50 ms), then the split: the time of each statement the write sent (SQLite: a
 * statement's time includes the triggers it fires, e.g. the trigram index; PostgreSQL: a statement's round trip,
 * and from EXPLAIN ANALYZE of the page's order upsert the time its triggers took) and what is left (the desk's
 * JavaScript: JSON, packing, search text, grams).
 * Sizes: `--orders N` / ORDER_BOOK_BENCH_ORDERS (as the search benches; 100,000 when neither is given). PostgreSQL
 * runs the sizes up to ORDER_BOOK_BENCH_PG_MAX (300,000 unless set: its build takes minutes per 100,000 on a
 * loaded machine). Last, what bounds a full sync: the desk's ms per page against the gateway's 100 ms per call.
 * Run: `npm run bench -- OrderBookPageWrites --orders 300000,1000000`.
 */

const RUNS = 40;
const TARGET_MS = 50;
const OWNER = 'demo-owner';
/** The gateway's bound: 10 calls/s, so a page may take the desk up to 100 ms before it slows a sync. */
const GATEWAY_MS_PER_CALL = 100;
const PG_MAX = Number(process.env.ORDER_BOOK_BENCH_PG_MAX ?? 300_000);

type PageKind = 'new' | 're-check' | 'mixed';
const KINDS: PageKind[] = ['new', 're-check', 'mixed'];

/** Time spent per statement (by its first words) since the last reset. */
class StatementClock {
  readonly spent = new Map<string, number>();
  add(sql: string, ms: number): void {
    const name = sql.replace(/\s+/g, ' ').trim().slice(0, 48);
    this.spent.set(name, (this.spent.get(name) ?? 0) + ms);
  }
  timed<T>(sql: string, work: () => T): T {
    const t0 = performance.now();
    try {
      return work();
    } finally {
      this.add(sql, performance.now() - t0);
    }
  }
}

const stats = (xs: number[]) => {
  const s = ascending(xs);
  return { p50: percentile(s, 50), p95: percentile(s, 95) };
};

/** The pages of one kind, `RUNS` of them, made from the stored sample and fresh seeded orders. */
function makePages(kind: PageKind, sample: readonly StoredOrder[], seed: number): SoldOrder[][] {
  const rand = seededRandom(seed);
  const anchor = seedAnchor(Date.now());
  // The sample as stored: its JSON holds what the gateway sent (withholding_money included).
  const pick = () => sample[Math.floor(rand() * sample.length)] as unknown as SoldOrder;
  const fresh = (n: number) =>
    Array.from({ length: n }, () => ({ ...makeOrder(rand, anchor, 0), withholding_money: 1 }));
  const moved = (o: SoldOrder): SoldOrder => ({ ...o, order_status: ((o.order_status ?? 0) % 4) + 1 });
  return Array.from({ length: RUNS }, () => {
    if (kind === 'new') return fresh(100);
    if (kind === 'mixed') return [...fresh(50), ...Array.from({ length: 50 }, () => moved(pick()))];
    const seen = new Set<string>();
    const page: SoldOrder[] = [];
    while (page.length < 100) {
      const o = pick();
      if (seen.has(o.order_sn)) continue;
      seen.add(o.order_sn);
      page.push(page.length < 10 ? moved(o) : o);
    }
    return page;
  });
}

interface Writes {
  store: Pick<OrderBookStore, 'storeSyncPage'>;
  clock: StatementClock;
  /** Trigger lines of an EXPLAIN ANALYZE of the next order upsert (PostgreSQL only). */
  explainNext?: () => Promise<string[]>;
}

/** Writes every page of each kind, printing p50/p95 and the split of the time; returns each kind's times. */
async function measureKinds(
  label: string,
  writes: Writes,
  sample: readonly StoredOrder[],
): Promise<Map<PageKind, { p50: number; p95: number }>> {
  const out = new Map<PageKind, { p50: number; p95: number }>();
  for (const [i, kind] of KINDS.entries()) {
    const pages = makePages(kind, sample, 4242 + i);
    writes.clock.spent.clear();
    const times: number[] = [];
    for (const page of pages) {
      const t0 = performance.now();
      await writes.store.storeSyncPage(OWNER, page, EMPTY_SYNC_STATE);
      times.push(performance.now() - t0);
    }
    const s = stats(times);
    out.set(kind, s);
    const total = times.reduce((a, b) => a + b, 0);
    console.log(
      `${label}, page of 100, ${kind}: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms ` +
        `(target p95 < ${TARGET_MS} ms: ${s.p95 < TARGET_MS ? 'met' : 'NOT met'})`,
    );
    let statements = 0;
    for (const [name, ms] of [...writes.clock.spent].sort((a, b) => b[1] - a[1])) {
      statements += ms;
      console.log(`    ${(ms / RUNS).toFixed(2).padStart(7)} ms/page  ${name}`);
    }
    console.log(
      `    ${((total - statements) / RUNS).toFixed(2).padStart(7)} ms/page  the rest: the desk's JavaScript (JSON, ` +
        'packing, search text, grams; COMMIT is timed above)',
    );
    if (writes.explainNext) {
      const extra = makePages(kind, sample, 9000 + i)[0]!;
      const explained = writes.explainNext();
      await writes.store.storeSyncPage(OWNER, extra, EMPTY_SYNC_STATE);
      for (const line of await explained) console.log(`    EXPLAIN ANALYZE of the order upsert: ${line}`);
    }
  }
  return out;
}

/** SQLite: the book's writes over the ledger's connection, every statement timed. */
function sqliteWrites(ledgerDb: LedgerDb): Writes {
  const clock = new StatementClock();
  const statement = (sql: string): StatementSync => {
    const s = ledgerDb.statement(sql);
    const wrap = {
      run: (...a: Parameters<StatementSync['run']>) => clock.timed(sql, () => s.run(...a)),
      get: (...a: Parameters<StatementSync['get']>) => clock.timed(sql, () => s.get(...a)),
      all: (...a: Parameters<StatementSync['all']>) => clock.timed(sql, () => s.all(...a)),
    };
    return wrap as unknown as StatementSync;
  };
  // BEGIN and COMMIT timed too (all the writes ask of the connection itself).
  const real = ledgerDb.db;
  const db = {
    exec: (sql: string) => clock.timed(sql, () => real.exec(sql)),
    get isTransaction() {
      return real.isTransaction;
    },
  } as unknown as DatabaseSync;
  const writes = createSqliteOrderBookWrites({ ...ledgerDb, db, statement });
  const store: Writes['store'] = { storeSyncPage: (...a) => Promise.resolve(writes.storeSyncPage(...a)) };
  return { store, clock };
}

/** PostgreSQL: the book's writes over a pool whose clients time every query (and may explain one upsert). */
function pgWrites(db: PgLedgerDb): Writes {
  const clock = new StatementClock();
  let explain: ((lines: string[]) => void) | null = null;
  const patched = new WeakSet<pg.PoolClient>();
  const pool = Object.create(db.pool) as pg.Pool;
  pool.connect = (async () => {
    const client = await db.pool.connect();
    if (!patched.has(client)) {
      patched.add(client);
      const query = client.query.bind(client) as (sql: string, params?: unknown[]) => Promise<pg.QueryResult>;
      (client as unknown as { query: typeof query }).query = async (sql: string, params?: unknown[]) => {
        const t0 = performance.now();
        try {
          const report = explain;
          if (report && /^\s*INSERT INTO order_book\b/.test(sql)) {
            explain = null;
            const plan = await query(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params);
            report(
              plan.rows
                .map((r: Record<string, unknown>) => String(r['QUERY PLAN']))
                .filter((l) => /Trigger|Execution/.test(l)),
            );
            return { ...plan, rows: [], rowCount: 0 };
          }
          return await query(sql, params);
        } finally {
          clock.add(sql, performance.now() - t0);
        }
      };
    }
    return client;
  }) as typeof pool.connect;
  const explainNext = () =>
    new Promise<string[]>((resolve) => {
      explain = resolve;
    });
  return { store: createPgOrderBookWrites({ ...db, pool }), clock, explainNext };
}

function sayBound(label: string, size: number, kinds: Map<PageKind, { p50: number; p95: number }>): void {
  const calls = Math.ceil(size / 100);
  const worst = Math.max(...[...kinds.values()].map((k) => k.p95));
  const newP50 = kinds.get('new')?.p50 ?? NaN;
  console.log(
    `${label}: a full sync of ${size.toLocaleString('en')} orders is ${calls.toLocaleString('en')} calls, at least ` +
      `${((calls * GATEWAY_MS_PER_CALL) / 1000).toFixed(0)} s at the gateway's 10 calls/s; the desk writes a page ` +
      `of new orders in p50 ${newP50.toFixed(1)} ms (${((calls * newP50) / 1000).toFixed(0)} s in all), the slowest ` +
      `kind's p95 is ${worst.toFixed(1)} ms of the ${GATEWAY_MS_PER_CALL} ms between calls: bound by the ` +
      `${worst < GATEWAY_MS_PER_CALL ? 'gateway' : 'desk'}`,
  );
}

async function benchSqlite(size: number): Promise<void> {
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-page-writes-'));
  const ledger = await openLedger(join(dir, 'ledger.sqlite'));
  try {
    if (ledger.connection.kind !== 'sqlite') throw new Error('a SQLite ledger was expected');
    const ledgerDb = ledger.connection.db;
    const t0 = performance.now();
    fillSqliteBook(ledgerDb.db, size, [OWNER]);
    // The desk's own page cache, not the fill's big one.
    ledgerDb.db.exec('PRAGMA cache_size = -2000');
    console.log(
      `\n### SQLite, ${size.toLocaleString('en')} orders (filled in ${((performance.now() - t0) / 1000).toFixed(0)} s), ` +
        `load average ${loadavg()[0]?.toFixed(2)}`,
    );
    const kinds = await measureKinds('SQLite', sqliteWrites(ledgerDb), keptSample(ledgerDb.db));
    sayBound('SQLite', size, kinds);
  } finally {
    await ledger.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPg(url: string, size: number): Promise<void> {
  const name = `page_writes_${size}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const ledger = await openPgLedger({ url: databaseUrl(url, name), desk: 'bench' });
  try {
    if (ledger.connection.kind !== 'postgres') throw new Error('a PostgreSQL ledger was expected');
    const built = await buildPgBook(databaseUrl(url, name), size, [OWNER]);
    console.log(
      `\n### PostgreSQL, ${size.toLocaleString('en')} orders (built in ${built.seconds.toFixed(0)} s), ` +
        `load average ${loadavg()[0]?.toFixed(2)}`,
    );
    const kinds = await measureKinds('PostgreSQL', pgWrites(ledger.connection.db), built.sample);
    sayBound('PostgreSQL', size, kinds);
  } finally {
    await ledger.close();
  }
}

export async function benchOrderBookPageWrites(): Promise<void> {
  const sizes = benchBookSizes();
  for (const size of sizes) await benchSqlite(size);
  const pgSizes = sizes.filter((s) => s <= PG_MAX);
  if (pgSizes.length < sizes.length) {
    console.log(
      `\nPostgreSQL: sizes above ${PG_MAX.toLocaleString('en')} left out (ORDER_BOOK_BENCH_PG_MAX)`,
    );
  }
  if (pgSizes.length === 0) return;
  const cluster = await startPostgresCluster();
  try {
    for (const size of pgSizes) await benchPg(cluster.url, size);
  } finally {
    cluster.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOrderBookPageWrites();
