import { code128Modules } from './code128';

/*
 * How big a barcode is drawn, as a rule of the label model: a thermal label printer puts down whole dots
 * (203 dpi: 0.125 mm), so a module (the narrowest bar) that is not a whole number of dots comes out as one dot
 * here and two there, and a module under 2 dots (0.25 mm) or bars under 8 mm do not scan reliably. Every
 * barcode the desk prints (labels, pick lists, packing slips) takes its size from fitBarcode.
 */

/** What the desk assumes when it does not know the printer's resolution: the common thermal label printer. */
export const DEFAULT_PRINTER_DPI = 203;

export const BARCODE_RULES = {
  /** The narrowest bar: 2 dots at 203 dpi. */
  minModuleMm: 0.25,
  /** Wider bars only make the code longer than a scanner's window (4 dots at 203 dpi is 0.5005 mm). */
  maxModuleMm: 0.51,
  minHeightMm: 8,
  /** Code128's quiet zone each side, part of the drawn barcode so it scales with the module. */
  quietModules: 10,
} as const;

/** One printer dot in mm. */
export const dotMm = (dpi: number): number => 25.4 / dpi;

/** `mm` to the nearest whole number of dots. */
export const snapToDots = (mm: number, dpi: number): number => Math.round(mm / dotMm(dpi)) * dotMm(dpi);

/** The fewest whole dots that make a module of at least minModuleMm (2 at 203 dpi, 3 at 300). */
export const minModuleDots = (dpi: number): number =>
  Math.ceil(BARCODE_RULES.minModuleMm / dotMm(dpi) - 1e-9);

/** The width of `value`'s barcode, quiet zones included, at the smallest module; null when it cannot be encoded. */
export const minBarcodeWidthMm = (value: string, dpi: number): number | null => {
  const modules = code128Modules(value);
  return modules === null
    ? null
    : (modules.length + 2 * BARCODE_RULES.quietModules) * minModuleDots(dpi) * dotMm(dpi);
};

interface BarcodeGeometry {
  value: string;
  /** '1' = bar, '0' = space, without the quiet zones. */
  modules: string;
  dpi: number;
  moduleDots: number;
  moduleMm: number;
  quietModules: number;
  /** Bars and both quiet zones. */
  widthMm: number;
  heightMm: number;
  /** From the box's left edge to the barcode's, so that the barcode starts on a whole dot of the page. */
  leftMm: number;
  /** The barcode's left edge from the page's: a whole number of dots. */
  xMm: number;
}

export type BarcodeFit =
  | { ok: true; geometry: BarcodeGeometry }
  /** `needMm`: the width the value takes at the smallest module (0 when it cannot be encoded). */
  | { ok: false; value: string; reason: 'not-encodable' | 'too-long'; needMm: number; heightMm: number };

interface BarcodeBox {
  /** The width the barcode may take. */
  widthMm: number;
  /** Where that box starts, from the page's left edge: the barcode is centred in it on the page's dot grid. */
  leftMm?: number;
  heightMm: number;
  dpi?: number;
}

/**
 * The barcode of `value` in `box`: the widest module of whole dots (at least minModuleMm, at most maxModuleMm)
 * whose barcode fits the width, at least minHeightMm tall; or why it cannot be drawn scannably there.
 */
export const fitBarcode = (value: string, box: BarcodeBox): BarcodeFit => {
  const dpi = box.dpi ?? DEFAULT_PRINTER_DPI;
  const dot = dotMm(dpi);
  const heightMm = Math.ceil(Math.max(box.heightMm, BARCODE_RULES.minHeightMm) / dot - 1e-9) * dot;
  const modules = code128Modules(value);
  if (modules === null) return { ok: false, value, reason: 'not-encodable', needMm: 0, heightMm };
  const quietModules = BARCODE_RULES.quietModules;
  const total = modules.length + 2 * quietModules;
  const minDots = minModuleDots(dpi);
  const maxDots = Math.max(minDots, Math.floor(BARCODE_RULES.maxModuleMm / dot + 1e-9));
  const fitDots = Math.min(maxDots, Math.floor(box.widthMm / (total * dot) + 1e-9));
  if (fitDots < minDots) {
    return { ok: false, value, reason: 'too-long', needMm: total * minDots * dot, heightMm };
  }
  const moduleMm = fitDots * dot;
  const widthMm = total * moduleMm;
  const boxLeftMm = box.leftMm ?? 0;
  // Centred, on the dot grid, never left of the box.
  const startDots = Math.max(
    Math.ceil(boxLeftMm / dot - 1e-9),
    Math.round((boxLeftMm + (box.widthMm - widthMm) / 2) / dot),
  );
  const leftMm = startDots * dot - boxLeftMm;
  return {
    ok: true,
    geometry: {
      value,
      modules,
      dpi,
      moduleDots: fitDots,
      moduleMm,
      quietModules,
      widthMm,
      heightMm,
      leftMm,
      xMm: startDots * dot,
    },
  };
};
