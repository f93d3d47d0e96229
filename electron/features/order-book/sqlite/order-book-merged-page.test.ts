import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import { OrdersSearchInput } from '../../../../shared/ipc/channels/order-book';
import { createLedgerDb, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { migrate } from '../../../storage/sqlite/migrations';
import { ensureOrderBookSearchIndex } from './order-book-search-index';
import { createSqliteOrderBookSearch } from './order-book-search';
import { createSqliteOrderBookWrites } from './order-book-writes';
import { createOrderStates } from './order-states';

/*
 * A page across shops costs its rows, not the shops' matches: every statement that reads a page in a sort's
 * order walks one owner's sort index (SEARCH … owner_id=?), never sorts the matches (a temporary B-tree) nor scans
 * the book: the reads are merged in the sort's order (MERGE (UNION ALL)), so a page reads about as many rows as it
 * ends at.
 */

const T0 = Date.UTC(2026, 10, 1, 4, 0, 0);
const OWNERS = ['shop-a', 'shop-b', 'shop-c'];

const order = (i: number): SoldOrder => ({
  order_sn: `261101-${String(700000 + i)}`,
  receiver_name: `顾客${i % 50}`,
  receiver_phone: '137****2222',
  province: '广东省',
  city: '深圳市',
  town: '南山区',
  receiver_address: `科技园 ${i % 30} 栋`,
  goods_name: '保温杯',
  goods_img: '',
  goods_spec: '500ml 蓝色',
  is_pre_sale: false,
  last_ship_time: T0 + (i % 7) * 3_600_000,
  confirm_time: T0 + i * 60_000,
  remark: '',
  goods_count: 1,
  pay_amount: 39,
  order_status: 1 + (i % 2),
  remark_tag: null,
  remark_tag_name: null,
  withholding_money: 1,
});

/** A book of 3 × 300 orders whose statements are recorded (SQL text). */
function recordedBook() {
  const db = new DatabaseSync(':memory:');
  migrate(db);
  ensureOrderBookSearchIndex(db, true);
  const ledger = createLedgerDb(db, () => T0, 'desk');
  const writes = createSqliteOrderBookWrites(ledger);
  for (const [n, owner] of OWNERS.entries())
    writes.upsertOrders(
      owner,
      Array.from({ length: 300 }, (_, i) => order(i * OWNERS.length + n)),
    );
  const seen = new Set<string>();
  const recorded: LedgerDb = {
    ...ledger,
    statement: (sql) => {
      seen.add(sql);
      return ledger.statement(sql);
    },
  };
  const search = createSqliteOrderBookSearch(recorded, createOrderStates(ledger), true);
  return { db, search, seen };
}

/** The statements that read a page in a sort's order (a page's merge groups and states are read by key). */
const PAGE_READS = /^SELECT b\.id\b[^]*FROM order_book b WHERE[^]*ORDER BY/;

describe('a page across shops (SQLite)', () => {
  it.each(['newest', 'oldest', 'ship-by'] as const)(
    'reads each shop by its sort index, sorting no match (%s, with and without a status)',
    (sort) => {
      const { db, search, seen } = recordedBook();
      search(OWNERS, OrdersSearchInput.parse({ sort }));
      search(OWNERS, OrdersSearchInput.parse({ sort, status: 1, page: 2, pageSize: 20 }));
      const pages = [...seen].filter((sql) => PAGE_READS.test(sql) && !sql.includes('json_group_array'));
      expect(pages.length).toBeGreaterThan(0);
      for (const sql of pages) {
        const plan = db
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all()
          .map((row) => String(row.detail));
        const searches = plan.filter((d) => /^SEARCH b USING .*INDEX .*\(owner_id=\?/.test(d));
        expect({ sql, searches: searches.length }).toEqual({ sql, searches: OWNERS.length });
        expect({ sql, plan: plan.filter((d) => /TEMP B-TREE|^SCAN b/.test(d)) }).toEqual({ sql, plan: [] });
        // Three reads, one per shop, merged in the sort's order.
        expect(plan.filter((d) => d === 'MERGE (UNION ALL)')).toHaveLength(OWNERS.length - 1);
      }
    },
  );

  it('keeps the sort across shops, deep pages too', () => {
    const { search } = recordedBook();
    const page = search(OWNERS, OrdersSearchInput.parse({ page: 1, pageSize: 10 }));
    // Rows 10-19 of 900, newest first: order 899 down to 880 are the first 20, in turn from the three shops.
    expect(page.rows.map((r) => r.order.order_sn)).toEqual(
      Array.from({ length: 10 }, (_, i) => order(889 - i).order_sn),
    );
    expect(page.rows.map((r) => r.ownerId).slice(0, 3)).toEqual(['shop-b', 'shop-a', 'shop-c']);
    const deep = search(
      OWNERS,
      OrdersSearchInput.parse({ sort: 'oldest', status: 2, page: 3, pageSize: 50 }),
    );
    // Awaiting are the even orders, shipped the odd: rows 150-199 of the shipped, oldest first.
    expect(deep.rows.map((r) => r.order.order_sn)).toEqual(
      Array.from({ length: 50 }, (_, i) => order(2 * (150 + i) + 1).order_sn),
    );
  });
});
