import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import { EMPTY_SYNC_STATE, type StoreCounts, type SyncState } from '../order-book-store';
import { bookSearchText } from '../order-book-text';
import { inTransaction, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { packText } from '../../../storage/packed-text';
import { storedMergeKey } from '../stored-merge-key';
import type { SqliteOrderBook } from './order-book-type';

/** The statements of a write, prepared once. */
const prepareWrites = (statement: LedgerDb['statement']) => ({
  existing: statement('SELECT status FROM order_book WHERE owner_id = ? AND order_sn = ?'),
  upsert: statement(
    `INSERT INTO order_book (owner_id, order_sn, status, confirm_time, last_ship_time, remark_tag, merge_key, seen_at)
     VALUES (:owner, :sn, :status, :confirm, :shipBy, :tag, :mergeKey, :seenAt)
     ON CONFLICT (owner_id, order_sn) DO UPDATE SET status = excluded.status, confirm_time = excluded.confirm_time,
       last_ship_time = excluded.last_ship_time, remark_tag = excluded.remark_tag, merge_key = excluded.merge_key,
       seen_at = excluded.seen_at
     RETURNING id`,
  ),
  upsertDoc: statement(
    `INSERT INTO order_book_docs (id, json) VALUES (:id, :json)
     ON CONFLICT (id) DO UPDATE SET json = excluded.json WHERE json <> excluded.json`,
  ),
  // An unchanged text (a re-check, a status move) leaves the row and its trigram index alone.
  upsertText: statement(
    `INSERT INTO order_book_text (id, search_text) VALUES (:id, :text)
     ON CONFLICT (id) DO UPDATE SET search_text = excluded.search_text WHERE search_text <> excluded.search_text`,
  ),
  saveState: statement(
    `INSERT INTO order_book_sync (owner_id, json) VALUES (?, ?)
     ON CONFLICT (owner_id) DO UPDATE SET json = excluded.json`,
  ),
});

/** Writes the orders one by one and counts what changed. */
function store(
  { existing, upsert, upsertDoc, upsertText }: ReturnType<typeof prepareWrites>,
  seenAt: number,
  ownerId: string,
  orders: SoldOrder[],
): StoreCounts {
  const counts: StoreCounts = { stored: 0, newOrders: 0, statusChanged: 0 };
  for (const order of orders) {
    const before = existing.get(ownerId, order.order_sn);
    if (!before) counts.newOrders++;
    else if (Number(before.status) !== (order.order_status ?? 0)) counts.statusChanged++;
    const row = upsert.get({
      owner: ownerId,
      sn: order.order_sn,
      // The gateway may leave numbers out (tolerant schema): such an order sorts as the oldest.
      status: order.order_status ?? 0,
      confirm: order.confirm_time ?? 0,
      shipBy: order.last_ship_time ?? 0,
      tag: order.remark_tag,
      mergeKey: storedMergeKey(ownerId, order),
      seenAt,
    });
    const id = Number(row?.id);
    // Packed at rest (deterministic, so an unchanged copy compares equal).
    upsertDoc.run({ id, json: packText(JSON.stringify(order), 'orderDict') });
    upsertText.run({ id, text: bookSearchText(order) });
    counts.stored++;
  }
  return counts;
}

/** The book's writes: orders, and the sync state stored with the page that moves it. */
export function createSqliteOrderBookWrites({
  db,
  now,
  statement,
}: LedgerDb): Pick<SqliteOrderBook, 'upsertOrders' | 'storeSyncPage' | 'syncState' | 'saveSyncState'> {
  const writes = prepareWrites(statement);
  const { saveState } = writes;

  return {
    upsertOrders(ownerId, orders) {
      if (orders.length === 0) return { stored: 0, newOrders: 0, statusChanged: 0 };
      return inTransaction(db, () => store(writes, now(), ownerId, orders));
    },

    storeSyncPage(ownerId, orders, state) {
      return inTransaction(db, () => {
        const counts = store(writes, now(), ownerId, orders);
        saveState.run(ownerId, JSON.stringify(state));
        return counts;
      });
    },

    syncState(ownerId) {
      const row = statement('SELECT json FROM order_book_sync WHERE owner_id = ?').get(ownerId);
      return row ? { ...EMPTY_SYNC_STATE, ...(JSON.parse(String(row.json)) as SyncState) } : EMPTY_SYNC_STATE;
    },

    saveSyncState(ownerId, state) {
      saveState.run(ownerId, JSON.stringify(state));
    },
  };
}
