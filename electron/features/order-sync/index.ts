export { orderBookHandlers } from './handlers';
export { createOrderSync } from './order-sync';
export type { OrderSync } from './order-sync';
export { orderSyncRoom } from './room';
