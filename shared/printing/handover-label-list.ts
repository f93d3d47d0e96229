import type { LabelStock } from './print-profile';

/*
 * The handover list (交接单) for a raw label printer: the same content as the A4 list (carrier, desk, date and time,
 * count, each waybill with its orders, the batch's Code128, a signature line) cut into as many labels as it needs,
 * written in the printer's own commands. Text uses the printer's resident font (TSPL TSS24.BF2 with CODEPAGE UTF-8,
 * ZPL ^A0 with ^CI28), so codes print on any printer and Chinese words where the printer carries a Chinese font.
 * Pure: the handover room sends the result through the printing room's connection.
 */

export interface HandoverLabelSheet {
  carrier: string;
  desk: string;
  /** Date and time as the seller reads them. */
  at: string;
  count: number;
  /** The batch's Code128 (handoverBatchBarcode). */
  batchCode: string;
  rows: { waybillCode: string; orderSns: string[] }[];
  /** The words in the desk's language. */
  words: { title: string; carrier: string; desk: string; at: string; count: string; signature: string };
}

export interface HandoverLabelStock {
  language: 'tspl' | 'zpl';
  widthMm: number;
  heightMm: number;
  dpi: number;
  offsetXMm: number;
  offsetYMm: number;
  stock: LabelStock;
}

type Mark =
  | { kind: 'text'; x: number; y: number; text: string }
  | { kind: 'bar'; x: number; y: number; w: number; h: number }
  | { kind: 'code128'; x: number; y: number; h: number; value: string };

/** Millimetres in the layout; dots only where commands are written. */
const MARGIN_MM = 3;
const LINE_MM = 4;
const TEXT_MM = 3;
const BARCODE_MM = 10;
const SIGNATURE_MM = 14;

/** About how many characters of the resident font fit across (a glyph is about half its height wide). */
const charsAcross = (widthMm: number) =>
  Math.max(8, Math.floor((widthMm - 2 * MARGIN_MM) / (TEXT_MM * 0.55)));

