import type { LabelModel } from '../../../../shared/label/label-model';
import { LABEL_DIMENSIONS, type LabelSize } from '../../../../shared/label/label-sizes';
import type { DeskLanguage } from '../../../../shared/printing/device-uri';
import { DeskError } from '../../../kernel/desk-error';
import { drawCalibrationLabel } from './calibration-label';
import { dotPen, type DotPen } from './dot-pen';
import { drawShippingLabel } from './draw-shipping-label';
import type { LabelPlacement, PrinterDpi } from './label-printer';
import type { LabelDrawing } from './label-drawing';
import type { LabelMark } from '../../../../shared/printing/label-marks';
import { fitBarcode } from '../../../../shared/label/barcode-geometry';

/** The page in dots: the label's millimetres at the printer's resolution (203 dpi = 8 dots/mm). */
export const pageDots = (size: LabelSize, dpi: PrinterDpi): { width: number; height: number } => {
  const { widthMm, heightMm } = LABEL_DIMENSIONS[size];
  return { width: Math.round((widthMm * dpi) / 25.4), height: Math.round((heightMm * dpi) / 25.4) };
};

/** An offset must leave some of the label on the stock, and copies are 1 to 5 (as the profile allows). */
export const checkPlacement = (placement: LabelPlacement, language: DeskLanguage = 'zh-CN'): void => {
  const { widthMm, heightMm } = LABEL_DIMENSIONS[placement.size];
  const bad = (field: string, en: string, zh: string) => {
    throw new DeskError('invalid-request', `${field}: ${language === 'en' ? en : zh}`, { field });
  };
  if (!Number.isFinite(placement.offsetXMm) || Math.abs(placement.offsetXMm) >= widthMm)
    bad(
      'offsetXMm',
      `the offset must stay within the label's ${widthMm} mm width`,
      `水平偏移须在标签宽度 ${widthMm} mm 之内`,
    );
  if (!Number.isFinite(placement.offsetYMm) || Math.abs(placement.offsetYMm) >= heightMm)
    bad(
      'offsetYMm',
      `the offset must stay within the label's ${heightMm} mm height`,
      `垂直偏移须在标签高度 ${heightMm} mm 之内`,
    );
  if (!Number.isInteger(placement.copies) || placement.copies < 1 || placement.copies > 5)
    bad('copies', 'copies must be 1 to 5', '份数须为 1 到 5');
};

const drawn = (placement: LabelPlacement, dpi: PrinterDpi, draw: (pen: DotPen) => void): LabelDrawing => {
  const { width, height } = pageDots(placement.size, dpi);
  const pen = dotPen(width, height, dpi, placement.offsetXMm, placement.offsetYMm);
  draw(pen);
  return pen.drawing;
};

/** One shipping label at the printer's dots, 1-bit, moved by the profile's offset. */
export const shippingLabelDrawing = (
  label: LabelModel,
  dpi: PrinterDpi,
  placement: LabelPlacement,
): LabelDrawing => drawn(placement, dpi, (pen) => drawShippingLabel(pen, label, placement.size));

/** The calibration label of a size (rulers, a Code128, the size), moved by the profile's offset. */
export const calibrationDrawing = (
  dpi: PrinterDpi,
  placement: LabelPlacement,
  language: DeskLanguage = 'zh-CN',
): LabelDrawing => drawn(placement, dpi, (pen) => drawCalibrationLabel(pen, placement.size, dpi, language));

const drawMark = (pen: DotPen, mark: LabelMark): void => {
  if (mark.kind === 'text') pen.text(mark.text, mark.x, mark.y, mark.sizeMm);
  else if (mark.kind === 'bar') pen.rect(mark.x, mark.y, mark.w, mark.h);
  else {
    const fit = fitBarcode(mark.value, { widthMm: mark.w, leftMm: mark.x, heightMm: mark.h, dpi: pen.dpi });
    pen.barcode(fit, mark.y, mark.x + mark.w / 2);
  }
};

/** A label laid out in millimetres (text, rules, Code128s), drawn as the waybill labels are; moved by the offset. */
export const marksDrawing = (marks: LabelMark[], dpi: PrinterDpi, placement: LabelPlacement): LabelDrawing =>
  drawn(placement, dpi, (pen) => marks.forEach((mark) => drawMark(pen, mark)));
