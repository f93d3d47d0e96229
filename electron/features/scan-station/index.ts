export type { ScanStation } from './scan-station';
export type { PackSession } from './pack-session';
export { scanStationRoom } from './room';
