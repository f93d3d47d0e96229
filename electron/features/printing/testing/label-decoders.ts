import { inflateSync } from 'node:zlib';
// The fixture loads zxing's wasm from node_modules (nothing fetched).
import '../../../../e2e/fixtures/barcodes';
import { readBarcodes } from 'zxing-wasm/reader';
import { code128Modules } from '../../../../shared/label/code128';
import { fillBarcode } from '../label-printers/label-drawing';
import { crc16 } from '../label-printers/zpl';
import { blankRaster, dotAt, fillDots, type Raster } from '../label-printers/raster';

/*
 * The printer's bytes read back for tests: TSPL's BITMAP blocks, BAR rectangles and BARCODE "128" commands and
 * ZPL's ^GFA (Z64) fields painted onto a page of the size the job declares, then every barcode on it decoded with
 * zxing. A BARCODE is drawn as a printer draws it: from its data, at the module the command gives.
 */

export interface DecodedLabel {
  raster: Raster;
  /** What the job says the page is: TSPL SIZE in mm, ZPL ^PW/^LL in dots. */
  widthMm?: number;
  heightMm?: number;
  copies: number;
  /** The text commands, in order (BITMAP without its data). */
  commands: string[];
}

const blit = (
  page: Raster,
  x: number,
  y: number,
  bytesPerRow: number,
  rows: number,
  data: Uint8Array,
  invert: boolean,
  overwrite = false,
) => {
  for (let r = 0; r < rows; r++)
    for (let b = 0; b < bytesPerRow; b++) {
      const byte = invert ? ~data[r * bytesPerRow + b]! & 0xff : data[r * bytesPerRow + b]!;
      for (let bit = 0; bit < 8; bit++) {
        const px = x + b * 8 + bit;
        const py = y + r;
        if (px >= page.width || py >= page.height) continue;
        const at = py * page.bytesPerRow + (px >> 3);
        if (byte & (0x80 >> bit)) page.bits[at]! |= 0x80 >> (px & 7);
        else if (overwrite) page.bits[at]! &= ~(0x80 >> (px & 7));
      }
    }
};

