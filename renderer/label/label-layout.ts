import type { CSSProperties } from 'react';
import { LABEL_DIMENSIONS, type LabelSize } from '../../shared/label/label-sizes';

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
  orderBarcodeMm: number;
  font: {
    base: number;
    small: number;
    name: number;
    code: number;
    pkg: number;
    sortMax: number;
    sortMin: number;
  };
}

const layouts: Record<LabelSize, Omit<LabelLayout, 'widthMm' | 'heightMm'>> = {
  '76x130': {
    insetMm: 1.5,
    stacked: true,
    rows: { head: 8, sort: 14, hub: 9, bar: 23, recipient: 25, sender: 15 },
    barcodeMm: 16,
    orderBarcodeMm: 5,
    font: { base: 2.6, small: 2.1, name: 3.3, code: 3.3, pkg: 5, sortMax: 8, sortMin: 4.2 },
  },
  '100x150': {
    insetMm: 1.5,
    stacked: false,
    rows: { head: 10, sort: 20, hub: 8, bar: 29, recipient: 28, sender: 17 },
    barcodeMm: 21,
    orderBarcodeMm: 6,
    font: { base: 3.2, small: 2.5, name: 4.2, code: 4, pkg: 6.5, sortMax: 10, sortMin: 5 },
  },
  '100x180': {
    insetMm: 1.5,
    stacked: false,
    rows: { head: 11, sort: 24, hub: 9, bar: 35, recipient: 34, sender: 21 },
    barcodeMm: 26,
    orderBarcodeMm: 7,
    font: { base: 3.4, small: 2.7, name: 4.6, code: 4.4, pkg: 7, sortMax: 12, sortMin: 5.5 },
  },
};

export const labelLayout = (size: LabelSize): LabelLayout => ({
  ...LABEL_DIMENSIONS[size],
  ...layouts[size],
});

/** The footer takes what the fixed rows leave inside the border (0.4 mm each side). */
export const footHeightMm = (layout: LabelLayout): number => {
  const rows = Object.values(layout.rows).reduce((a, b) => a + b, 0);
  return Math.round((layout.heightMm - 2 * layout.insetMm - 0.8 - rows) * 10) / 10;
};

/** The page box and the type scale as CSS custom properties, read by shipping-label.css. */
export const pageStyle = (layout: LabelLayout): CSSProperties =>
  ({
    width: `${layout.widthMm}mm`,
    height: `${layout.heightMm}mm`,
    '--sl-inset': `${layout.insetMm}mm`,
    '--sl-fs-base': `${layout.font.base}mm`,
    '--sl-fs-small': `${layout.font.small}mm`,
    '--sl-fs-name': `${layout.font.name}mm`,
    '--sl-fs-code': `${layout.font.code}mm`,
    '--sl-fs-pkg': `${layout.font.pkg}mm`,
  }) as CSSProperties;
