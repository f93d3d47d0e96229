import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';
import { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import { ledgerBackends, type OpenedLedger } from '../../testing/ledger-backends';
import type { Ledger } from '../ledger/ledger-types';
import { EMPTY_SYNC_STATE } from './order-book-store';

/*
 * A synced page writes only what changed (both backends): an order re-synced as stored writes no row, no JSON and
 * no search text; a changed one is written and found by its new text; a status move leaves the search text alone.
 * What was written is read below the interface: SQLite by temporary triggers on the book's tables, PostgreSQL by
 * each row version's xmin (a rewritten row is a new version).
 */

const OWNER = 'demo-owner';
const T0 = Date.UTC(2026, 10, 1, 4, 0, 0);

const order = (n: number, extra: Partial<SoldOrder> = {}): SoldOrder =>
  sampleSoldOrder(`261101-${String(200000 + n)}`, {
    receiver_name: `顾客${n}`,
    receiver_phone: `139****${String(1000 + n).slice(-4)}`,
    receiver_address: `文三路 ${n} 号`,
    goods_name: '保温杯',
    goods_spec: '500ml 蓝色',
    goods_count: 1,
    pay_amount: 39,
    last_ship_time: T0 + 86_400_000,
    confirm_time: T0 + n * 60_000,
    ...extra,
  });

/** What the book's tables had written since `watch` began: "book:<sn>", "docs:<sn>", "text:<sn>". */
interface Writes {
  since(): Promise<string[]>;
}

function watchSqlite(ledger: Ledger): Promise<Writes> {
  if (ledger.connection.kind !== 'sqlite') throw new Error('sqlite expected');
  const { db } = ledger.connection.db;
  db.exec('CREATE TEMP TABLE IF NOT EXISTS written (tbl TEXT, id INTEGER)');
  db.exec('DELETE FROM temp.written');
  const tables = { book: 'order_book', docs: 'order_book_docs', text: 'order_book_text' };
  for (const [short, table] of Object.entries(tables)) {
    for (const event of ['INSERT', 'UPDATE']) {
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS written_${short}_${event} AFTER ${event} ON main.${table}
        BEGIN INSERT INTO written VALUES ('${short}', NEW.id); END`);
    }
  }
  return Promise.resolve({
    since: () =>
      Promise.resolve(
        db
          .prepare(
            `SELECT DISTINCT w.tbl || ':' || b.order_sn AS w FROM temp.written w JOIN order_book b ON b.id = w.id
           ORDER BY 1`,
          )
          .all()
          .map((r) => String(r.w)),
      ),
  });
}

async function watchPostgres(ledger: Ledger): Promise<Writes> {
  if (ledger.connection.kind !== 'postgres') throw new Error('postgres expected');
  const { pool } = ledger.connection.db;
  const versions = async () => {
    const { rows } = await pool.query<{ order_sn: string; book: string; text: string }>(
      `SELECT b.order_sn, b.xmin::text AS book, t.xmin::text AS text
       FROM order_book b LEFT JOIN order_book_text t ON t.id = b.id`,
    );
    return new Map(rows.map((r) => [r.order_sn, r]));
  };
  const before = await versions();
  return {
    since: async () => {
      const out: string[] = [];
      for (const [sn, now] of await versions()) {
        const was = before.get(sn);
        // The order's JSON is a column of its row here: a rewritten row is a rewritten JSON.
        if (now.book !== was?.book) out.push(`book:${sn}`, `docs:${sn}`);
        if (now.text !== was?.text) out.push(`text:${sn}`);
      }
      return out.sort();
    },
  };
}

describe.each(ledgerBackends())('a synced page writes only what changed ($name)', (backend) => {
  let opened: OpenedLedger;
  let clock = T0;
  const watch = (): Promise<Writes> =>
    opened.ledger.connection.kind === 'sqlite' ? watchSqlite(opened.ledger) : watchPostgres(opened.ledger);
  const find = async (text: string, status?: number) =>
    (
      await opened.ledger.book.search(
        [OWNER],
        OrdersSearchInput.parse({ text, ...(status ? { status } : {}) }),
      )
    ).rows
      .map((r) => r.order.order_sn)
      .sort();

  beforeEach(async () => {
    clock = T0;
    opened = await backend.open({ now: () => clock });
  });
  afterEach(async () => {
    await opened.destroy();
  });

  it('an order re-synced as stored writes no row, no JSON and no search text', async () => {
    const page = [order(1), order(2, { remark: '周末送' }), order(3, { order_status: 2 })];
    await opened.ledger.book.storeSyncPage(OWNER, page, EMPTY_SYNC_STATE);
    const writes = await watch();
    clock += 60_000;
    expect(await opened.ledger.book.storeSyncPage(OWNER, page, EMPTY_SYNC_STATE)).toEqual({
      stored: 3,
      newOrders: 0,
      statusChanged: 0,
    });
    expect(await writes.since()).toEqual([]);
    expect(await find('周末送')).toEqual([order(2).order_sn]);
  });

  it('writes a changed order, found by its new text only; a status move keeps the search text', async () => {
    const [a, b, c] = [order(11, { remark: '周末送' }), order(12), order(13)];
    await opened.ledger.book.storeSyncPage(OWNER, [a, b, c], EMPTY_SYNC_STATE);
    const writes = await watch();
    const renamed = { ...a, remark: '加急顺丰' };
    const moved = { ...b, order_status: 2 };
    expect(await opened.ledger.book.storeSyncPage(OWNER, [renamed, moved, c], EMPTY_SYNC_STATE)).toEqual({
      stored: 3,
      newOrders: 0,
      statusChanged: 1,
    });
    const written = await writes.since();
    expect(written).toEqual(expect.arrayContaining([`docs:${a.order_sn}`, `text:${a.order_sn}`]));
    expect(written).toContain(`book:${b.order_sn}`);
    expect(written.filter((w) => w.endsWith(c.order_sn))).toEqual([]);
    if (opened.ledger.connection.kind === 'sqlite') expect(written).not.toContain(`text:${b.order_sn}`);
    expect(await find('顺丰')).toEqual([a.order_sn]);
    expect(await find('周末送')).toEqual([]);
    expect(await find('保温杯', 2)).toEqual([b.order_sn]);
    expect(await find('保温杯', 1)).toEqual([a.order_sn, c.order_sn].sort());
    const got = await opened.ledger.book.getOrders(OWNER, [a.order_sn, b.order_sn]);
    expect(got.get(a.order_sn)?.remark).toBe('加急顺丰');
    expect(got.get(b.order_sn)?.order_status).toBe(2);
  });

  it('stores a page of new orders, each once, the last copy of an order winning', async () => {
    const page = [order(21), order(22), order(21, { remark: '后一份' })];
    expect(await opened.ledger.book.storeSyncPage(OWNER, page, EMPTY_SYNC_STATE)).toEqual({
      stored: 3,
      newOrders: 2,
      statusChanged: 0,
    });
    expect(await find('后一份')).toEqual([order(21).order_sn]);
    if (opened.ledger.connection.kind === 'postgres') {
      // No search reads migration 6's integer grams: the write no longer cuts them (empty, not NULL: backfilled).
      const { rows } = await opened.ledger.connection.db.pool.query<{ grams: string }>(
        'SELECT DISTINCT search_grams::text AS grams FROM order_book',
      );
      expect(rows).toEqual([{ grams: '{}' }]);
    }
    expect(await find('保温杯')).toEqual([order(21).order_sn, order(22).order_sn]);
  });
});
