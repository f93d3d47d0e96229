import { dotMm, type BarcodeFit } from '../../../../shared/label/barcode-geometry';
import { glyphsOf } from './glyph-cache';
import { cjkFont } from './label-fonts';
import { blankDrawing, type LabelDrawing } from './label-drawing';
import { clipDots, stampGlyph } from './raster';

/*
 * Drawing in millimetres at the printer's dots: rules and boxes kept as whole-dot rectangles, barcodes as
 * whole-dot modules (label-drawing.ts), text stamped into a 1-bit raster from cached glyph masks (glyph-cache.ts).
 * Nothing is read back from a canvas. A barcode's size and place are not the pen's: they come from fitBarcode
 * (shared/label/barcode-geometry.ts) at the pen's dpi, as the screen's and the PDF's do.
 */

export interface DotPen {
  drawing: LabelDrawing;
  /** The printer's resolution the page is laid out at. */
  dpi: number;
  /** Dots per millimetre. */
  k: number;
  /** Text, its line box's top at `yMm` (centred in `lineMm`), left / centre / right of `xMm`; returns its width. */
  text(s: string, xMm: number, yMm: number, fontMm: number, opts?: TextOpts): number;
  /** Width of `s` in mm. */
  measure(s: string, fontMm: number, weight?: number, font?: FontOf): number;
  /** Greedy wrap into lines of `widthMm` (CJK breaks anywhere, Latin at spaces when it can). */
  wrap(s: string, widthMm: number, fontMm: number, maxLines: number, weight?: number): string[];
  rect(xMm: number, yMm: number, wMm: number, hMm: number): void;
  frame(xMm: number, yMm: number, wMm: number, hMm: number, lineMm: number): void;
  /**
   * A Code128 as fitBarcode placed it (fitted at this pen's dpi), its top at `yMm`; a fit that could not be drawn
   * scannably says so in words centred on `centreMm`, as the screen does. Returns the height it took.
   */
  barcode(fit: BarcodeFit, yMm: number, centreMm: number): number;
}

type FontOf = (weight: number, px: number) => string;

interface TextOpts {
  weight?: number;
  align?: 'left' | 'center' | 'right';
  lineMm?: number;
  font?: FontOf;
}

/** The page a pen draws on: its drawing, dots per mm and the origin the profile's offset moved. */
interface Page {
  drawing: LabelDrawing;
  dpi: number;
  k: number;
  ox: number;
  oy: number;
}

const X = (page: Page, mm: number) => page.ox + mm * page.k;
const Y = (page: Page, mm: number) => page.oy + mm * page.k;
const fontString = (page: Page, fontMm: number, weight: number, font: FontOf = cjkFont) =>
  font(weight, fontMm * page.k);

const advanceDots = (s: string, px: number, font: string) => {
  const glyph = glyphsOf(font, px);
  let w = 0;
  for (const ch of s) w += glyph(ch).advance;
  return w;
};

const text = (page: Page, s: string, xMm: number, yMm: number, fontMm: number, opts: TextOpts = {}) => {
  if (s === '') return 0;
  const px = fontMm * page.k;
  const font = fontString(page, fontMm, opts.weight ?? 400, opts.font);
  const width = advanceDots(s, px, font);
  const align = opts.align ?? 'left';
  let x = X(page, xMm) - (align === 'center' ? width / 2 : align === 'right' ? width : 0);
  const y = Y(page, yMm + (opts.lineMm ?? fontMm * 1.25) / 2);
  const glyphOf = glyphsOf(font, px);
  for (const ch of s) {
    const glyph = glyphOf(ch);
    stampGlyph(page.drawing.raster, glyph, x, y);
    x += glyph.advance;
  }
  return width / page.k;
};

const rect = (page: Page, xMm: number, yMm: number, wMm: number, hMm: number) => {
  const { drawing, k } = page;
  const box = clipDots(
    drawing.raster,
    X(page, xMm),
    Y(page, yMm),
    Math.max(1, wMm * k),
    Math.max(1, hMm * k),
  );
  if (box) drawing.rules.push(box);
};

/** The words a label carries where a barcode cannot be drawn scannably (the courier's Chinese, as the label). */
const MISSING_WORDS = {
  'too-long': '条码过长，此处印不出可扫描的条码',
  'not-encodable': '无法生成条码',
} as const;

