import type { LabelPrinterDriver } from '../print-queue/printer-driver';
import { createFakeLabelPrinters, fakeTarget, type FakeLabelPrinters } from './fake-label-printer';

/**
 * The label printer driver of the tests: device URIs read the simple way, connections to in-memory printers, and
 * each label "drawn" as a line naming its waybill and size (so a test reads back which label a job was).
 */
export const fakeLabelPrinterDriver = (
  printers: FakeLabelPrinters = createFakeLabelPrinters(),
): LabelPrinterDriver & { printers: FakeLabelPrinters } => ({
  printers,
  parse: fakeTarget,
  connect: (target) => printers.connect(target),
  render: (label, target, placement) => ({
    language: target.language,
    bytes: new TextEncoder().encode(`${label.waybillCode} ${placement.size} x${placement.copies}`),
  }),
});
