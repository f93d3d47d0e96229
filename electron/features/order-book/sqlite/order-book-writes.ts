import { EMPTY_SYNC_STATE, type SyncState } from '../order-book-store';
import { inTransaction, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { createPageWriter } from './order-book-page-write';
import type { SqliteOrderBook } from './order-book-type';

const saveStateSql = `INSERT INTO order_book_sync (owner_id, json) VALUES (?, ?)
  ON CONFLICT (owner_id) DO UPDATE SET json = excluded.json`;

/** The book's writes: orders, and the sync state stored with the page that moves it. */
export function createSqliteOrderBookWrites({
  db,
  now,
  statement,
}: LedgerDb): Pick<SqliteOrderBook, 'upsertOrders' | 'storeSyncPage' | 'syncState' | 'saveSyncState'> {
  const writePage = createPageWriter(statement);
  const saveState = statement(saveStateSql);

  return {
    upsertOrders(ownerId, orders) {
      if (orders.length === 0) return { stored: 0, newOrders: 0, statusChanged: 0 };
      return inTransaction(db, () => writePage(ownerId, orders, now()));
    },

    storeSyncPage(ownerId, orders, state) {
      return inTransaction(db, () => {
        const counts = writePage(ownerId, orders, now());
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
