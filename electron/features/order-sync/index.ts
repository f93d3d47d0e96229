export type { OrderSync } from './order-sync';
export { orderSyncRoom } from './room';
