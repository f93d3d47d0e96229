import type { LabelMark } from './label-marks';

/*
 * The handover list (交接单) for a raw label printer: the same content as the A4 list (carrier, desk, date and time,
 * count, each waybill with its orders, the batch's Code128, a signature line) cut into as many labels as it needs,
 * laid out in millimetres. Pure: the handover room has the printing room draw each label (its text as a bitmap, so
 * Chinese words print on a printer without a Chinese font) and sends it through the printing room's connection.
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

/** The label the list is cut into: its size in millimetres. */
export interface HandoverLabelStock {
  widthMm: number;
  heightMm: number;
}

type Mark = LabelMark;

/** Millimetres in the layout; dots only where commands are written. */
const MARGIN_MM = 3;
const LINE_MM = 4;
const TEXT_MM = 3;
const BARCODE_MM = 10;
const SIGNATURE_MM = 14;

/** About how many characters of a code fit across (a Latin glyph is about half its height wide). */
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
    sizeMm: TEXT_MM,
  }));
  const barY = MARGIN_MM + lines.length * LINE_MM + 1;
  marks.push({
    kind: 'code128',
    x: MARGIN_MM,
    y: barY,
    w: widthMm - 2 * MARGIN_MM,
    h: BARCODE_MM,
    value: sheet.batchCode,
  });
  marks.push({
    kind: 'text',
    x: MARGIN_MM,
    y: barY + BARCODE_MM + 1,
    text: sheet.batchCode,
    sizeMm: TEXT_MM,
  });
  const rule = barY + BARCODE_MM + 1 + LINE_MM;
  marks.push({ kind: 'bar', x: MARGIN_MM, y: rule, w: widthMm - 2 * MARGIN_MM, h: 0.3 });
  return { marks, bottom: rule + 1 };
};

/** The list laid out in millimetres, one array of marks per label: header on the first, signature on the last. */
export const handoverLabelLayout = (sheet: HandoverLabelSheet, stock: HandoverLabelStock): Mark[][] => {
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
    marks.push({ kind: 'text', x: MARGIN_MM, y, text, sizeMm: TEXT_MM });
    y += LINE_MM;
  }
  if (y + SIGNATURE_MM > bottom) {
    labels.push(marks);
    marks = [];
    y = MARGIN_MM;
  }
  marks.push({ kind: 'text', x: MARGIN_MM, y: y + 2, text: `${sheet.words.signature}:`, sizeMm: TEXT_MM });
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
