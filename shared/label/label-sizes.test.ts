import { describe, expect, it } from 'vitest';
import {
  LABEL_DIMENSIONS,
  LABEL_SIZES,
  isLabelSize,
  labelPageCss,
  labelPageSizeMicrons,
} from './label-sizes';

describe('label sizes', () => {
  it('gives microns for Electron and an @page rule for CSS from the same table', () => {
    for (const size of LABEL_SIZES) {
      const [w, h] = size.split('x').map(Number);
      expect(LABEL_DIMENSIONS[size]).toEqual({ widthMm: w, heightMm: h });
      expect(labelPageSizeMicrons(size)).toEqual({ width: w! * 1000, height: h! * 1000 });
      expect(labelPageCss(size)).toBe(`@page { size: ${w}mm ${h}mm; margin: 0; }`);
    }
  });

  it('knows only its three sizes', () => {
    expect(isLabelSize('100x150')).toBe(true);
    expect(isLabelSize('100x100')).toBe(false);
    expect(isLabelSize(undefined)).toBe(false);
  });
});
