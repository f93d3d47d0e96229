// The label printers the desk drives itself: device URIs, the label in the printer's language, connections.
export { calibrationJob, labelToPrinterJob } from './label-job';
export { connectLabelPrinter } from './connect';
export { parseLabelPrinterUri } from './device-uri';
export { labelFonts } from './label-fonts';
export { printerHealthText } from './printer-status';
export { labelPrinterFor } from './printer-target';
export * from './label-printer';
