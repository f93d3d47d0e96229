import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';
import { bookSearchText } from '../../features/order-book/order-book-text';
import { foldCase } from '../sqlite/search-index';
import { createTestDatabase } from '../../testing/pg-test-databases';
import { migrate, PG_SCHEMA_VERSION } from './pg-migrations';
import { upgradeOlderDatabase } from './testing/pg-schema-upgrade';

/*
 * The shared-ledger migration after which an order's search row (order_book_text) follows it only when its owner,
 * status or text changed: on a book an older desk wrote, a re-stored order leaves its search row as it was (no
 * write, no grams cut again), while a status move and a new text still reach the search. The version is found by
 * its trigger.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('pg-order-book-follow-migration.test: skipped, no PostgreSQL cluster');

/** The version that makes the search row follow changes only, found on a scratch database one step at a time. */
const followVersion = async (url: string): Promise<number> => {
  const database = await createTestDatabase(url, 'bookfollowprobe');
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    for (let v = 1; v <= PG_SCHEMA_VERSION; v++) {
      await migrate(pool, v);
      const { rows } = await pool.query(
        "SELECT 1 FROM pg_trigger WHERE tgname = 'order_book_text_follow_change'",
      );
      if (rows.length > 0) return v;
    }
    throw new Error('no migration makes the search rows follow changes only');
  } finally {
    await pool.end();
    await database.drop();
  }
};

const panda = sampleSoldOrder('251101-000001', {
  goods_name: '熊猫玩偶',
  order_status: 1,
  confirm_time: 1000,
});

/** The search row of an order, as stored (its row version tells whether it was written again). */
const searchRow = async (pool: pg.Pool, sn: string) =>
  (
    await pool.query<{ version: string; status: number; text: string }>(
      `SELECT t.xmin::text AS version, t.status, t.search_text AS text
       FROM order_book_text t JOIN order_book b ON b.id = t.id WHERE b.order_sn = $1`,
      [sn],
    )
  ).rows[0];

describe.skipIf(!clusterUrl)('shared ledger migration: the search rows follow changes only', () => {
  it('leaves a re-stored order’s search row as it was, and follows a status move and a new text', async () => {
    await upgradeOlderDatabase(clusterUrl, {
      name: 'bookfollow',
      from: (await followVersion(clusterUrl)) - 1,
      // As an older desk stored it (its trigger wrote the search row).
      seed: (pool) =>
        pool.query(
          `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, merge_key, seen_at,
             json, search_text, search_grams) VALUES ('o', $1, 1, 1000, 0, '', 5, $2, $3, '{1}')`,
          [panda.order_sn, JSON.stringify(panda), foldCase(bookSearchText(panda))],
        ),
      async check(ledger) {
        const find = async (text: string, status: number) =>
          (await ledger.book.search(['o'], OrdersSearchInput.parse({ text, status }))).rows.map(
            (r) => r.order.order_sn,
          );
        const before = await searchRow(ledger.pool, panda.order_sn);
        expect(before?.status).toBe(1);
        await ledger.book.upsertOrders('o', [panda]);
        expect(await searchRow(ledger.pool, panda.order_sn)).toEqual(before);
        expect(await find('熊猫', 1)).toEqual([panda.order_sn]);

        const shipped: SoldOrder = { ...panda, order_status: 2 };
        await ledger.book.upsertOrders('o', [shipped]);
        expect(await find('熊猫', 2)).toEqual([panda.order_sn]);
        expect(await find('熊猫', 1)).toEqual([]);

        await ledger.book.upsertOrders('o', [{ ...shipped, goods_name: '鲸鱼抱枕' }]);
        expect(await find('鲸鱼抱枕', 2)).toEqual([panda.order_sn]);
        expect(await find('熊猫', 2)).toEqual([]);
      },
    });
  });
});
