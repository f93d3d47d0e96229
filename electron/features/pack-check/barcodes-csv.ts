import Papa from 'papaparse';
import type { GoodsBarcode } from '../../../shared/scan/pack-check';
import { failsCheckDigit } from '../../../shared/scan/barcode-digits';
import type { BarcodeCsvProblem } from '../../../shared/ipc/channels/pack-check';

/*
 * Goods barcodes as CSV (UTF-8, a header row): barcode, goods name, spec. papaparse reads it (quoted fields,
 * commas inside quotes, a byte-order mark, CRLF) rather than a hand-written splitter. The header may be in either
 * of the seller's languages; a file without a known header is read as barcode, name, spec in that order.
 */

const HEADERS: Record<'barcode' | 'name' | 'spec', readonly string[]> = {
  barcode: ['barcode', '条码', '商品条码'],
  name: ['name', 'goods', 'goods name', '商品', '商品名称', '名称'],
  spec: ['spec', 'specification', '规格'],
};

interface CsvBinding {
  /** The file's line number (the header is line 1). */
  line: number;
  barcode: string;
  name: string;
  spec: string;
}

interface ParsedBarcodeCsv {
  rows: CsvBinding[];
  bad: BarcodeCsvProblem[];
}

const columnsOf = (header: string[]): Record<keyof typeof HEADERS, number> | null => {
  const lower = header.map((h) => h.trim().toLowerCase());
  const find = (names: readonly string[]) => lower.findIndex((h) => names.includes(h));
  const columns = { barcode: find(HEADERS.barcode), name: find(HEADERS.name), spec: find(HEADERS.spec) };
  return columns.barcode >= 0 && columns.name >= 0 ? columns : null;
};

/** The file's rows worth binding, and every other row with its line and why (a misread, a row without goods…). */
export const parseBarcodeCsv = (csv: string): ParsedBarcodeCsv => {
  const table = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
  const header = table[0] ?? [];
  const columns = columnsOf(header) ?? { barcode: 0, name: 1, spec: 2 };
  const rows: CsvBinding[] = [];
  const bad: BarcodeCsvProblem[] = [];
  const seen = new Map<string, CsvBinding>();
  table.slice(1).forEach((cells, i) => {
    const line = i + 2;
    const cell = (at: number) => (cells[at] ?? '').trim();
    const row = { line, barcode: cell(columns.barcode), name: cell(columns.name), spec: cell(columns.spec) };
    const problem = rowProblem(row, seen.get(row.barcode));
    if (problem) {
      bad.push({ line, barcode: row.barcode, reason: problem });
      return;
    }
    if (!seen.has(row.barcode)) rows.push(row);
    seen.set(row.barcode, row);
  });
  return { rows, bad };
};

const rowProblem = (row: CsvBinding, earlier: CsvBinding | undefined): BarcodeCsvProblem['reason'] | null => {
  if (row.barcode === '') return 'no-barcode';
  if (row.barcode.length > 64) return 'too-long';
  if (row.name === '') return 'no-goods';
  if (failsCheckDigit(row.barcode)) return 'check-digit';
  if (earlier && (earlier.name !== row.name || earlier.spec !== row.spec)) return 'two-goods';
  return null;
};

/** The bindings as CSV with a header row, UTF-8 with a byte-order mark so spreadsheet programs read Chinese. */
export const barcodesToCsv = (rows: readonly GoodsBarcode[]): string =>
  '\uFEFF' +
  Papa.unparse({
    fields: ['barcode', 'name', 'spec'],
    data: rows.map((r) => [r.barcode, r.name, r.spec]),
  }) +
  '\r\n';
