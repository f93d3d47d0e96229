import { describe, expect, it } from 'vitest';
import { OrdersSearchInput } from '../../../../shared/ipc/channels/order-book';
import { sampleSoldOrder } from '../../../../shared/testing/sold-order-samples';
import { tempDirPerTest } from '../../../testing/temp-dir-per-test';
import { openLedger } from './open-ledger';
import { createOrderArchive } from './order-archive';

/* The cleanup's archive takes an old completed order out of the book whole: its row, its JSON and its search text. */

const tmp = tempDirPerTest('order-archive-');

describe('the order archive (SQLite)', () => {
  it('leaves no search text or index entry of an archived order behind', async () => {
    const ledger = await openLedger(tmp.file('ledger.sqlite'));
    try {
      if (ledger.connection.kind !== 'sqlite') throw new Error('a SQLite ledger was expected');
      const done = sampleSoldOrder('240101-000001', {
        goods_name: '旧款保温杯',
        order_status: 3,
        confirm_time: 1,
      });
      const open = sampleSoldOrder('250101-000002', {
        goods_name: '新款保温杯',
        order_status: 1,
        confirm_time: 5,
      });
      await ledger.book.upsertOrders('o', [done, open]);

      expect(createOrderArchive(ledger.connection.db)(2, 10)).toBe(1);

      const found = await ledger.book.search(['o'], OrdersSearchInput.parse({ text: '保温杯' }));
      expect(found.rows.map((r) => r.order.order_sn)).toEqual([open.order_sn]);
      const { db } = ledger.connection.db;
      const texts = db.prepare('SELECT count(*) AS n FROM order_book_text').get();
      expect(Number(texts?.n)).toBe(1);
      const indexed = db
        .prepare('SELECT count(*) AS n FROM order_book_search WHERE order_book_search MATCH \'"旧款保"\'')
        .get();
      expect(Number(indexed?.n)).toBe(0);
    } finally {
      await ledger.close();
    }
  });
});
