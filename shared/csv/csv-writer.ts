import Papa from 'papaparse';

/*
 * The one CSV writer of the desk: every CSV it hands the seller goes through here. Cells are escaped per RFC 4180
 * (papaparse: quotes doubled, a cell with a comma, quote or line break quoted), rows end in CRLF, and the text
 * starts with a byte-order mark so spreadsheet programs read Chinese as UTF-8.
 *
 * A spreadsheet runs a cell that begins with = + - @ (or a tab or CR before them) as a formula: a goods name
 * `=HYPERLINK(…)` would become a live link. Such a cell is written with a leading apostrophe ('=1+1), which
 * spreadsheets show as text; a cell that already begins with apostrophes before such a character gets one more,
 * so the reader (unescapeFormulaCell) can take exactly one off and every value comes back as it was.
 */

/** A cell a spreadsheet would run as a formula, after any apostrophes this writer or a seller put before it. */
const FORMULA_CELL = /^'*[=+\-@\t\r]/;
/** A cell the writer neutralised: one apostrophe more than the value had. */
const NEUTRALISED_CELL = /^'+[=+\-@\t\r]/;

export const CSV_BOM = '\uFEFF';

/** A header row and its rows as CSV text: BOM, RFC 4180 escaping, formula cells neutralised, CRLF. */
export const toCsv = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  CSV_BOM +
  Papa.unparse(
    { fields: [...header], data: rows.map((r) => [...r]) },
    { escapeFormulae: FORMULA_CELL, newline: '\r\n' },
  ) +
  '\r\n';

/** A cell as read back from a CSV: the apostrophe the writer put before a formula's first character taken off. */
export const unescapeFormulaCell = (cell: string): string =>
  NEUTRALISED_CELL.test(cell) ? cell.slice(1) : cell;
