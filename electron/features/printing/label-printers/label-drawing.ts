import { blankRaster, fillDots, type Raster } from './raster';

/*
 * A label at the printer's dots, kept in three parts so each language can send it the cheapest way it prints
 * exactly: filled rectangles (rules, frames, ruler ticks), Code128 barcodes (whole-dot modules) and the raster of
 * everything else (text, glyphs). ZPL and PDF take it flattened into one raster; TSPL sends rules as BAR and
 * barcodes as BARCODE, and only the text as BITMAP.
 */

/** A filled rectangle in whole dots, already cut to the page. */
interface RuleMark {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A Code128 in whole dots: its first bar's left edge at `x`, `module` dots per module. */
export interface BarcodeMark {
  x: number;
  y: number;
  module: number;
  height: number;
  value: string;
  /** The module pattern ('1' = bar) the desk drew it with. */
  modules: string;
}

export interface LabelDrawing {
  /** Text and glyphs only: rules and barcodes are not in it. */
  raster: Raster;
  rules: RuleMark[];
  barcodes: BarcodeMark[];
}

export const blankDrawing = (width: number, height: number): LabelDrawing => ({
  raster: blankRaster(width, height),
  rules: [],
  barcodes: [],
});

/** Blackens a barcode's bars into a raster, cut to the page. */
export const fillBarcode = (raster: Raster, mark: BarcodeMark): void => {
  for (const run of mark.modules.matchAll(/1+/g))
    fillDots(raster, mark.x + run.index * mark.module, mark.y, run[0].length * mark.module, mark.height);
};

/** The whole label as one raster (a copy: the drawing is left as it is). */
export const flattenDrawing = (drawing: LabelDrawing): Raster => {
  const raster = { ...drawing.raster, bits: drawing.raster.bits.slice() };
  for (const r of drawing.rules) fillDots(raster, r.x, r.y, r.w, r.h);
  for (const b of drawing.barcodes) fillBarcode(raster, b);
  return raster;
};
