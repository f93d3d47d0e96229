import { fitBarcode } from '../../../../shared/label/barcode-geometry';
import { LABEL_DIMENSIONS, type LabelSize } from '../../../../shared/label/label-sizes';
import type { DotPen } from './dot-pen';
import { monoFont } from './label-fonts';

/** What the calibration label's barcode says: the size and resolution, so a scan tells which profile printed. */
export const calibrationCode = (size: LabelSize, dpi: number): string => `CAL-${size}-${dpi}`;

/**
 * A millimetre ruler along the top and left edges (a tick each mm, longer each 5, numbered each 10), a Code128
 * and the size in words: the seller reads where the stock really starts and sets the profile's offsets.
 */
export const drawCalibrationLabel = (pen: DotPen, size: LabelSize, dpi: number, language: string): void => {
  const { widthMm, heightMm } = LABEL_DIMENSIONS[size];
  const tick = 0.25;
  for (let mm = 0; mm <= widthMm; mm++) {
    const len = mm % 10 === 0 ? 4 : mm % 5 === 0 ? 2.5 : 1.2;
    pen.rect(Math.min(mm, widthMm - tick), 0, tick, len);
    if (mm % 10 === 0 && mm > 0 && mm < widthMm) pen.text(String(mm), mm, 4.2, 2.2, { align: 'center' });
  }
  for (let mm = 0; mm <= heightMm; mm++) {
    const len = mm % 10 === 0 ? 4 : mm % 5 === 0 ? 2.5 : 1.2;
    pen.rect(0, Math.min(mm, heightMm - tick), len, tick);
    if (mm % 10 === 0 && mm > 0 && mm < heightMm) pen.text(String(mm), 4.6, mm - 1.4, 2.2);
  }
  // Clear of the left ruler and its numbers; wide enough for the code at the smallest module on 76 mm stock.
  const x = 10;
  const w = widthMm - 2 * x;
  const title = language === 'en' ? 'Calibration label' : '校准标签';
  pen.text(title, widthMm / 2, 14, 6, { weight: 700, align: 'center' });
  pen.text(`${widthMm} × ${heightMm} mm · ${dpi} dpi`, widthMm / 2, 24, 4.5, { align: 'center' });
  const code = calibrationCode(size, dpi);
  const fit = fitBarcode(code, { widthMm: w, leftMm: x, heightMm: 16, dpi });
  const barMm = pen.barcode(fit, 36, widthMm / 2);
  pen.text(code, widthMm / 2, 36 + barMm + 1, 3.5, { align: 'center', font: monoFont });
  const hint =
    language === 'en'
      ? 'The ruler starts at the stock edge: shift by the offset in the print profile.'
      : '刻度应从纸边开始：如有偏差，请在打印配置中调整偏移。';
  pen.wrap(hint, w, 3, 3).forEach((line, i) => pen.text(line, x, 62 + i * 4, 3));
};
