import { describe, expect, inject, it } from 'vitest';
import { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';
import { upgradeOlderDatabase } from './testing/pg-schema-upgrade';

/*
 * Shared-ledger migration 4 (the order book) on a database an older desk wrote at schema 3: its order snapshots
 * become rows of the book, the fetch still reads them, and text search and merge groups find them at once.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('pg-order-book-migration.test: skipped, no PostgreSQL cluster');

describe.skipIf(!clusterUrl)('shared ledger migration 4: the order book', () => {
  it('moves every snapshot of a schema-3 database into the book, searchable and grouped', async () => {
    // Two orders to one receiver: a merge group once in the book.
    const a = sampleSoldOrder('250101-771', { goods_name: '熊猫玩偶', confirm_time: 1, last_ship_time: 2 });
    const b = sampleSoldOrder('250101-772', { goods_name: '熊猫玩偶', confirm_time: 3, last_ship_time: 2 });
    await upgradeOlderDatabase(clusterUrl, {
      name: 'migration4',
      from: 3,
      seed: (pool) =>
        pool.query(
          `INSERT INTO order_snapshots (owner_id, order_sn, json, seen_at) VALUES ('o', $1, $2, 5), ('o', $3, $4, 5)`,
          [a.order_sn, JSON.stringify(a), b.order_sn, JSON.stringify(b)],
        ),
      async check(ledger) {
        expect((await ledger.getOrderSnapshots('o', [a.order_sn])).get(a.order_sn)).toEqual(a);
        const found = await ledger.book.search(['o'], OrdersSearchInput.parse({ text: '熊猫', status: 1 }));
        expect(found.rows.map((r) => r.order.order_sn)).toEqual([b.order_sn, a.order_sn]);
        expect(found.rows[0]?.merge?.orderSns).toEqual([b.order_sn, a.order_sn]);
        expect(await ledger.book.countsByStatus(['o'])).toEqual({ '1': 2 });
        expect(await ledger.book.oldestChangeable('o', 0)).toBe(1);
      },
    });
  });
});
