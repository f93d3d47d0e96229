export type { GatewayOrderPages } from './gateway-order-pages';
export { ordersRoom } from './room';
