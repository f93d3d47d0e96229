import { connectLabelPrinter, labelToPrinterJob, parseLabelPrinterUri } from '../label-printers';
import type { LabelPrinterDriver } from './printer-driver';

/** The label printers the desk drives itself (label-printers/), as the print queue uses them. */
export const labelPrinterDriver: LabelPrinterDriver = {
  parse: parseLabelPrinterUri,
  connect: (target) => Promise.resolve(connectLabelPrinter(target)),
  render: labelToPrinterJob,
};
