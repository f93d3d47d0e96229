import type { GoodsBarcode } from '../../../shared/scan/pack-check';
import { bindingProblem, shownPlainly } from '../../../shared/scan/barcode-binding-rules';
import type { BarcodeCsvProblem } from '../../../shared/ipc/channels/pack-check';
import { readCsv, type CsvRecord } from '../../../shared/csv/csv-reader';
import { toCsv, unescapeFormulaCell } from '../../../shared/csv/csv-writer';

/*
 * Goods barcodes as CSV: barcode, goods name, spec. The header may be in either of the seller's languages; a file
 * whose first row is no known header is read as barcode, name, spec in that order, its first row a binding like
 * the others. Each row is kept or listed with its physical line and why; a row is kept only when the single bind
 * would take it (bindingProblem). The desk's CSV reader and writer (shared/csv) do the escaping both ways.
 */

const HEADERS: Record<'barcode' | 'name' | 'spec', readonly string[]> = {
  barcode: ['barcode', '条码', '商品条码'],
  name: ['name', 'goods', 'goods name', '商品', '商品名称', '名称'],
  spec: ['spec', 'specification', '规格'],
};

const IN_ORDER = { barcode: 0, name: 1, spec: 2 };

interface CsvBinding {
  /** The file's physical line the row starts on (the first line is 1). */
  line: number;
  barcode: string;
  name: string;
  spec: string;
}

interface ParsedBarcodeCsv {
  rows: CsvBinding[];
  bad: BarcodeCsvProblem[];
}

const columnsOf = (header: CsvRecord | undefined): Record<keyof typeof HEADERS, number> | null => {
  const lower = (header?.cells ?? []).map((h) => h.trim().toLowerCase());
  const find = (names: readonly string[]) => lower.findIndex((h) => names.includes(h));
  const columns = { barcode: find(HEADERS.barcode), name: find(HEADERS.name), spec: find(HEADERS.spec) };
  return columns.barcode >= 0 && columns.name >= 0 ? columns : null;
};

const bindingOf = (record: CsvRecord, columns: Record<keyof typeof HEADERS, number>): CsvBinding => {
  const cell = (at: number) => (at < 0 ? '' : unescapeFormulaCell((record.cells[at] ?? '').trim()));
  return {
    line: record.line,
    barcode: cell(columns.barcode),
    name: cell(columns.name),
    spec: cell(columns.spec),
  };
};

/** The file's rows worth binding, and every other row with its line and why (a misread, a row without goods…). */
export const parseBarcodeCsv = (csv: string): ParsedBarcodeCsv => {
  const { records, brokenLines } = readCsv(csv);
  const header = columnsOf(records[0]);
  const rows: CsvBinding[] = [];
  const bad: BarcodeCsvProblem[] = brokenLines.map((line) => ({
    line,
    barcode: '',
    reason: 'unbalanced-quote',
  }));
  const seen = new Map<string, CsvBinding>();
  for (const record of header ? records.slice(1) : records) {
    const row = bindingOf(record, header ?? IN_ORDER);
    const earlier = seen.get(row.barcode);
    const reason =
      bindingProblem(row)?.reason ??
      (earlier && (earlier.name !== row.name || earlier.spec !== row.spec) ? 'two-goods' : null);
    if (reason) bad.push({ line: row.line, barcode: shownPlainly(row.barcode), reason });
    else if (!earlier) {
      rows.push(row);
      seen.set(row.barcode, row);
    }
  }
  return { rows, bad: bad.sort((a, b) => a.line - b.line) };
};

/** The bindings as the desk's CSV (a header row, BOM, formula cells neutralised), to import again as they are. */
export const barcodesToCsv = (rows: readonly GoodsBarcode[]): string =>
  toCsv(
    ['barcode', 'name', 'spec'],
    rows.map((r) => [r.barcode, r.name, r.spec]),
  );
