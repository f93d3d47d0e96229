import { inTransaction, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { packText, unpackText } from '../../../storage/packed-text';
import { orderKept } from '../order-kept-sql';

/**
 * The cleanup's archive on SQLite: orders closed or completed before `cutoff` leave the book (and so its search)
 * for order_book_archive, packed, at most `batch` in one transaction, oldest first, unless a live waybill or an
 * unsettled fetch keeps them.
 */
export function createOrderArchive({
  db,
  now,
  statement,
}: LedgerDb): (cutoff: number, batch: number) => number {
  const doneOrders = statement(
    `SELECT b.id, b.owner_id, b.order_sn, b.status, b.confirm_time, d.json
     FROM order_book b INDEXED BY order_book_done JOIN order_book_docs d ON d.id = b.id
     WHERE b.status IN (3, 4) AND b.confirm_time < :cutoff AND NOT ${orderKept('b.order_sn')}
     ORDER BY b.confirm_time LIMIT :batch`,
  );
  const archive = statement(
    `INSERT OR REPLACE INTO order_book_archive (owner_id, order_sn, status, confirm_time, packed, archived_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const dropDoc = statement('DELETE FROM order_book_docs WHERE id = ?');
  const dropText = statement('DELETE FROM order_book_text WHERE id = ?');
  const dropOrder = statement('DELETE FROM order_book WHERE id = ?');

  return (cutoff: number, batch: number): number =>
    inTransaction(db, () => {
      const rows = doneOrders.all({ cutoff, batch });
      for (const r of rows) {
        const packed = packText(unpackText(r.json), 'orderDict');
        archive.run(
          String(r.owner_id),
          String(r.order_sn),
          Number(r.status),
          Number(r.confirm_time),
          packed,
          now(),
        );
        dropDoc.run(Number(r.id));
        dropText.run(Number(r.id));
        dropOrder.run(Number(r.id));
      }
      return rows.length;
    });
}
