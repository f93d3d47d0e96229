export { createBrowserPrinting } from './browser-printing';
export type { BridgeFactory, CloudPrinting } from './cloud-printing';
export type { LabelPrinting } from './label-printing';
export type { Printing } from './printing';
export { createLedgerPrintQueue } from './print-queue/ledger-print-queue';
export type { PrintQueue } from './print-queue/print-queue';
export { labelPrinterDriver } from './print-queue/label-printer-driver';
export type { LabelPrinterDriver } from './print-queue/printer-driver';
export { printingRoom } from './room';
