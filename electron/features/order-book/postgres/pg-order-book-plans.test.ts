import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OrdersSearchInput } from '../../../../shared/ipc/channels/order-book';
import { sampleSoldOrder } from '../../../../shared/testing/sold-order-samples';
import { createTestDatabase, type TestDatabase } from '../../../testing/pg-test-databases';
import { openPgLedger, type PgLedger } from '../../ledger/postgres/open-pg-ledger';

/*
 * What the book's search reads on PostgreSQL, from the plans the server ran (EXPLAIN ANALYZE of each statement the
 * search sent, in its transaction's settings): its cost follows the page it returns, not the matches or the shops.
 * A rare text (digits of an order number or a phone) is paged on the search rows alone, no order row looked up per
 * match; a deep page across three shops reads the rows up to the page's end once, not once per shop.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('pg-order-book-plans.test: skipped, no PostgreSQL cluster');

const SHOPS = ['plan-shop-a', 'plan-shop-b', 'plan-shop-c'];
const PER_SHOP = 2_000;
const T0 = Date.UTC(2026, 10, 1);

/** Shop s's order i: every address holds 号; every 50th phone ends in 7777 (a rare text). */
const orderOf = (s: number, i: number) =>
  sampleSoldOrder(`261101-${s}${String(100_000 + i)}`, {
    receiver_address: `中山路 ${i} 号`,
    receiver_phone: i % 50 === 0 ? '139****7777' : `139****${String(1000 + i).slice(-4)}`,
    confirm_time: T0 + (i * SHOPS.length + s) * 1000,
    last_ship_time: T0 + (i % 7) * 3_600_000,
    order_status: i % 4 === 0 ? 2 : 1,
  });

interface Statement {
  client: pg.Client;
  text: string;
  values: unknown[];
}

/** The statements sent while `work` runs, each with the SET LOCALs of its transaction. */
async function sentWhile(work: () => Promise<unknown>) {
  const sent: Statement[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- restored below, re-bound by each call
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (typeof args[0] === 'string') {
      sent.push({ client: this, text: args[0], values: Array.isArray(args[1]) ? args[1] : [] });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  const open = new Map<pg.Client, string[]>();
  const out: { settings: string[]; text: string; values: unknown[] }[] = [];
  for (const { client, text, values } of sent) {
    if (text === 'BEGIN') open.set(client, []);
    else if (text.startsWith('SET LOCAL')) open.get(client)?.push(text);
    // The search's reads of the book (aliased b / t), not the page's rows, states and merge groups.
    else if (/order_book(_text)? [bt]\b/.test(text) && !text.startsWith('EXPLAIN')) {
      out.push({ settings: open.get(client) ?? [], text, values });
    }
  }
  return out;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe.skipIf(!clusterUrl)('order book search plans (postgres)', () => {
  let database: TestDatabase;
  let ledger: PgLedger;

  /** The scans of `relation` in the plans of the search's statements on the book, by statement. */
  async function scansOf(input: OrdersSearchInput, relation: string) {
    const statements = await sentWhile(() => ledger.book.search(SHOPS, OrdersSearchInput.parse(input)));
    const client = await ledger.pool.connect();
    try {
      const scans: { text: string; nodes: PlanNode[] }[] = [];
      for (const statement of statements) {
        await client.query('BEGIN');
        for (const setting of statement.settings) await client.query(setting);
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
          statement.values,
        );
        await client.query('ROLLBACK');
        const plan = rows[0]!['QUERY PLAN'][0].Plan;
        scans.push({
          text: statement.text,
          nodes: nodesOf(plan).filter((n) => n['Relation Name'] === relation),
        });
      }
      return scans;
    } finally {
      client.release();
    }
  }

  /** The scans of the statement that reads the page (not the total's count). */
  const pageScans = (scans: { text: string; nodes: PlanNode[] }[]) =>
    scans.filter((s) => !s.text.startsWith('SELECT count') && s.nodes.length > 0).flatMap((s) => s.nodes);
  const rowsRead = (nodes: PlanNode[]) =>
    nodes.reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0);

  beforeAll(async () => {
    database = await createTestDatabase(clusterUrl, 'bookplans');
    ledger = await openPgLedger({ url: database.url, desk: 'plans', now: () => T0 });
    for (const [s, shop] of SHOPS.entries()) {
      const orders = Array.from({ length: PER_SHOP }, (_, i) => orderOf(s, i));
      for (let i = 0; i < orders.length; i += 500) await ledger.book.upsertOrders(shop, orders.slice(i, i + 500));
    }
    // The statistics a server keeps of a book (autovacuum's), which the search's estimates read.
    await ledger.pool.query('VACUUM ANALYZE order_book, order_book_text');
  }, 60_000);
  afterAll(async () => {
    await ledger?.close();
    await database?.drop();
  });

  it('pages a rare text on the search rows alone, with its exact total', async () => {
    const input = { text: '7777' };
    const found = await ledger.book.search(SHOPS, OrdersSearchInput.parse(input));
    expect(found.total).toBe((PER_SHOP / 50) * SHOPS.length);
    expect(found.rows.every((r) => r.order.receiver_phone.endsWith('7777'))).toBe(true);
    const scans = await scansOf(input, 'order_book');
    expect(scans.flatMap((s) => s.nodes).map((n) => n['Node Type'])).toEqual([]);
  });

  it('reads a deep page of a common text across three shops once, not once per shop', async () => {
    const input = { text: '号', page: 2, pageSize: 100 };
    const found = await ledger.book.search(SHOPS, OrdersSearchInput.parse(input));
    const newest = Array.from({ length: PER_SHOP * SHOPS.length }, (_, k) => k)
      .reverse()
      .slice(200, 300)
      .map((k) => orderOf(k % SHOPS.length, Math.floor(k / SHOPS.length)).order_sn);
    expect(found.rows.map((r) => r.order.order_sn)).toEqual(newest);
    // The page's end is row 300: a walk per shop reads 300 rows of each (900).
    const page = pageScans(await scansOf(input, 'order_book'));
    expect(page.length).toBeGreaterThan(0);
    expect(rowsRead(page)).toBeLessThanOrEqual(300);
  });

  it('reads a deep page of a status across three shops from one index, once', async () => {
    const input = { status: 1, page: 2, pageSize: 100, sort: 'ship-by' as const };
    const found = await ledger.book.search(SHOPS, OrdersSearchInput.parse(input));
    expect(found.rows).toHaveLength(100);
    const page = pageScans(await scansOf(input, 'order_book'));
    expect(page.map((n) => n['Node Type'])).toEqual(['Index Only Scan']);
    expect(rowsRead(page)).toBeLessThanOrEqual(300);
  });
});
