import { deflateSync } from 'node:zlib';
import { DEFAULT_STOCK, type LabelStock } from '../../../../shared/printing/print-profile';
import type { LabelPlacement, LabelPrinterUri } from './label-printer';
import type { Raster } from './raster';

/*
 * ZPL II (Zebra and its emulations): the raster as one ^GFA field compressed as Z64 (zlib, then base64, then a
 * CRC-16 of the base64 text), which keeps a 100×150 label at 203 dpi to a few kilobytes.
 */

const CRC_TABLE = Uint16Array.from({ length: 256 }, (_, n) => {
  let crc = n << 8;
  for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

/** CRC-16/XMODEM (poly 0x1021, init 0): the check Z64 data ends with. */
export const crc16 = (text: string): number => {
  let crc = 0;
  for (let i = 0; i < text.length; i++)
    crc = ((crc << 8) & 0xffff) ^ CRC_TABLE[((crc >> 8) ^ text.charCodeAt(i)) & 0xff]!;
  return crc;
};

/** `^GFA` of the whole raster, Z64: the byte counts are the uncompressed image's. */
const z64GraphicField = (raster: Raster): string => {
  const total = raster.bytesPerRow * raster.height;
  const data = deflateSync(raster.bits, { level: 3 }).toString('base64');
  const crc = crc16(data).toString(16).toUpperCase().padStart(4, '0');
  return `^GFA,${total},${total},${raster.bytesPerRow},:Z64:${data}:${crc}`;
};

/**
 * Media tracking (^MN): gap stock is non-continuous web sensing (Y; the printer measures the gap itself), black-mark
 * stock is mark sensing (M), continuous paper N (each label as long as ^LL says).
 */
export const zplStockCommand = (stock: LabelStock): string =>
  stock.kind === 'gap' ? '^MNY' : stock.kind === 'mark' ? '^MNM' : '^MNN';

/** The whole job: media tracking for the stock, darkness (~SD) and speed (^PR) when the URI gives them, page width and length, copies. */
export const zplJob = (raster: Raster, target: LabelPrinterUri, placement: LabelPlacement): Uint8Array => {
  const lines = [
    ...(target.darkness !== undefined ? [`~SD${String(target.darkness).padStart(2, '0')}`] : []),
    '^XA',
    `^PW${raster.width}`,
    `^LL${raster.height}`,
    '^LH0,0',
    zplStockCommand(placement.stock ?? DEFAULT_STOCK),
    ...(target.speed !== undefined ? [`^PR${target.speed}`] : []),
    `^FO0,0${z64GraphicField(raster)}^FS`,
    `^PQ${placement.copies}`,
    '^XZ',
  ];
  return Buffer.from(lines.join('\n') + '\n', 'latin1');
};