/** `BARCODE x,y,"128",height,0,0,narrow,wide,"data"`: its bars from the data, `narrow` dots a module. */
const drawTsplBarcode = (page: Raster, line: string): boolean => {
  const m = /^BARCODE (\d+),(\d+),"([^"]+)",(\d+),(\d+),(\d+),(\d+),(\d+),"([^"]*)"$/.exec(line);
  if (!m) return false;
  const [, x, y, type, height, readable, rotation, narrow, wide, value] = m;
  if (type !== '128' || readable !== '0' || rotation !== '0' || narrow !== wide)
    throw new Error(`a BARCODE this decoder does not draw: ${line}`);
  const modules = code128Modules(value!);
  if (!modules) throw new Error(`BARCODE data Code128 cannot encode: ${line}`);
  const [mx, my, h, module] = [x, y, height, narrow].map(Number) as [number, number, number, number];
  fillBarcode(page, { x: mx, y: my, module, height: h, value: value!, modules });
  return true;
};

/** One TSPL text command onto the page (SIZE starts a new page). */
const tsplCommand = (label: DecodedLabel, line: string, dpi: number): void => {
  const size = /^SIZE ([\d.]+) mm,([\d.]+) mm$/.exec(line);
  if (size) {
    label.widthMm = Number(size[1]);
    label.heightMm = Number(size[2]);
    label.raster = blankRaster(
      Math.round((label.widthMm * dpi) / 25.4),
      Math.round((label.heightMm * dpi) / 25.4),
    );
    return;
  }
  const print = /^PRINT (\d+),(\d+)$/.exec(line);
  if (print) label.copies = Number(print[1]) * Number(print[2]);
  const bar = /^BAR (\d+),(\d+),(\d+),(\d+)$/.exec(line);
  if (bar) fillDots(label.raster, ...(bar.slice(1, 5).map(Number) as [number, number, number, number]));
  drawTsplBarcode(label.raster, line);
};

/**
 * A TSPL job: SIZE, then BITMAP x,y,widthBytes,height,0,<raw bytes, 0 = black> (mode 0 overwrites its block,
 * white included), BAR x,y,w,h, BARCODE …"128"…, then PRINT m,n.
 */
export const decodeTspl = (bytes: Uint8Array, dpi: number): DecodedLabel => {
  const buf = Buffer.from(bytes);
  const label: DecodedLabel = { raster: blankRaster(0, 0), copies: 0, commands: [] };
  let at = 0;
  while (at < buf.length) {
    const eol = buf.indexOf('\r\n', at);
    const line = buf.toString('latin1', at, eol < 0 ? buf.length : eol);
    const bitmap = /^BITMAP (\d+),(\d+),(\d+),(\d+),(\d+),/.exec(line);
    if (bitmap) {
      const [x, y, wb, h, mode] = bitmap.slice(1, 6).map(Number) as [number, number, number, number, number];
      if (label.widthMm === undefined) throw new Error('BITMAP before SIZE');
      if (mode !== 0) throw new Error(`BITMAP mode ${mode}: the desk sends mode 0 (overwrite) only`);
      const start = at + bitmap[0].length;
      blit(label.raster, x, y, wb, h, buf.subarray(start, start + wb * h), true, true);
      label.commands.push(bitmap[0].slice(0, -1));
      at = start + wb * h + 2;
      continue;
    }
    label.commands.push(line);
    tsplCommand(label, line, dpi);
    at = eol < 0 ? buf.length : eol + 2;
  }
  if (label.widthMm === undefined) throw new Error('no SIZE in the TSPL job');
  return label;
};

/** A ZPL job: ^PW, ^LL, ^FOx,y^GFA,total,total,bytesPerRow,:Z64:<base64>:<crc>, ^PQ. */
export const decodeZpl = (bytes: Uint8Array): DecodedLabel => {
  const text = Buffer.from(bytes).toString('latin1');
  const width = Number(/\^PW(\d+)/.exec(text)?.[1]);
  const height = Number(/\^LL(\d+)/.exec(text)?.[1]);
  if (!width || !height) throw new Error('no ^PW/^LL in the ZPL job');
  const page = blankRaster(width, height);
  for (const m of text.matchAll(
    /\^FO(\d+),(\d+)\^GFA,(\d+),(\d+),(\d+),:Z64:([A-Za-z0-9+/=]+):([0-9A-F]{4})/g,
  )) {
    const [, x, y, , total, perRow, data, crc] = m;
    if (crc16(data!) !== parseInt(crc!, 16)) throw new Error(`Z64 CRC ${crc} does not match its data`);
    const raw = inflateSync(Buffer.from(data!, 'base64'));
    if (raw.length !== Number(total)) throw new Error(`^GFA says ${total} bytes, the data has ${raw.length}`);
    blit(page, Number(x), Number(y), Number(perRow), raw.length / Number(perRow), raw, false);
  }
  const copies = Number(/\^PQ(\d+)/.exec(text)?.[1] ?? 1);
  return { raster: page, copies, commands: text.split('\n').map((l) => l.slice(0, 60)) };
};

/** Every Code128 zxing reads on the page (black dots on white, a quiet margin added around). */
export const barcodesOnRaster = async (raster: Raster): Promise<string[]> => {
  const margin = 16;
  const width = raster.width + 2 * margin;
  const height = raster.height + 2 * margin;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < raster.height; y++)
    for (let x = 0; x < raster.width; x++)
      if (dotAt(raster, x, y)) {
        const p = ((y + margin) * width + x + margin) * 4;
        data[p] = data[p + 1] = data[p + 2] = 0;
      }
  const results = await readBarcodes(
    { data, width, height, colorSpace: 'srgb' },
    { formats: ['Code128'], tryHarder: true, maxNumberOfSymbols: 6 },
  );
  return results.filter((r) => r.isValid).map((r) => r.text);
};
