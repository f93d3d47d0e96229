import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { OrdersSearchInput } from '../../../../shared/ipc/channels/order-book';
import { createTestDatabase } from '../../../testing/pg-test-databases';
import { openPgLedger } from './open-pg-ledger';
import { migrate } from './pg-migrations';

/*
 * Shared-ledger migration 4 (the order book) on a database an older desk wrote at schema 3: its order snapshots
 * become rows of the book, the fetch still reads them, and text search and merge groups find them at once.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('pg-order-book-migration.test: skipped, no PostgreSQL cluster');

const order = (sn: string, address: string) => ({
  order_sn: sn,
  receiver_name: '李**',
  receiver_phone: '135****9999',
  province: '四川省',
  city: '成都市',
  town: '武侯区',
  receiver_address: address,
  goods_name: '熊猫玩偶',
  goods_img: '',
  goods_spec: '大号',
  is_pre_sale: false,
  last_ship_time: 2,
  confirm_time: sn.endsWith('1') ? 1 : 3,
  remark: '',
  goods_count: 1,
  pay_amount: 88,
  order_status: 1,
  remark_tag: null,
  remark_tag_name: null,
  withholding_money: 1,
});

describe.skipIf(!clusterUrl)('shared ledger migration 4: the order book', () => {
  it('moves every snapshot of a schema-3 database into the book, searchable and grouped', async () => {
    const database = await createTestDatabase(clusterUrl, 'migration4');
    const a = order('250101-771', '人民南路 4 段');
    const b = order('250101-772', '人民南路 4 段');
    try {
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      try {
        await migrate(pool, 3);
        await pool.query(
          `INSERT INTO order_snapshots (owner_id, order_sn, json, seen_at) VALUES ('o', $1, $2, 5), ('o', $3, $4, 5)`,
          [a.order_sn, JSON.stringify(a), b.order_sn, JSON.stringify(b)],
        );
      } finally {
        await pool.end();
      }
      const ledger = await openPgLedger({
        url: database.url,
        now: () => 100,
        desk: 'new',
        maxConnections: 2,
      });
      try {
        expect((await ledger.getOrderSnapshots('o', [a.order_sn])).get(a.order_sn)).toEqual(a);
        const found = await ledger.book.search('o', OrdersSearchInput.parse({ text: '熊猫', status: 1 }));
        expect(found.rows.map((r) => r.order.order_sn)).toEqual([b.order_sn, a.order_sn]);
        expect(found.rows[0]?.merge?.orderSns).toEqual([b.order_sn, a.order_sn]);
        expect(await ledger.book.countsByStatus('o')).toEqual({ '1': 2 });
        expect(await ledger.book.oldestChangeable('o', 0)).toBe(1);
      } finally {
        await ledger.close();
      }
    } finally {
      await database.drop();
    }
  });
});
