import { inTransaction, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { packText, unpackText } from '../../../storage/packed-text';
import { labelPacker } from './label-packer';

/**
 * The cleanup's repack on SQLite, at most `batch` rows in one transaction: labels stored before references (as
 * text, or packed alone) are packed against their shop and carrier's reference, and orders written as text are
 * packed; found through partial indexes (migrations 11 and 13) that are empty once all are packed.
 */
export function createRepack(ledger: LedgerDb): (batch: number) => number {
  const { db, statement, now } = ledger;
  const unreferenced = statement(
    `SELECT p.waybill_id AS id, p.print_data AS stored, w.shop_id, w.cp_code
     FROM waybill_print_data p INDEXED BY waybill_print_data_unreferenced JOIN waybills w ON w.id = p.waybill_id
     WHERE p.reference_id IS NULL ORDER BY p.waybill_id LIMIT ?`,
  );
  const repackPrint = statement(
    'UPDATE waybill_print_data SET print_data = ?, reference_id = ? WHERE waybill_id = ?',
  );
  const textDocs = statement(
    `SELECT id, json AS text FROM order_book_docs INDEXED BY order_book_docs_text
     WHERE typeof(json) = 'text' ORDER BY id LIMIT ?`,
  );
  const repackDoc = statement('UPDATE order_book_docs SET json = ? WHERE id = ?');
  return (batch: number): number =>
    inTransaction(db, () => {
      const prints = unreferenced.all(batch);
      const packLabel = labelPacker(ledger, now());
      for (const r of prints) {
        const label = packLabel(String(r.shop_id), String(r.cp_code), unpackText(r.stored));
        repackPrint.run(label.packed, label.referenceId, Number(r.id));
      }
      const docs = textDocs.all(Math.max(0, batch - prints.length));
      for (const r of docs) repackDoc.run(packText(String(r.text), 'orderDict'), Number(r.id));
      return prints.length + docs.length;
    });
}
