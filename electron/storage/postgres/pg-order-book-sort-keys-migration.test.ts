import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';
import { bookSearchText } from '../../features/order-book/order-book-text';
import { foldCase } from '../sqlite/search-index';
import { createTestDatabase } from '../../testing/pg-test-databases';
import { migrate, PG_SCHEMA_VERSION } from './pg-migrations';
import { upgradeOlderDatabase } from './testing/pg-schema-upgrade';

/*
 * The shared-ledger migration that gives the search rows (order_book_text) their order's sort keys and the book
 * its sort indexes across owners: on a book an older desk wrote, every search row gets its order's confirm time,
 * ship-by time and number, a rare text's page comes back in the sort's order, and a later change of an order's
 * times reaches its search row. The version is found by the new column.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('pg-order-book-sort-keys-migration.test: skipped, no PostgreSQL cluster');

const sortKeysVersion = async (url: string): Promise<number> => {
  const database = await createTestDatabase(url, 'booksortprobe');
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    for (let v = 1; v <= PG_SCHEMA_VERSION; v++) {
      await migrate(pool, v);
      const { rows } = await pool.query(
        `SELECT 1 FROM information_schema.columns
         WHERE table_name = 'order_book_text' AND column_name = 'last_ship_time'`,
      );
      if (rows.length > 0) return v;
    }
    throw new Error('no migration gives the search rows their sort keys');
  } finally {
    await pool.end();
    await database.drop();
  }
};

const order = (n: number) =>
  sampleSoldOrder(`251101-00000${n}`, {
    goods_name: '熊猫玩偶',
    order_status: 1,
    confirm_time: 1000 + n,
    last_ship_time: 5000 - n,
  });
const older = [order(1), order(2), order(3)];

describe.skipIf(!clusterUrl)('shared ledger migration: the search rows carry the sort keys', () => {
  it('fills the sort keys of an older desk’s search rows and follows later changes', async () => {
    await upgradeOlderDatabase(clusterUrl, {
      name: 'booksortkeys',
      from: (await sortKeysVersion(clusterUrl)) - 1,
      // As an older desk stored them (its trigger wrote the search rows without sort keys).
      seed: async (pool) => {
        for (const o of older) {
          await pool.query(
            `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, merge_key, seen_at,
               json, search_text, search_grams) VALUES ('o', $1, 1, $2, $3, '', 5, $4, $5, '{1}')`,
            [o.order_sn, o.confirm_time, o.last_ship_time, JSON.stringify(o), foldCase(bookSearchText(o))],
          );
        }
      },
      async check(ledger) {
        const keys = async () =>
          (
            await ledger.pool.query<{ sn: string; confirm: string; ship: string }>(
              `SELECT order_sn AS sn, confirm_time AS confirm, last_ship_time AS ship FROM order_book_text
               ORDER BY order_sn`,
            )
          ).rows.map((r) => [r.sn, Number(r.confirm), Number(r.ship)]);
        expect(await keys()).toEqual(older.map((o) => [o.order_sn, o.confirm_time, o.last_ship_time]));
        const page = async (sort: 'newest' | 'ship-by') =>
          (await ledger.book.search(['o'], OrdersSearchInput.parse({ text: '熊猫', sort }))).rows.map(
            (r) => r.order.order_sn,
          );
        expect(await page('newest')).toEqual(['251101-000003', '251101-000002', '251101-000001']);

        await ledger.book.upsertOrders('o', [{ ...order(1), last_ship_time: 1 }]);
        expect((await keys())[0]).toEqual(['251101-000001', 1001, 1]);
        expect(await page('ship-by')).toEqual(['251101-000001', '251101-000003', '251101-000002']);
      },
    });
  });
});
