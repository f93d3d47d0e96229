import { describe, expect, it } from 'vitest';
import { BARCODE_RULES, dotMm, fitBarcode, minModuleDots, snapToDots } from './barcode-geometry';

const SN = '261126-123456789012345';

describe('fitBarcode', () => {
  it('takes the smallest module of whole dots that is at least 0.25 mm: 2 dots at 203 dpi, 3 at 300, 6 at 600', () => {
    expect(minModuleDots(203)).toBe(2);
    expect(minModuleDots(300)).toBe(3);
    expect(minModuleDots(600)).toBe(6);
    for (const dpi of [203, 300, 600]) {
      const fit = fitBarcode(SN, { widthMm: 54, heightMm: 5, dpi });
      if (!fit.ok) throw new Error(fit.reason);
      expect(fit.geometry.moduleDots).toBe(minModuleDots(dpi));
      expect(fit.geometry.moduleMm).toBeGreaterThanOrEqual(BARCODE_RULES.minModuleMm);
      // Never shorter than 8 mm, and a whole number of dots tall.
      expect(fit.geometry.heightMm).toBeGreaterThanOrEqual(8);
      expect(fit.geometry.heightMm / dotMm(dpi)).toBeCloseTo(
        Math.round(fit.geometry.heightMm / dotMm(dpi)),
        9,
      );
    }
  });

  it('widens the module by whole dots as far as the box allows, up to about 0.5 mm, and centres it on the dot grid', () => {
    const fit = fitBarcode('SF1234567890123', { widthMm: 90, leftMm: 4.9, heightMm: 21 });
    if (!fit.ok) throw new Error(fit.reason);
    const g = fit.geometry;
    expect(g.moduleDots).toBe(4);
    expect(fitBarcode('SF1234567890123', { widthMm: 60, heightMm: 21 })).toMatchObject({
      geometry: { moduleDots: 2 },
    });
    expect(fitBarcode('SF1234567890123', { widthMm: 200, heightMm: 21 })).toMatchObject({
      geometry: { moduleDots: 4 },
    });
    expect(g.widthMm).toBeLessThanOrEqual(90);
    expect(g.leftMm + g.widthMm).toBeLessThanOrEqual(90);
    expect(Math.abs(g.leftMm - (90 - g.widthMm) / 2)).toBeLessThanOrEqual(dotMm(203) / 2);
    expect(g.xMm).toBeCloseTo(4.9 + g.leftMm, 9);
    expect(g.xMm / dotMm(203)).toBeCloseTo(Math.round(g.xMm / dotMm(203)), 9);
    expect(g.widthMm).toBeCloseTo((g.modules.length + 2 * g.quietModules) * g.moduleMm, 9);
  });

  it('says a code is too long for its box rather than drawing bars narrower than 2 dots', () => {
    const fit = fitBarcode(SN, { widthMm: 41.9, heightMm: 6 });
    expect(fit).toMatchObject({ ok: false, reason: 'too-long', value: SN });
    if (fit.ok) return;
    expect(fit.needMm).toBeGreaterThan(41.9);
    expect(fit.heightMm).toBeGreaterThanOrEqual(8);
  });

  it('says a value Code128 cannot encode', () => {
    expect(fitBarcode('订单', { widthMm: 90, heightMm: 10 })).toMatchObject({
      ok: false,
      reason: 'not-encodable',
    });
  });

  it('snaps a length to whole dots', () => {
    expect(snapToDots(0.5, 203) / dotMm(203)).toBeCloseTo(4, 9);
    expect(snapToDots(1.3, 203) / dotMm(203)).toBeCloseTo(10, 9);
  });
});
