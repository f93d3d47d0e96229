import { inTransaction, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { packText } from '../../../storage/packed-text';

/**
 * The cleanup's repack on SQLite: print data and orders written as text before packing, packed in place, at most
 * `batch` rows in one transaction; found through migration 11's partial indexes (empty once all are packed).
 */
export function createRepack({ db, statement }: LedgerDb): (batch: number) => number {
  const textPrintData = statement(
    `SELECT waybill_id AS id, print_data AS text FROM waybill_print_data INDEXED BY waybill_print_data_text
     WHERE typeof(print_data) = 'text' ORDER BY waybill_id LIMIT ?`,
  );
  const repackPrint = statement('UPDATE waybill_print_data SET print_data = ? WHERE waybill_id = ?');
  const textDocs = statement(
    `SELECT id, json AS text FROM order_book_docs INDEXED BY order_book_docs_text
     WHERE typeof(json) = 'text' ORDER BY id LIMIT ?`,
  );
  const repackDoc = statement('UPDATE order_book_docs SET json = ? WHERE id = ?');
  return (batch: number): number =>
    inTransaction(db, () => {
      const prints = textPrintData.all(batch);
      for (const r of prints) repackPrint.run(packText(String(r.text), 'printDataDict'), Number(r.id));
      const docs = textDocs.all(Math.max(0, batch - prints.length));
      for (const r of docs) repackDoc.run(packText(String(r.text), 'orderDict'), Number(r.id));
      return prints.length + docs.length;
    });
}
