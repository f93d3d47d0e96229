import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';
import { ledgerBackends, type OpenedLedger } from '../../testing/ledger-backends';
import type { LedgerConnection } from '../ledger/ledger-types';
import type { OrderBookStore } from './order-book-store';
import { orderNumberKey, pickOrderNumber } from './order-number-key';
import { ORDER_NUMBER_SQL } from './sqlite/order-book-number';
import { PG_ORDER_NUMBER_SQL } from './postgres/pg-order-book-number';

/*
 * The book's lookup of an order by its number, on every ledger backend: case and width evened out (a scan of
 * WALK-CASE-AB01, or in full width, finds Walk-Case-aB01), the whole number only, the owner's own; and read
 * through the index migration 14 made, never a scan of the book.
 */

const OWNER = 'demo-owner';
const STORED = 'Walk-Case-aB01';

/** The query plan of the lookup, as the backend's planner words it (sequential scans off on PostgreSQL, so a
 * usable index is always taken even on a tiny table). */
const planOf = async (connection: LedgerConnection): Promise<string> => {
  if (connection.kind === 'sqlite') {
    const rows = connection.db.db.prepare(`EXPLAIN QUERY PLAN ${ORDER_NUMBER_SQL}`).all(OWNER, 'X');
    return rows.map((r) => String(r.detail)).join('\n');
  }
  const client = await connection.db.pool.connect();
  try {
    await client.query('SET enable_seqscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${PG_ORDER_NUMBER_SQL}`, [
      OWNER,
      'X',
    ]);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
};

describe('order number key', () => {
  it('evens out width, case, spaces and dashes', () => {
    expect(orderNumberKey('WALK-CASE-AB01')).toBe('WALK-CASE-AB01');
    expect(orderNumberKey('walk-case-ab01')).toBe('WALK-CASE-AB01');
    expect(orderNumberKey(' ｗａｌｋ－Ｃａｓｅ—ａｂ０１\r\n')).toBe('WALK-CASE-AB01');
  });

  it('picks the exact stored number, else the only one, never one of two', () => {
    expect(pickOrderNumber('walk-case-ab01', [STORED])).toBe(STORED);
    expect(pickOrderNumber(STORED, ['WALK-CASE-AB01', STORED])).toBe(STORED);
    expect(pickOrderNumber('walk-case-ab01', ['WALK-CASE-AB01', STORED])).toBeNull();
    expect(pickOrderNumber('x', [])).toBeNull();
  });
});

describe.each(ledgerBackends())('order number lookup ($name)', (backend) => {
  let opened: OpenedLedger;
  let book: OrderBookStore;

  beforeEach(async () => {
    opened = await backend.open({ now: () => Date.UTC(2026, 10, 1) });
    book = opened.ledger.book;
    await book.upsertOrders(OWNER, [sampleSoldOrder(STORED), sampleSoldOrder('261101-000777')]);
    await book.upsertOrders('another-owner', [sampleSoldOrder('WALK-CASE-AB02')]);
  });
  afterEach(async () => {
    await opened.destroy();
  });

  it('finds the stored number whatever the case and width of the scan', async () => {
    for (const scanned of [STORED, 'WALK-CASE-AB01', 'walk-case-ab01', 'ＷＡＬＫ－ＣＡＳＥ－ＡＢ０１']) {
      expect(await book.findOrderNumbers(OWNER, scanned)).toEqual([STORED]);
    }
    expect(await book.findOrderNumbers(OWNER, '261101-000777')).toEqual(['261101-000777']);
  });

  it('matches the whole number of the owner only', async () => {
    expect(await book.findOrderNumbers(OWNER, 'WALK-CASE-AB0')).toEqual([]);
    expect(await book.findOrderNumbers(OWNER, 'WALK-CASE-AB02')).toEqual([]);
    expect(await book.findOrderNumbers('another-owner', 'walk-case-ab02')).toEqual(['WALK-CASE-AB02']);
  });

  it('reads through the number index, not a scan of the book', async () => {
    expect(await planOf(opened.ledger.connection)).toContain('order_book_by_number_key');
  });
});