const barcode = (page: Page, fit: BarcodeFit, yMm: number, centreMm: number): number => {
  if (!fit.ok) {
    const fontMm = 2.5;
    text(page, MISSING_WORDS[fit.reason], centreMm, yMm + (fit.heightMm - fontMm * 1.25) / 2, fontMm, {
      align: 'center',
    });
    return fit.heightMm;
  }
  const g = fit.geometry;
  if (g.dpi !== page.dpi) throw new Error(`a barcode fitted at ${g.dpi} dpi on a ${page.dpi}-dpi page`);
  // xMm is the quiet zone's left edge, on the label's dot grid; the bars start quietModules modules on.
  const x = page.ox + Math.round(g.xMm / dotMm(g.dpi)) + g.quietModules * g.moduleDots;
  page.drawing.barcodes.push({
    x,
    y: Math.round(Y(page, yMm)),
    module: g.moduleDots,
    height: Math.round(g.heightMm / dotMm(g.dpi)),
    value: g.value,
    modules: g.modules,
  });
  return g.heightMm;
};

/** A pen on a new white page of `widthDots` × `heightDots`, its origin moved by the profile's offset. */
export const dotPen = (
  widthDots: number,
  heightDots: number,
  dpi: number,
  offsetXMm = 0,
  offsetYMm = 0,
): DotPen => {
  const k = dpi / 25.4;
  const page: Page = {
    drawing: blankDrawing(widthDots, heightDots),
    dpi,
    k,
    ox: Math.round(offsetXMm * k),
    oy: Math.round(offsetYMm * k),
  };
  return {
    drawing: page.drawing,
    dpi,
    k,
    measure: (s, fontMm, weight = 400, font) =>
      advanceDots(s, fontMm * k, fontString(page, fontMm, weight, font)) / k,
    text: (s, xMm, yMm, fontMm, opts) => text(page, s, xMm, yMm, fontMm, opts),
    wrap: (s, widthMm, fontMm, maxLines, weight = 400) => {
      const glyphOf = glyphsOf(fontString(page, fontMm, weight), fontMm * k);
      return wrapLines(s, widthMm * k, maxLines, (ch) => glyphOf(ch).advance);
    },
    rect: (xMm, yMm, wMm, hMm) => rect(page, xMm, yMm, wMm, hMm),
    frame(xMm, yMm, wMm, hMm, lineMm) {
      rect(page, xMm, yMm, wMm, lineMm);
      rect(page, xMm, yMm + hMm - lineMm, wMm, lineMm);
      rect(page, xMm, yMm, lineMm, hMm);
      rect(page, xMm + wMm - lineMm, yMm, lineMm, hMm);
    },
    barcode: (fit, yMm, centreMm) => barcode(page, fit, yMm, centreMm),
  };
};

const CJK = /[\u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/;

/** Greedy lines; the last one that does not fit ends in an ellipsis. */
const wrapLines = (
  text: string,
  lineWidth: number,
  maxLines: number,
  width: (ch: string) => number,
): string[] => {
  const lines: string[] = [];
  let line = '';
  let used = 0;
  const chars = [...text.trim()];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const w = width(ch);
    if (used + w <= lineWidth) {
      line += ch;
      used += w;
      continue;
    }
    if (lines.length + 1 === maxLines) {
      while (line && used + width('…') > lineWidth) {
        const last = [...line].pop()!;
        line = line.slice(0, line.length - last.length);
        used -= width(last);
      }
      lines.push(line.trimEnd() + '…');
      return lines;
    }
    // Move a Latin word whole to the next line when the line has a break before it.
    const cut = CJK.test(ch) || ch === ' ' ? -1 : Math.max(line.lastIndexOf(' '), lastCjkIndex(line));
    const carried = cut > 0 ? line.slice(cut + 1) : '';
    lines.push((cut > 0 ? line.slice(0, cut + 1) : line).trimEnd());
    line = (carried + ch).trimStart();
    used = [...line].reduce((a, c) => a + width(c), 0);
  }
  if (line) lines.push(line);
  return lines;
};

const lastCjkIndex = (line: string): number => {
  for (let i = line.length - 1; i >= 0; i--) if (CJK.test(line[i]!)) return i;
  return -1;
};
