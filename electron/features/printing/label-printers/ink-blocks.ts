import type { Raster } from './raster';

/*
 * The inked boxes of a 1-bit raster, for languages whose bitmap command has no compression (TSPL BITMAP): the
 * page is cut at blank rows, then each piece at blank columns, again and again (an XY cut), so each text line
 * or word goes as its own tight block and the white between them is never sent. A cut is made only where the
 * white it leaves out costs more than another command's header.
 */

/** A block in whole bytes across (8 dots) and dots down. */
export interface InkBlock {
  xByte: number;
  y: number;
  widthBytes: number;
  height: number;
}

/** About what one more `BITMAP x,y,w,h,0,` header and its CRLF cost. */
const HEADER_BYTES = 26;

const rowInk = (r: Raster, b: InkBlock): Uint8Array => {
  const ink = new Uint8Array(b.height);
  for (let j = 0; j < b.height; j++) {
    const from = (b.y + j) * r.bytesPerRow + b.xByte;
    for (let i = from; i < from + b.widthBytes; i++)
      if (r.bits[i]) {
        ink[j] = 1;
        break;
      }
  }
  return ink;
};

const columnInk = (r: Raster, b: InkBlock): Uint8Array => {
  const ink = new Uint8Array(b.widthBytes);
  for (let j = 0; j < b.height; j++) {
    const from = (b.y + j) * r.bytesPerRow + b.xByte;
    for (let i = 0; i < b.widthBytes; i++) ink[i]! |= r.bits[from + i]!;
  }
  return ink;
};

/** Runs [start, end) of inked entries, parted only at gaps whose white outweighs a header (`across` per entry). */
const inkRuns = (ink: Uint8Array, across: number): Array<[number, number]> => {
  const runs: Array<[number, number]> = [];
  let start = -1;
  let last = -1;
  for (let i = 0; i < ink.length; i++) {
    if (!ink[i]) continue;
    if (start >= 0 && (i - last - 1) * across > HEADER_BYTES) {
      runs.push([start, last + 1]);
      start = -1;
    }
    if (start < 0) start = i;
    last = i;
  }
  if (start >= 0) runs.push([start, last + 1]);
  return runs;
};

const cut = (r: Raster, box: InkBlock, out: InkBlock[]): void => {
  const rows = inkRuns(rowInk(r, box), box.widthBytes);
  const byRows = rows.map(([a, b]) => ({ ...box, y: box.y + a, height: b - a }));
  if (byRows.length !== 1) {
    for (const piece of byRows) cut(r, piece, out);
    return;
  }
  const band = byRows[0]!;
  const columns = inkRuns(columnInk(r, band), band.height);
  const byColumns = columns.map(([a, b]) => ({ ...band, xByte: band.xByte + a, widthBytes: b - a }));
  if (byColumns.length === 1 && byColumns[0]!.widthBytes === band.widthBytes) {
    out.push(band);
    return;
  }
  for (const piece of byColumns) cut(r, piece, out);
};

/** Every inked block of the raster; the blocks never overlap and together hold every black dot. */
export const inkBlocks = (raster: Raster): InkBlock[] => {
  const out: InkBlock[] = [];
  cut(raster, { xByte: 0, y: 0, widthBytes: raster.bytesPerRow, height: raster.height }, out);
  return out;
};
