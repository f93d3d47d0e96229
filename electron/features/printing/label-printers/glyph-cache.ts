import { createCanvas } from '@napi-rs/canvas';

/*
 * Text drawn glyph by glyph from 1-bit masks: each (face, weight, size, character) is drawn once by Skia on a
 * small canvas, thresholded, and kept. Reading a whole 800×1200 page back from the canvas costs ~30 ms; stamping
 * cached masks costs well under one, and a packing desk prints the same few thousand characters all day.
 */

export interface Glyph {
  /** Advance in dots (fractional: the pen keeps the remainder so text does not drift). */
  advance: number;
  /** Mask box relative to the pen position on the text's middle line. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** width × height, 1 = black. */
  mask: Uint8Array;
}

/** Grey at or below this (0-255) is black: crisp 1-bit text, no dithering. */
const THRESHOLD = 140;
const MAX_GLYPHS = 20_000;

/** Per font string, per character: a lookup per character without building a key string. */
const glyphs = new Map<string, Map<string, Glyph>>();
let glyphCount = 0;
let scratch = createCanvas(64, 64);

const ensureScratch = (size: number) => {
  if (scratch.width < size || scratch.height < size) scratch = createCanvas(size, size);
  return scratch.getContext('2d');
};

const draw = (ch: string, font: string, px: number): Glyph => {
  const size = Math.ceil(px * 2.2) + 8;
  const ctx = ensureScratch(size);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#000';
  ctx.font = font;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const originX = Math.round(px * 0.3) + 2;
  const originY = Math.round(size / 2);
  ctx.fillText(ch, originX, originY);
  const advance = ctx.measureText(ch).width;
  const { data } = ctx.getImageData(0, 0, size, size);
  let x0 = size,
    y0 = size,
    x1 = -1,
    y1 = -1;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if (data[(y * size + x) * 4]! <= THRESHOLD) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) return { advance, left: 0, top: 0, width: 0, height: 0, mask: new Uint8Array(0) };
  const width = x1 - x0 + 1;
  const height = y1 - y0 + 1;
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      mask[y * width + x] = data[((y0 + y) * size + x0 + x) * 4]! <= THRESHOLD ? 1 : 0;
  return { advance, left: x0 - originX, top: y0 - originY, width, height, mask };
};

/** The glyphs of one font (a canvas font string at `px` dots), each drawn once on first use. */
export const glyphsOf = (font: string, px: number): ((ch: string) => Glyph) => {
  let faces = glyphs.get(font);
  if (!faces) glyphs.set(font, (faces = new Map<string, Glyph>()));
  const face = faces;
  return (ch) => {
    let glyph = face.get(ch);
    if (!glyph) {
      if (glyphCount >= MAX_GLYPHS) {
        glyphs.clear();
        glyphCount = 0;
        glyphs.set(font, face);
      }
      glyph = draw(ch, font, px);
      face.set(ch, glyph);
      glyphCount += 1;
    }
    return glyph;
  };
};
