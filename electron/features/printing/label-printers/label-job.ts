import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import type { LabelModel } from '../../../../shared/label/label-model';
import { LABEL_DIMENSIONS } from '../../../../shared/label/label-sizes';
import type { DeskLanguage } from '../../../../shared/printing/device-uri';
import type { LabelPlacement, LabelPrinterUri, PrinterJobBytes } from './label-printer';
import { flattenDrawing, type LabelDrawing } from './label-drawing';
import { dotAt, type Raster } from './raster';
import type { LabelMark } from '../../../../shared/printing/label-marks';
import { calibrationDrawing, checkPlacement, marksDrawing, shippingLabelDrawing } from './render-label';
import { tsplJob } from './tspl';
import { zplJob } from './zpl';

const MM_TO_PT = 72 / 25.4;

/** The 1-bit raster as a one-page PDF of exactly the label's size (for an IPP printer that takes PDF). */
const pdfOf = async (raster: Raster, placement: LabelPlacement): Promise<Uint8Array> => {
  const canvas = createCanvas(raster.width, raster.height);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(raster.width, raster.height);
  for (let y = 0, p = 0; y < raster.height; y++)
    for (let x = 0; x < raster.width; x++, p += 4) {
      const v = dotAt(raster, x, y) ? 0 : 255;
      image.data[p] = image.data[p + 1] = image.data[p + 2] = v;
      image.data[p + 3] = 255;
    }
  ctx.putImageData(image, 0, 0);
  const { widthMm, heightMm } = LABEL_DIMENSIONS[placement.size];
  const pdf = await PDFDocument.create();
  const png = await pdf.embedPng(canvas.encodeSync('png'));
  for (let i = 0; i < placement.copies; i++) {
    const page = pdf.addPage([widthMm * MM_TO_PT, heightMm * MM_TO_PT]);
    page.drawImage(png, { x: 0, y: 0, width: widthMm * MM_TO_PT, height: heightMm * MM_TO_PT });
  }
  return pdf.save();
};

/** The drawing in the printer's language: TSPL keeps rules and barcodes as its own commands, ZPL and PDF one raster. */
export const encodeDrawing = async (
  drawing: LabelDrawing,
  target: LabelPrinterUri,
  placement: LabelPlacement,
): Promise<PrinterJobBytes> => {
  if (target.language === 'tspl') return { language: 'tspl', bytes: tsplJob(drawing, target, placement) };
  const raster = flattenDrawing(drawing);
  if (target.language === 'zpl') return { language: 'zpl', bytes: zplJob(raster, target, placement) };
  return { language: 'pdf', bytes: await pdfOf(raster, placement) };
};

/**
 * One shipping label in the printer's language, drawn from the label model at the printer's dots (the profile's
 * offset moves it, its copies repeat it). A placement beyond the label is refused by field before anything is drawn.
 */
export const labelToPrinterJob = async (
  label: LabelModel,
  target: LabelPrinterUri,
  placement: LabelPlacement,
  language: DeskLanguage = 'zh-CN',
): Promise<PrinterJobBytes> => {
  checkPlacement(placement, language);
  return encodeDrawing(shippingLabelDrawing(label, target.dpi, placement), target, placement);
};

/** The calibration label (rulers, a Code128, the size) for Settings' "Test print". */
export const calibrationJob = async (
  target: LabelPrinterUri,
  placement: LabelPlacement,
  language: DeskLanguage = 'zh-CN',
): Promise<PrinterJobBytes> => {
  checkPlacement(placement, language);
  return encodeDrawing(calibrationDrawing(target.dpi, placement, language), target, placement);
};

/**
 * Labels laid out in millimetres (a handover list cut into labels) as ONE job for a raw label printer: each label
 * drawn at the printer's dots (text as a bitmap, in the desk's font: Chinese needs no font in the printer) and
 * written in its language, one copy each, one after the other.
 */
export const marksToPrinterJob = async (
  labels: LabelMark[][],
  target: LabelPrinterUri & { language: 'tspl' | 'zpl' },
  placement: LabelPlacement,
  language: DeskLanguage = 'zh-CN',
): Promise<PrinterJobBytes> => {
  const once = { ...placement, copies: 1 };
  checkPlacement(once, language);
  const parts: Uint8Array[] = [];
  for (const marks of labels)
    parts.push((await encodeDrawing(marksDrawing(marks, target.dpi, once), target, once)).bytes);
  return { language: target.language, bytes: Buffer.concat(parts) };
};
