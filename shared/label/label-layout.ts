import { LABEL_DIMENSIONS, type LabelSize } from './label-sizes';

/**
 * Millimetre layout of one label size: row heights and type sizes chosen per size (76 mm is narrow:
 * smaller type, stacked blocks) so nothing is ever scaled like a picture.
 */
export interface LabelLayout {
  widthMm: number;
  heightMm: number;
  /** Thermal heads cannot print to the edge. */
  insetMm: number;
  /** Narrow labels stack the hub and footer cells instead of placing them side by side. */
  stacked: boolean;
  rows: { head: number; sort: number; hub: number; bar: number; recipient: number; sender: number };
  barcodeMm: number;
  /** At least BARCODE_RULES.minHeightMm, as every barcode. */
  orderBarcodeMm: number;
  /**
   * The most of the footer's width the order cell takes beside the goods (not stacked): the order number's barcode
   * at 2 dots of 203 dpi per module takes about 52 mm for the gateway's 22-character numbers.
   */
  orderShareMax: number;
  font: {
    base: number;
    small: number;
    name: number;
    code: number;
    pkg: number;
    sortMax: number;
    /** An unusually long sortation name shrinks to this (still bold, one line) before it is cut. */
    sortMin: number;
  };
}

const layouts: Record<LabelSize, Omit<LabelLayout, 'widthMm' | 'heightMm'>> = {
  '76x130': {
    insetMm: 1.5,
    stacked: true,
    rows: { head: 8, sort: 13, hub: 8, bar: 23, recipient: 25, sender: 14 },
    barcodeMm: 16,
    orderBarcodeMm: 8,
    orderShareMax: 1,
    font: { base: 2.6, small: 2.1, name: 3.3, code: 3.3, pkg: 5, sortMax: 8, sortMin: 3 },
  },
  '100x150': {
    insetMm: 1.5,
    stacked: false,
    rows: { head: 10, sort: 20, hub: 8, bar: 29, recipient: 28, sender: 17 },
    barcodeMm: 21,
    orderBarcodeMm: 9,
    orderShareMax: 0.62,
    font: { base: 3.2, small: 2.5, name: 4.2, code: 4, pkg: 6.5, sortMax: 10, sortMin: 3.6 },
  },
  '100x180': {
    insetMm: 1.5,
    stacked: false,
    rows: { head: 11, sort: 24, hub: 9, bar: 35, recipient: 34, sender: 21 },
    barcodeMm: 26,
    orderBarcodeMm: 10,
    orderShareMax: 0.62,
    font: { base: 3.4, small: 2.7, name: 4.6, code: 4.4, pkg: 7, sortMax: 12, sortMin: 3.8 },
  },
};

export const labelLayout = (size: LabelSize): LabelLayout => ({
  ...LABEL_DIMENSIONS[size],
  ...layouts[size],
});

/**
 * Rules and paddings, in mm, shared by shipping-label.css (as custom properties, see `pageStyle`) and
 * the text budgets of label-view.ts, so the budgets know the boxes exactly.
 */
export const LABEL_RULES = {
  /** The label's outer border. */
  borderMm: 0.4,
  /** The line under each row. */
  ruleMm: 0.3,
  padXMm: 1.5,
  padYMm: 0.8,
  lineHeight: 1.25,
  /** The 收 / 寄 column of the party rows, and the gap after it. */
  markMm: 7,
  markGapMm: 2,
} as const;

/** Width inside the label's border. */
export const innerWidthMm = (layout: LabelLayout): number =>
  layout.widthMm - 2 * layout.insetMm - 2 * LABEL_RULES.borderMm;

/** Width of a row's text: inside the border, less the row's side padding. */
export const rowTextWidthMm = (layout: LabelLayout): number => innerWidthMm(layout) - 2 * LABEL_RULES.padXMm;

/** The footer takes what the fixed rows leave inside the border. */
export const footHeightMm = (layout: LabelLayout): number => {
  const rows = Object.values(layout.rows).reduce((a, b) => a + b, 0);
  return Math.round((layout.heightMm - 2 * layout.insetMm - 2 * LABEL_RULES.borderMm - rows) * 10) / 10;
};
