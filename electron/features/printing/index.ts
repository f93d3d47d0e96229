export { createBrowserPrinting } from './browser-printing';
export { createCloudPrinting } from './cloud-printing';
export type { BridgeFactory, CloudPrinting } from './cloud-printing';
export { labelHandlers } from './handlers';
export { createLabelPrinting } from './label-printing';
export type { LabelPrinting } from './label-printing';
export type { Printing } from './printing';
