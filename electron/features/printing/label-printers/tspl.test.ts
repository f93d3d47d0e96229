import { describe, expect, it } from 'vitest';
import { code128Modules } from '../../../../shared/label/code128';
import { parsePrinterUri } from '../../../../shared/printing/device-uri';
import type { LabelStock } from '../../../../shared/printing/print-profile';
import { barcodesOnRaster, decodeTspl } from '../testing/label-decoders';
import { blankDrawing, flattenDrawing, type LabelDrawing } from './label-drawing';
import { fillDots } from './raster';
import { pageDots } from './render-label';
import { tsplJob } from './tspl';

const tspl = (drawing: LabelDrawing) => {
  const parsed = parsePrinterUri('socket://127.0.0.1:9100?language=tspl&dpi=203');
  if (!parsed.ok) throw new Error(parsed.problem.en);
  const placement = { size: '76x130' as const, offsetXMm: 0, offsetYMm: 0, copies: 1 };
  return decodeTspl(tsplJob(drawing, parsed.target, placement), 203);
};

/** A 76×130 page at 203 dpi with one Code128 of `value` at x, 3-dot modules. */
const withBarcode = (value: string, x: number): LabelDrawing => {
  const page = pageDots('76x130', 203);
  const drawing = blankDrawing(page.width, page.height);
  const modules = code128Modules(value)!;
  drawing.barcodes.push({ x, y: 200, module: 3, height: 120, value, modules });
  drawing.rules.push({ x: 10, y: 10, w: 580, h: 3 });
  return drawing;
};

describe('TSPL barcodes', () => {
  it("uses the printer's BARCODE for a Code128 it can place", async () => {
    const decoded = tspl(withBarcode('YT7300000000000', 60));
    expect(decoded.commands).toContain('BARCODE 60,200,"128",120,0,0,3,3,"YT7300000000000"');
    expect(decoded.commands.some((c) => c.startsWith('BITMAP'))).toBe(false);
    expect(await barcodesOnRaster(decoded.raster)).toEqual(['YT7300000000000']);
  });

  it.each([
    ['a quote TSPL cannot carry in its data', 'AB"12', 60],
    ['bars beyond the page edge', 'YT7300000000000', -6],
  ])('draws the bars into the bitmap, whole-dot modules, for %s', async (_, value, x) => {
    const drawing = withBarcode(value, x);
    const decoded = tspl(drawing);
    expect(decoded.commands.some((c) => c.startsWith('BARCODE'))).toBe(false);
    expect(Buffer.from(decoded.raster.bits).equals(Buffer.from(flattenDrawing(drawing).bits))).toBe(true);
    if (x >= 0) expect(await barcodesOnRaster(decoded.raster)).toEqual([value]);
  });
});

describe('TSPL bitmaps', () => {
  it('starts a block at its first inked dot when that saves a byte a row', () => {
    const page = pageDots('76x130', 203);
    const drawing = blankDrawing(page.width, page.height);
    fillDots(drawing.raster, 13, 40, 14, 20); // dots 13-26: three bytes from dot 8, two from dot 13
    const decoded = tspl(drawing);
    expect(decoded.commands.filter((c) => c.startsWith('BITMAP'))).toEqual(['BITMAP 13,40,2,20,0']);
    expect(Buffer.from(decoded.raster.bits).equals(Buffer.from(drawing.raster.bits))).toBe(true);
  });
});

describe('TSPL label stock', () => {
  const stockJob = (stock?: LabelStock) => {
    const parsed = parsePrinterUri('socket://127.0.0.1:9100?language=tspl&dpi=203');
    if (!parsed.ok) throw new Error(parsed.problem.en);
    const page = pageDots('76x130', 203);
    const placement = { size: '76x130' as const, offsetXMm: 0, offsetYMm: 0, copies: 1, stock };
    const lines = Buffer.from(tsplJob(blankDrawing(page.width, page.height), parsed.target, placement))
      .toString('latin1')
      .split('\r\n');
    return lines.filter((l) => l.startsWith('GAP') || l.startsWith('BLINE'));
  };

  it.each([
    ['no stock named (gap 2 mm, as before)', undefined, 'GAP 2 mm,0 mm'],
    ['3 mm gaps', { kind: 'gap', mm: 3 } as const, 'GAP 3 mm,0 mm'],
    ['2.5 mm gaps', { kind: 'gap', mm: 2.5 } as const, 'GAP 2.5 mm,0 mm'],
    ['a 4 mm black mark', { kind: 'mark', mm: 4 } as const, 'BLINE 4 mm,0 mm'],
    ['continuous paper', { kind: 'continuous' } as const, 'GAP 0 mm,0 mm'],
  ])('tells the printer its stock for %s', (_, stock, command) => {
    expect(stockJob(stock)).toEqual([command]);
  });
});
