// The label printers the desk drives itself: device URIs, the label in the printer's language, connections.
export { labelToPrinterJob } from './label-job';
export { connectLabelPrinter } from './connect';
export { parseLabelPrinterUri } from './device-uri';
export { labelFonts } from './label-fonts';
