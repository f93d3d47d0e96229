export { openPackCheckStore } from './open-pack-check-store';
export { BarcodeTaken } from './pack-check-store';
export type { PackCheckStore } from './pack-check-store';
export { barcodeHandlers } from './handlers';
export { packCheckRoom } from './room';
