export { scanHandlers } from './handlers';
export { bookScanLookup } from './scan-lookup';
export { createScanStation } from './scan-station';
export type { ScanStation } from './scan-station';
export { createPackSession } from './pack-session';
export type { PackSession } from './pack-session';
export { scanStationRoom } from './room';