/** The order numbers of one waybill as lines that fit across, indented under its code. */
const orderLines = (orderSns: string[], across: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const sn of orderSns) {
    const next = line ? `${line} ${sn}` : `  ${sn}`;
    if (line && next.length > across) {
      lines.push(line);
      line = `  ${sn}`;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
};

const headerMarks = (sheet: HandoverLabelSheet, widthMm: number): { marks: Mark[]; bottom: number } => {
  const w = sheet.words;
  const lines = [
    sheet.words.title,
    `${w.carrier}: ${sheet.carrier}`,
    `${w.desk}: ${sheet.desk}`,
    `${w.at}: ${sheet.at}`,
    `${w.count}: ${sheet.count}`,
  ];
  const marks: Mark[] = lines.map((text, i) => ({
    kind: 'text',
    x: MARGIN_MM,
    y: MARGIN_MM + i * LINE_MM,
    text,
  }));
  const barY = MARGIN_MM + lines.length * LINE_MM + 1;
  marks.push({ kind: 'code128', x: MARGIN_MM, y: barY, h: BARCODE_MM, value: sheet.batchCode });
  marks.push({ kind: 'text', x: MARGIN_MM, y: barY + BARCODE_MM + 1, text: sheet.batchCode });
  const rule = barY + BARCODE_MM + 1 + LINE_MM;
  marks.push({ kind: 'bar', x: MARGIN_MM, y: rule, w: widthMm - 2 * MARGIN_MM, h: 0.3 });
  return { marks, bottom: rule + 1 };
};

/** The list laid out in millimetres, one array of marks per label: header on the first, signature on the last. */
export const handoverLabelLayout = (
  sheet: HandoverLabelSheet,
  stock: Pick<HandoverLabelStock, 'widthMm' | 'heightMm'>,
): Mark[][] => {
  const across = charsAcross(stock.widthMm);
  const lines = sheet.rows.flatMap((r) => [r.waybillCode, ...orderLines(r.orderSns, across)]);
  const labels: Mark[][] = [];
  const header = headerMarks(sheet, stock.widthMm);
  let marks = header.marks;
  let y = header.bottom;
  const bottom = stock.heightMm - MARGIN_MM;
  for (const text of lines) {
    if (y + LINE_MM > bottom) {
      labels.push(marks);
      marks = [];
      y = MARGIN_MM;
    }
    marks.push({ kind: 'text', x: MARGIN_MM, y, text });
    y += LINE_MM;
  }
  if (y + SIGNATURE_MM > bottom) {
    labels.push(marks);
    marks = [];
    y = MARGIN_MM;
  }
  marks.push({ kind: 'text', x: MARGIN_MM, y: y + 2, text: `${sheet.words.signature}:` });
  marks.push({
    kind: 'bar',
    x: MARGIN_MM,
    y: y + SIGNATURE_MM - 2,
    w: stock.widthMm - 2 * MARGIN_MM,
    h: 0.3,
  });
  labels.push(marks);
  return labels;
};

const dotsOf = (mm: number, dpi: number) => Math.round((mm * dpi) / 25.4);

/** TSPL quotes a `"` inside a string as `\["]`. */
const tsplQuoted = (text: string) => `"${text.replace(/"/g, '\\["]')}"`;

const tsplStock = (stock: LabelStock): string =>
  stock.kind === 'gap'
    ? `GAP ${stock.mm} mm,0 mm`
    : stock.kind === 'mark'
      ? `BLINE ${stock.mm} mm,0 mm`
      : 'GAP 0 mm,0 mm';

const tsplMark = (m: Mark, dpi: number): string => {
  const d = (mm: number) => dotsOf(mm, dpi);
  const textDots = d(TEXT_MM);
  if (m.kind === 'text')
    return `TEXT ${d(m.x)},${d(m.y)},"TSS24.BF2",0,${Math.max(1, Math.round(textDots / 24))},${Math.max(1, Math.round(textDots / 24))},${tsplQuoted(m.text)}`;
  if (m.kind === 'bar') return `BAR ${d(m.x)},${d(m.y)},${d(m.w)},${Math.max(1, d(m.h))}`;
  const module = Math.max(2, Math.round(dpi / 100));
  return `BARCODE ${d(m.x)},${d(m.y)},"128",${d(m.h)},0,0,${module},${module},${tsplQuoted(m.value)}`;
};

/** ZPL text is written with ^FH so a `^`, `~` or `_` in it is a hex escape, never a command. */
const zplField = (text: string) =>
  `^FH^FD${text.replace(/[\^~_]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`)}^FS`;

const zplStock = (stock: LabelStock): string =>
  stock.kind === 'gap' ? '^MNY' : stock.kind === 'mark' ? '^MNM' : '^MNN';

const zplMark = (m: Mark, dpi: number): string => {
  const d = (mm: number) => dotsOf(mm, dpi);
  if (m.kind === 'text') return `^FO${d(m.x)},${d(m.y)}^A0N,${d(TEXT_MM)},${d(TEXT_MM)}${zplField(m.text)}`;
  if (m.kind === 'bar')
    return `^FO${d(m.x)},${d(m.y)}^GB${d(m.w)},${Math.max(1, d(m.h))},${Math.max(1, d(m.h))}^FS`;
  return `^FO${d(m.x)},${d(m.y)}^BY${Math.max(2, Math.round(dpi / 100))}^BCN,${d(m.h)},N,N,N${zplField(m.value)}`;
};

/** The whole list in the printer's language, one printed label per layout label, and how many labels that is. */
export const handoverLabelCommands = (
  sheet: HandoverLabelSheet,
  stock: HandoverLabelStock,
): { commands: string; labels: number } => {
  const labels = handoverLabelLayout(sheet, stock);
  const { dpi } = stock;
  if (stock.language === 'tspl') {
    const setup = [
      `SIZE ${stock.widthMm} mm,${stock.heightMm} mm`,
      tsplStock(stock.stock),
      'DIRECTION 1,0',
      `REFERENCE ${Math.max(0, dotsOf(stock.offsetXMm, dpi))},${Math.max(0, dotsOf(stock.offsetYMm, dpi))}`,
      'CODEPAGE UTF-8',
    ];
    const pages = labels.map((marks) => ['CLS', ...marks.map((m) => tsplMark(m, dpi)), 'PRINT 1,1']);
    return { commands: [...setup, ...pages.flat()].join('\r\n') + '\r\n', labels: labels.length };
  }
  const pages = labels.map((marks) => [
    '^XA',
    '^CI28',
    `^PW${dotsOf(stock.widthMm, dpi)}`,
    `^LL${dotsOf(stock.heightMm, dpi)}`,
    `^LH${Math.max(0, dotsOf(stock.offsetXMm, dpi))},${Math.max(0, dotsOf(stock.offsetYMm, dpi))}`,
    zplStock(stock.stock),
    ...marks.map((m) => zplMark(m, dpi)),
    '^PQ1',
    '^XZ',
  ]);
  return { commands: pages.flat().join('\n') + '\n', labels: labels.length };
};
