export { BarcodeTaken } from './pack-check-store';
export type { PackCheckStore } from './pack-check-store';
export { packCheckRoom } from './room';
