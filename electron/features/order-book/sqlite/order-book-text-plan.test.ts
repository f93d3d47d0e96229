import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import { createLedgerDb } from '../../../storage/sqlite/ledger-db';
import { migrate } from '../../../storage/sqlite/migrations';
import { ensureOrderBookSearchIndex } from './order-book-search-index';
import { createBookTextPlans } from './order-book-text-plan';
import { createSqliteOrderBookWrites } from './order-book-writes';

/*
 * A text's plan follows its page and the book, not a fixed count: a text most of a 3,000-order book holds walks the
 * sort index for its first page (collecting its 3,000 candidates would read them all), a rare one is collected,
 * a middling one (a quarter of the book) is held in memory and tested as the sort index is walked (reading each
 * walked row's text would cost more, collecting and sorting all of them too), and so is a deep page of the common
 * text (rows 2,900-2,999: the walk reads to its end, so each row's test must be cheap).
 */

const T0 = Date.UTC(2026, 10, 1, 4, 0, 0);
const order = (i: number): SoldOrder => ({
  order_sn: `261101-${String(800000 + i)}`,
  receiver_name: i % 100 === 0 ? '欧阳稀' : '王**',
  receiver_phone: '137****2222',
  province: '广东省',
  city: '深圳市',
  town: '南山区',
  receiver_address: '科技园 1 栋',
  goods_name: '保温杯',
  goods_img: '',
  goods_spec: '500ml',
  is_pre_sale: false,
  last_ship_time: T0,
  confirm_time: T0 + i,
  remark: i % 4 === 0 ? '加急件' : '',
  goods_count: 1,
  pay_amount: 39,
  order_status: 1,
  remark_tag: null,
  remark_tag_name: null,
  withholding_money: 1,
});

describe('the text plan of a book search (SQLite)', () => {
  it('walks the sort index for a common text, holds a middling one and a deep page, collects a rare one', () => {
    const db = new DatabaseSync(':memory:');
    migrate(db);
    ensureOrderBookSearchIndex(db, true);
    const ledger = createLedgerDb(db, () => T0, 'desk');
    createSqliteOrderBookWrites(ledger).upsertOrders(
      'owner',
      Array.from({ length: 3000 }, (_, i) => order(i)),
    );
    const plans = createBookTextPlans(ledger, true);
    expect(plans('保温杯', 100).kind).toBe('many');
    expect(plans('欧阳稀', 100).kind).toBe('few');
    expect(plans('加急件', 100).kind).toBe('held');
    expect(plans('保温杯', 3000).kind).toBe('held');
    expect(plans('没有的', 100).kind).toBe('none');
  });

  it('collects a rare text from the ids its count read, not from the index again', () => {
    const db = new DatabaseSync(':memory:');
    migrate(db);
    ensureOrderBookSearchIndex(db, true);
    const ledger = createLedgerDb(db, () => T0, 'desk');
    createSqliteOrderBookWrites(ledger).upsertOrders(
      'owner',
      Array.from({ length: 300 }, (_, i) => order(i)),
    );
    const plan = createBookTextPlans(ledger, true)('欧阳稀', 100);
    if (plan.kind !== 'few') throw new Error(`a rare text is collected, got ${plan.kind}`);
    expect(plan.from).not.toContain('MATCH');
    const ids = db
      .prepare(`SELECT b.id FROM ${plan.from} WHERE ${plan.condition} ORDER BY b.id`)
      .all(plan.params)
      .map((row) => Number(row.id));
    const expected = db
      .prepare(
        "SELECT id FROM order_book WHERE order_sn IN ('261101-800000', '261101-800100', '261101-800200') ORDER BY id",
      )
      .all()
      .map((row) => Number(row.id));
    expect(ids).toEqual(expected);
  });
});
