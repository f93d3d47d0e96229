import type { Glyph } from './glyph-cache';

/**
 * A 1-bit image at the printer's dots: rows of `bytesPerRow` bytes, the leftmost dot in the high bit, 1 = black.
 * Each language writes it its own way (TSPL inverts it, ZPL takes it as it is).
 */
export interface Raster {
  width: number;
  height: number;
  bytesPerRow: number;
  bits: Uint8Array;
}

export const blankRaster = (width: number, height: number): Raster => {
  const bytesPerRow = Math.ceil(width / 8);
  return { width, height, bytesPerRow, bits: new Uint8Array(bytesPerRow * height) };
};

/** A rectangle (in dots) rounded to whole dots and cut to the page; null when nothing of it is on the page. */
export const clipDots = (
  r: Raster,
  x: number,
  y: number,
  w: number,
  h: number,
): { x: number; y: number; w: number; h: number } | null => {
  const xa = Math.max(0, Math.round(x));
  const xb = Math.min(r.width, Math.round(x + w));
  const ya = Math.max(0, Math.round(y));
  const yb = Math.min(r.height, Math.round(y + h));
  return xa < xb && ya < yb ? { x: xa, y: ya, w: xb - xa, h: yb - ya } : null;
};

/** Blackens the dots of a rectangle (in dots), cut to the page. */
export const fillDots = (r: Raster, x: number, y: number, w: number, h: number): void => {
  const box = clipDots(r, x, y, w, h);
  if (!box) return;
  const xa = box.x;
  const xb = box.x + box.w;
  const ya = box.y;
  const yb = box.y + box.h;
  // Partial bytes at each end, whole bytes between.
  const firstByte = xa >> 3;
  const lastByte = (xb - 1) >> 3;
  const headMask = 0xff >> (xa & 7);
  const tailMask = (0xff << (7 - ((xb - 1) & 7))) & 0xff;
  for (let row = ya; row < yb; row++) {
    const base = row * r.bytesPerRow;
    if (firstByte === lastByte) {
      r.bits[base + firstByte]! |= headMask & tailMask;
      continue;
    }
    r.bits[base + firstByte]! |= headMask;
    r.bits.fill(0xff, base + firstByte + 1, base + lastByte);
    r.bits[base + lastByte]! |= tailMask;
  }
};

/** Stamps a glyph's mask with its pen position at (x, y) in dots, cut to the page. */
export const stampGlyph = (r: Raster, glyph: Glyph, x: number, y: number): void => {
  const gx = Math.round(x) + glyph.left;
  const gy = Math.round(y) + glyph.top;
  for (let j = 0; j < glyph.height; j++) {
    const row = gy + j;
    if (row < 0 || row >= r.height) continue;
    const base = row * r.bytesPerRow;
    for (let i = 0, m = j * glyph.width; i < glyph.width; i++, m++) {
      const col = gx + i;
      if (glyph.mask[m] && col >= 0 && col < r.width) r.bits[base + (col >> 3)]! |= 0x80 >> (col & 7);
    }
  }
};

/** Is the dot at (x, y) black? For decoders and tests. */
export const dotAt = (raster: Raster, x: number, y: number): boolean =>
  (raster.bits[y * raster.bytesPerRow + (x >> 3)]! & (0x80 >> (x & 7))) !== 0;
