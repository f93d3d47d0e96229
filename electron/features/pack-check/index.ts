export { openPackCheckStore } from './open-pack-check-store';
export { BarcodeTaken } from './pack-check-store';
export type { PackCheckStore } from './pack-check-store';
export type { GoodsWeights, ParcelWeight } from './goods-weights';
export { barcodeHandlers } from './handlers';
export { unitWeightHandlers } from './unit-weight-handlers';
