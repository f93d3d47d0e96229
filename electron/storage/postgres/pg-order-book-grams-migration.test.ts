import { describe, expect, inject, it } from 'vitest';
import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import { BOOK_TEXT_TOTAL_BOUND, OrdersSearchInput } from '../../../shared/ipc/channels/order-book';
import { mergeKeyOf } from '../../../shared/orders/merge-key';
import { sampleSoldOrder } from '../../../shared/testing/sold-order-samples';
import { bookSearchText } from '../../features/order-book/order-book-text';
import { foldCase } from '../sqlite/search-index';
import { upgradeOlderDatabase } from './testing/pg-schema-upgrade';

/*
 * Shared-ledger migration 6 (locale-independent text search) on a book an older desk wrote at schema 4: rows
 * stored with the unfolded search text and no grams (and rows migration 4 copied, whose text was never filled)
 * are cut into grams when the new desk opens, in batches, and found by 1-2 Chinese characters and Latin text
 * in any case, on a database created with the server's default locale (C on the test cluster). Migration 7's
 * search rows follow every write, the new desk's and an older desk's.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('pg-order-book-grams-migration.test: skipped, no PostgreSQL cluster');

// One order of a big book: a panda toy, newer as n grows.
const order = (n: number, extra: Partial<SoldOrder> = {}): SoldOrder =>
  sampleSoldOrder(`250101-${String(100000 + n)}`, {
    goods_name: '熊猫玩偶',
    receiver_address: `人民南路 ${n} 号`,
    last_ship_time: 2,
    confirm_time: 1000 + n,
    ...extra,
  });

describe.skipIf(!clusterUrl)('shared ledger migration 6: text search by grams', () => {
  it('cuts the grams of every row a schema-4 desk stored, and searches them', async () => {
    // More rows than one backfill batch, so the batches must follow each other.
    const plain = Array.from({ length: 1_204 }, (_, i) => order(i));
    const latin = order(5000, { goods_name: 'Thermos FLASK 保温壶', receiver_name: '欧阳**' });
    const copied = order(5001, { remark: '请用顺丰加急', receiver_name: '熊**' });
    await upgradeOlderDatabase(clusterUrl, {
      name: 'migration5',
      from: 4,
      async seed(pool) {
        const stored = [...plain, latin];
        // As a schema-4 desk stored them: the search text as written (not folded), for ILIKE.
        await pool.query(
          `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag, merge_key,
             seen_at, json, search_text)
           SELECT 'o', o.sn, 1, o.confirm, 2, NULL, o.merge_key, 5, o.js, o.search
           FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[])
             AS o (sn, confirm, merge_key, js, search)`,
          [
            stored.map((o) => o.order_sn),
            stored.map((o) => o.confirm_time),
            stored.map((o) => mergeKeyOf('o', o)),
            stored.map((o) => JSON.stringify(o)),
            stored.map((o) => bookSearchText(o)),
          ],
        );
        // As migration 4 copied a snapshot: no merge key, no search text yet.
        await pool.query(
          `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, merge_key, seen_at,
             json, search_text) VALUES ('o', $1, 1, $2, 2, '', 5, $3, '')`,
          [copied.order_sn, copied.confirm_time, JSON.stringify(copied)],
        );
      },
      async check(ledger) {
        const find = async (text: string, pageSize = 100) => {
          const found = await ledger.book.search(['o'], OrdersSearchInput.parse({ text, pageSize }));
          return { sns: found.rows.map((r) => r.order.order_sn), total: found.total };
        };
        expect(await find('thermos flask')).toEqual({ sns: [latin.order_sn], total: 1 });
        expect(await find('fLaSk 保')).toEqual({ sns: [latin.order_sn], total: 1 });
        expect(await find('阳')).toEqual({ sns: [latin.order_sn], total: 1 });
        expect(await find('顺丰')).toEqual({ sns: [copied.order_sn], total: 1 });
        expect((await find('熊')).sns[0]).toBe(copied.order_sn);
        // Every row of every batch: the first and the last stored.
        expect(await find(plain[0]!.order_sn)).toEqual({ sns: [plain[0]!.order_sn], total: 1 });
        expect(await find(plain[1_203]!.order_sn)).toEqual({ sns: [plain[1_203]!.order_sn], total: 1 });
        // Every row holds 熊猫: past the bound of a text search's count the total says "at least the bound".
        const common = await ledger.book.search(
          ['o'],
          OrdersSearchInput.parse({ text: '熊猫', pageSize: 10 }),
        );
        expect(plain.length + 1).toBeGreaterThan(BOOK_TEXT_TOTAL_BOUND);
        expect(common).toMatchObject({ total: BOOK_TEXT_TOTAL_BOUND, totalBounded: true });
        // The copied row got its merge key too: it groups with nothing else, so no group.
        const row = (await ledger.book.search(['o'], OrdersSearchInput.parse({ text: copied.order_sn })))
          .rows[0];
        expect(row?.merge).toBeUndefined();
        const { rows } = await ledger.pool.query<{ n: string }>(
          'SELECT count(*) AS n FROM order_book WHERE search_grams IS NULL',
        );
        expect(Number(rows[0]?.n)).toBe(0);
        // Migration 7: every row has its search row, and a row a migration-6 desk (still running) writes straight
        // into order_book reaches it through the trigger, found by a 1-character query (exact grams, no recheck).
        const late = order(5002, { goods_name: '鲸鱼抱枕' });
        await ledger.pool.query(
          `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, merge_key, seen_at,
             json, search_text, search_grams) VALUES ('o', $1, 1, $2, 2, '', 5, $3, $4, '{1}')`,
          [late.order_sn, late.confirm_time, JSON.stringify(late), foldCase(bookSearchText(late))],
        );
        expect(await find('鲸')).toEqual({ sns: [late.order_sn], total: 1 });
        expect(await find('鲸鱼抱')).toEqual({ sns: [late.order_sn], total: 1 });
        expect(await find('鲸鱼抱枕')).toEqual({ sns: [late.order_sn], total: 1 });
        const counts = await ledger.pool.query<{ book: string; text: string }>(
          'SELECT (SELECT count(*) FROM order_book) AS book, (SELECT count(*) FROM order_book_text) AS text',
        );
        expect(counts.rows[0]?.text).toBe(counts.rows[0]?.book);
      },
    });
  });
});
