import type { BarcodeImportOutcome } from '../../../shared/ipc/channels/pack-check';
import { parseBarcodeCsv } from './barcodes-csv';
import { BarcodeTaken, type PackCheckStore } from './pack-check-store';

/**
 * Imports a CSV of goods barcodes: every good row is bound (a binding already there is kept as it is), every bad
 * row is listed with its line and reason and leaves the store as it was; a barcode bound to other goods is bad.
 */
export async function importBarcodeCsv(store: PackCheckStore, csv: string): Promise<BarcodeImportOutcome> {
  const { rows, bad } = parseBarcodeCsv(csv);
  const before = await store.goodsOf(rows.map((r) => r.barcode));
  let added = 0;
  let unchanged = 0;
  for (const row of rows) {
    const known = before.get(row.barcode);
    if (known && known.name === row.name && known.spec === row.spec) {
      unchanged += 1;
      continue;
    }
    try {
      await store.bind(row.barcode, { name: row.name, spec: row.spec });
      added += 1;
    } catch (e) {
      if (!(e instanceof BarcodeTaken)) throw e;
      bad.push({ line: row.line, barcode: row.barcode, reason: 'taken' });
    }
  }
  return { added, unchanged, bad: bad.sort((a, b) => a.line - b.line) };
}
