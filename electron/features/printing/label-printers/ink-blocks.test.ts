import { describe, expect, it } from 'vitest';
import { inkBlocks } from './ink-blocks';
import { blankRaster, dotAt, fillDots } from './raster';

describe('ink blocks', () => {
  it('cuts a page into tight, separate blocks that hold every black dot and no more', () => {
    const page = blankRaster(800, 1200);
    fillDots(page, 100, 100, 300, 24); // a line of text
    fillDots(page, 600, 110, 90, 20); // another word far to its right
    fillDots(page, 100, 400, 500, 30); // a line further down
    fillDots(page, 100, 430, 40, 3); // its descender, touching it
    fillDots(page, 100, 436, 300, 20); // the next line, 3 white rows of 38 bytes under it: worth a header
    const blocks = inkBlocks(page);
    expect(blocks).toEqual([
      { xByte: 12, y: 100, widthBytes: 38, height: 24 },
      { xByte: 75, y: 110, widthBytes: 12, height: 20 },
      { xByte: 12, y: 400, widthBytes: 63, height: 33 },
      { xByte: 12, y: 436, widthBytes: 38, height: 20 },
    ]);
    const holders = (x: number, y: number) =>
      blocks.filter(
        (b) => x >= b.xByte * 8 && x < (b.xByte + b.widthBytes) * 8 && y >= b.y && y < b.y + b.height,
      ).length;
    let black = 0;
    let heldOnce = 0;
    for (let y = 0; y < page.height; y++)
      for (let x = 0; x < page.width; x++)
        if (dotAt(page, x, y)) {
          black++;
          if (holders(x, y) === 1) heldOnce++;
        }
    expect(heldOnce).toBe(black);
  });

  it('sends nothing for a blank page', () => {
    expect(inkBlocks(blankRaster(800, 1200))).toEqual([]);
  });
});
