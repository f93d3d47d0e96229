import { describe, expect, inject, it } from 'vitest';
import { OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import { mergeKeyOf } from '../../../shared/orders/merge-key';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';
import { searchColumns } from '../../features/order-book/postgres/pg-order-book-values';
import { upgradeOlderDatabase } from './testing/pg-schema-upgrade';

/*
 * Shared-ledger migration 12 (short merge keys) on a database an older desk wrote at schema 11, its book rows keyed
 * by mergeKeyOf's JSON: awaiting orders are re-keyed to the digest at open and still group, the others' keys blanked.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('pg-merge-key-migration.test: skipped, no PostgreSQL cluster');

describe.skipIf(!clusterUrl)('shared ledger migration 12: short merge keys', () => {
  it('re-keys awaiting rows of the old format so their merge group still groups, and blanks the others', async () => {
    const a = sampleSoldOrder('250101-771', { goods_name: '熊猫玩偶', confirm_time: 1 });
    const b = sampleSoldOrder('250101-772', { goods_name: '熊猫玩偶', confirm_time: 3 });
    const shipped = sampleSoldOrder('250101-773', {
      goods_name: '熊猫玩偶',
      confirm_time: 2,
      order_status: 2,
    });
    const c = sampleSoldOrder('250101-774', { goods_name: '熊猫玩偶', confirm_time: 4 });
    await upgradeOlderDatabase(clusterUrl, {
      name: 'migration12',
      from: 11,
      seed: async (pool) => {
        for (const order of [a, b, shipped]) {
          const search = searchColumns(order);
          await pool.query(
            `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag, merge_key,
               seen_at, json, search_text, search_grams)
             VALUES ('o', $1, $2, $3, 0, NULL, $4, 5, $5, $6, $7::integer[])`,
            [
              order.order_sn,
              order.order_status,
              order.confirm_time,
              mergeKeyOf('o', order),
              JSON.stringify(order),
              search.text,
              search.grams,
            ],
          );
        }
      },
      async check(ledger) {
        const found = await ledger.book.search('o', OrdersSearchInput.parse({ text: '熊猫', status: 1 }));
        expect(found.rows.map((r) => r.order.order_sn)).toEqual([b.order_sn, a.order_sn]);
        expect(found.rows[0]?.merge?.orderSns).toEqual([b.order_sn, a.order_sn]);
        await ledger.book.upsertOrders('o', [c]);
        const after = await ledger.book.search('o', OrdersSearchInput.parse({ text: '熊猫', status: 1 }));
        expect(after.rows[0]?.merge?.orderSns).toEqual([c.order_sn, b.order_sn, a.order_sn]);
        const { rows } = await ledger.pool.query<{ order_sn: string; merge_key: string }>(
          'SELECT order_sn, merge_key FROM order_book ORDER BY order_sn',
        );
        const awaiting = rows.filter((r) => r.order_sn !== shipped.order_sn).map((r) => r.merge_key);
        expect(awaiting.every((k) => /^[A-Za-z0-9_-]{22}$/.test(k) && k === awaiting[0])).toBe(true);
        expect(rows.find((r) => r.order_sn === shipped.order_sn)?.merge_key).toBe('');
      },
    });
  });
});
