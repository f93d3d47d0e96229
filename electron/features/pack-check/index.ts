export { BarcodeTaken } from './pack-check-store';
export type { PackCheckStore } from './pack-check-store';
export type { GoodsWeights, ParcelWeight } from './goods-weights';
export { packCheckRoom } from './room';
