/*
 * The desk's CSV reader (RFC 4180: quoted cells, doubled quotes, commas and line breaks inside quotes; CRLF, LF or
 * CR between rows). Hand-written rather than papaparse because the importer must say every row's physical line —
 * after blank lines and multi-line cells — and must not let one unbalanced quote swallow the rest of the file:
 * papaparse counts rows, not lines, and reads such a quote to the end of the file as one cell.
 *
 * A quoted cell that never closes, or whose closing quote is followed by more than a comma or a line break, breaks
 * its row: the row is reported at the line it starts on and reading goes on at the next line, so the rows after
 * it are still read. A quote inside an unquoted cell (5" screen) is kept as it is.
 */

export interface CsvRecord {
  /** The physical line the row starts on, counted from 1 (the byte-order mark is not a line). */
  line: number;
  cells: string[];
}

export interface CsvReading {
  records: CsvRecord[];
  /** Lines of rows whose quotes do not balance (left out of records). */
  brokenLines: number[];
}

const UNQUOTED = /[^,\r\n]*/y;
const LINE_BREAK = /\r\n|\r|\n/g;

interface Cursor {
  at: number;
  line: number;
}

/** Steps over one line break at the cursor (CRLF, LF or CR); false when there is none. */
const skipLineBreak = (text: string, c: Cursor): boolean => {
  if (text.startsWith('\r\n', c.at)) c.at += 2;
  else if (text[c.at] === '\n' || text[c.at] === '\r') c.at += 1;
  else return false;
  c.line += 1;
  return true;
};

/** A quoted cell from its opening quote: its value, or null when its quotes do not balance. */
const quotedCell = (text: string, c: Cursor, lastQuote: number): string | null => {
  let value = '';
  let from = c.at + 1;
  for (;;) {
    // Past the text's last quote there is none to close the cell: known without reading the rest again.
    const quote = from > lastQuote ? -1 : text.indexOf('"', from);
    if (quote < 0) return null;
    value += text.slice(from, quote);
    if (text[quote + 1] === '"') {
      value += '"';
      from = quote + 2;
      continue;
    }
    c.line += countLineBreaks(text.slice(c.at, quote));
    c.at = quote + 1;
    const next = text[c.at];
    return next === undefined || next === ',' || next === '\r' || next === '\n' ? value : null;
  }
};

const countLineBreaks = (s: string): number => s.match(/\r\n|\r|\n/g)?.length ?? 0;

/** One row from the cursor to its line break (stepped over) or the end; null when its quotes do not balance. */
const record = (text: string, c: Cursor, lastQuote: number): string[] | null => {
  const cells: string[] = [];
  for (;;) {
    let cell: string | null;
    if (text[c.at] === '"') cell = quotedCell(text, c, lastQuote);
    else {
      UNQUOTED.lastIndex = c.at;
      cell = UNQUOTED.exec(text)?.[0] ?? '';
      c.at += cell.length;
    }
    if (cell === null) return null;
    cells.push(cell);
    if (text[c.at] !== ',') break;
    c.at += 1;
  }
  skipLineBreak(text, c);
  return cells;
};

/** Every row of a CSV text with the line it starts on; blank rows are skipped (their lines still count). */
export const readCsv = (csv: string): CsvReading => {
  const text = csv.replace(/^\uFEFF/, '');
  const reading: CsvReading = { records: [], brokenLines: [] };
  const c: Cursor = { at: 0, line: 1 };
  const lastQuote = text.lastIndexOf('"');
  while (c.at < text.length) {
    const start = { ...c };
    const cells = record(text, c, lastQuote);
    if (cells === null) {
      reading.brokenLines.push(start.line);
      // Read on from the line after the one the broken row starts on.
      LINE_BREAK.lastIndex = start.at;
      const lineEnd = LINE_BREAK.exec(text);
      Object.assign(c, { at: lineEnd ? lineEnd.index : text.length, line: start.line });
      skipLineBreak(text, c);
    } else if (cells.some((cell) => cell.trim() !== '')) reading.records.push({ line: start.line, cells });
  }
  return reading;
};
