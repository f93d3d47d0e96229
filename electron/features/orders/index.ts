export { createGatewayOrderPages } from './gateway-order-pages';
export type { GatewayOrderPages } from './gateway-order-pages';
export { ordersHandlers } from './handlers';
export { ordersRoom } from './room';
