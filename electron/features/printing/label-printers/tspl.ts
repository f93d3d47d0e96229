import { LABEL_DIMENSIONS } from '../../../../shared/label/label-sizes';
import { DEFAULT_STOCK, type LabelStock } from '../../../../shared/printing/print-profile';
import { inkBlocks, type InkBlock } from './ink-blocks';
import { fillBarcode, type BarcodeMark, type LabelDrawing } from './label-drawing';
import type { LabelPlacement, LabelPrinterUri } from './label-printer';
import type { Raster } from './raster';

/*
 * TSPL (TSC and the Chinese printers that speak it: Gprinter, Xprinter, HPRT, Deli). BITMAP takes raw bytes (no
 * compression) with 0 = black, so only what has no command of its own goes as bitmap: each Code128 is the
 * printer's BARCODE "128" at whole dots (narrow = wide = the module, no human-readable line: the label prints the
 * code as text itself), each rule or frame is a BAR, and the text goes as BITMAP blocks cut tight to its ink.
 * BITMAP mode 0 overwrites its whole block, white included, so the blocks go first and BAR and BARCODE after.
 * "128" lets the printer pick the code sets; where it picks otherwise than the desk, the symbol is a few modules
 * longer or shorter than drawn, which the quiet zone the desk leaves each side takes up.
 * PCX (DOWNLOAD + PUTPCX) was measured and left out: its run codes make glyph rows larger, not smaller.
 */

const ascii = (s: string) => Buffer.from(s, 'latin1');

/** TSPL's Code128 narrow element is 1 to 10 dots. */
const MAX_NARROW_DOTS = 10;

/** A barcode the printer can draw itself: inside the page, a module it takes, and plain ASCII with no quote. */
const printerCanDraw = (mark: BarcodeMark, page: Raster): boolean =>
  mark.x >= 0 &&
  mark.y >= 0 &&
  mark.x + mark.modules.length * mark.module <= page.width &&
  mark.y + mark.height <= page.height &&
  mark.module <= MAX_NARROW_DOTS &&
  /^[\x20-\x7e]+$/.test(mark.value) &&
  !/["\\]/.test(mark.value);

/**
 * Where the block's ink starts within its first byte (BITMAP's x is in dots, its width in bytes): when starting
 * there saves a byte a row, the block is sent shifted left by that many dots.
 */
const leadDots = (raster: Raster, block: InkBlock): number => {
  let lead = 7;
  let tail = 7;
  for (let r = 0; r < block.height; r++) {
    const from = (block.y + r) * raster.bytesPerRow + block.xByte;
    const first = raster.bits[from]!;
    const last = raster.bits[from + block.widthBytes - 1]!;
    if (first) lead = Math.min(lead, Math.clz32(first) - 24);
    if (last) tail = Math.min(tail, 31 - Math.clz32(last & -last));
  }
  return lead + tail >= 8 ? lead : 0;
};

/** One BITMAP command: the block's rows, inverted (TSPL prints the 0 bits). */
const bitmap = (raster: Raster, block: InkBlock): Buffer => {
  const shift = leadDots(raster, block);
  const width = shift ? block.widthBytes - 1 : block.widthBytes;
  const data = Buffer.allocUnsafe(width * block.height);
  for (let r = 0; r < block.height; r++) {
    const from = (block.y + r) * raster.bytesPerRow + block.xByte;
    for (let b = 0; b < width; b++) {
      const next = b + 1 < block.widthBytes ? raster.bits[from + b + 1]! : 0;
      const dots = ((raster.bits[from + b]! << shift) | (next >> (8 - shift))) & 0xff;
      data[r * width + b] = ~dots & 0xff;
    }
  }
  const head = ascii(`BITMAP ${block.xByte * 8 + shift},${block.y},${width},${block.height},0,`);
  return Buffer.concat([head, data, ascii('\r\n')]);
};

/** The drawing as TSPL commands between CLS and PRINT. */
const tsplBody = (drawing: LabelDrawing): Buffer[] => {
  const page = drawing.raster;
  const own = drawing.barcodes.filter((b) => printerCanDraw(b, page));
  const drawn = drawing.barcodes.filter((b) => !printerCanDraw(b, page));
  // A barcode the printer cannot place goes in the bitmap as whole-dot bars.
  const raster = drawn.length ? { ...page, bits: page.bits.slice() } : page;
  for (const b of drawn) fillBarcode(raster, b);
  const commands = [
    ...drawing.rules.map((r) => `BAR ${r.x},${r.y},${r.w},${r.h}`),
    ...own.map((b) => `BARCODE ${b.x},${b.y},"128",${b.height},0,0,${b.module},${b.module},"${b.value}"`),
  ];
  return [
    ...inkBlocks(raster).map((block) => bitmap(raster, block)),
    ascii(commands.map((c) => `${c}\r\n`).join('')),
  ];
};

/** How the printer finds each label's top: the gap's height, the black mark's, or no gap at all (continuous). */
export const tsplStockCommand = (stock: LabelStock): string =>
  stock.kind === 'gap'
    ? `GAP ${stock.mm} mm,0 mm`
    : stock.kind === 'mark'
      ? `BLINE ${stock.mm} mm,0 mm`
      : 'GAP 0 mm,0 mm';

/** The whole job: page setup (size and stock), darkness and speed when the URI gives them, the label, copies. */
export const tsplJob = (
  drawing: LabelDrawing,
  target: LabelPrinterUri,
  placement: LabelPlacement,
): Uint8Array => {
  const { widthMm, heightMm } = LABEL_DIMENSIONS[placement.size];
  const setup = [
    `SIZE ${widthMm} mm,${heightMm} mm`,
    tsplStockCommand(placement.stock ?? DEFAULT_STOCK),
    'DIRECTION 1,0',
    'REFERENCE 0,0',
    ...(target.darkness !== undefined ? [`DENSITY ${target.darkness}`] : []),
    ...(target.speed !== undefined ? [`SPEED ${target.speed}`] : []),
    'CLS',
  ];
  return Buffer.concat([
    ascii(setup.join('\r\n') + '\r\n'),
    ...tsplBody(drawing),
    ascii(`PRINT 1,${placement.copies}\r\n`),
  ]);
};
