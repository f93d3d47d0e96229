import { describe, inject, it } from 'vitest';
import { mergeKeyOf } from '../../../shared/orders/merge-key';
import {
  expectOldGroupStillGroups,
  expectUpgradedKeys,
  OLD_KEY_ORDERS,
} from '../../testing/old-merge-key-story';
import { searchColumns } from '../../features/order-book/postgres/pg-order-book-values';
import { upgradeOlderDatabase } from './testing/pg-schema-upgrade';

/*
 * Shared-ledger migration 12 (short merge keys) on a database an older desk wrote at schema 11, its book rows keyed
 * by mergeKeyOf's JSON (the story in old-merge-key-story.ts): awaiting orders are re-keyed to the digest at open and
 * still group, the others' keys are blanked.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('pg-merge-key-migration.test: skipped, no PostgreSQL cluster');

describe.skipIf(!clusterUrl)('shared ledger migration 12: short merge keys', () => {
  it('re-keys awaiting rows of the old format so their merge group still groups, and blanks the others', async () => {
    const { a, b, shipped } = OLD_KEY_ORDERS;
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
        await expectOldGroupStillGroups(ledger.book, 'o');
        const { rows } = await ledger.pool.query<Record<string, unknown>>(
          'SELECT order_sn, merge_key FROM order_book',
        );
        expectUpgradedKeys(rows);
      },
    });
  });
});
