import { LABEL_DIMENSIONS } from '../../../../shared/label/label-sizes';
import type { LabelPlacement, LabelPrinterUri } from './label-printer';
import type { Raster } from './raster';

/*
 * TSPL (TSC and the Chinese printers that speak it: Gprinter, Xprinter, HPRT, Deli): the page, then the raster as
 * BITMAP blocks, then PRINT. BITMAP takes raw bytes (no compression on these printers) with 0 = black, so only
 * the blocks of the page that carry ink are sent: bands of rows, each cut to its inked columns.
 */

const BAND_ROWS = 24;
/** Blank bytes that split a band into two blocks: a BITMAP header costs about 20 bytes. */
const SPLIT_GAP = 24;

export interface InkBlock {
  /** In bytes (8 dots). */
  xByte: number;
  y: number;
  widthBytes: number;
  height: number;
}

/** The inked columns of rows [y, y + h): runs of non-blank bytes, joined across gaps shorter than SPLIT_GAP. */
const bandBlocks = (raster: Raster, y: number, h: number): InkBlock[] => {
  const { bytesPerRow, bits } = raster;
  const inked = new Uint8Array(bytesPerRow);
  for (let r = y; r < y + h; r++)
    for (let b = 0, p = r * bytesPerRow; b < bytesPerRow; b++, p++) inked[b]! |= bits[p]!;
  const blocks: InkBlock[] = [];
  let start = -1;
  let lastInk = -1;
  for (let b = 0; b <= bytesPerRow; b++) {
    const ink = b < bytesPerRow && inked[b] !== 0;
    if (ink && start < 0) start = b;
    if (ink) lastInk = b;
    if (start >= 0 && (b === bytesPerRow || b - lastInk > SPLIT_GAP)) {
      blocks.push({ xByte: start, y, widthBytes: lastInk - start + 1, height: h });
      start = -1;
    }
  }
  return blocks;
};

/** Every block of the raster that has ink, top to bottom. */
export const inkBlocks = (raster: Raster): InkBlock[] => {
  const blocks: InkBlock[] = [];
  for (let y = 0; y < raster.height; y += BAND_ROWS)
    blocks.push(...bandBlocks(raster, y, Math.min(BAND_ROWS, raster.height - y)));
  return blocks;
};

const ascii = (s: string) => Buffer.from(s, 'latin1');

/** One BITMAP command: the block's rows, inverted (TSPL prints the 0 bits). */
const bitmap = (raster: Raster, block: InkBlock): Buffer => {
  const data = Buffer.allocUnsafe(block.widthBytes * block.height);
  for (let r = 0; r < block.height; r++) {
    const from = (block.y + r) * raster.bytesPerRow + block.xByte;
    for (let b = 0; b < block.widthBytes; b++)
      data[r * block.widthBytes + b] = ~raster.bits[from + b]! & 0xff;
  }
  const head = ascii(`BITMAP ${block.xByte * 8},${block.y},${block.widthBytes},${block.height},0,`);
  return Buffer.concat([head, data, ascii('\r\n')]);
};

/** The whole job: page setup, darkness and speed when the URI gives them, the raster, copies. */
export const tsplJob = (raster: Raster, target: LabelPrinterUri, placement: LabelPlacement): Uint8Array => {
  const { widthMm, heightMm } = LABEL_DIMENSIONS[placement.size];
  const setup = [
    `SIZE ${widthMm} mm,${heightMm} mm`,
    'GAP 2 mm,0 mm',
    'DIRECTION 1,0',
    'REFERENCE 0,0',
    ...(target.darkness !== undefined ? [`DENSITY ${target.darkness}`] : []),
    ...(target.speed !== undefined ? [`SPEED ${target.speed}`] : []),
    'CLS',
  ];
  return Buffer.concat([
    ascii(setup.join('\r\n') + '\r\n'),
    ...inkBlocks(raster).map((block) => bitmap(raster, block)),
    ascii(`PRINT 1,${placement.copies}\r\n`),
  ]);
};
