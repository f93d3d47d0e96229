import { defineRoom } from '../../kernel/room';
import type { GatewayService } from '../gateway';
import type { Ledger } from '../ledger';
import type { ShopsService } from '../shops';
import { createGatewayOrderPages } from './gateway-order-pages';
import { ordersHandlers } from './handlers';

/** The gateway's paged orders (charged) and the orders already seen (free). */
export const ordersRoom = defineRoom({
  name: 'orders',
  build: (ground: { shops: ShopsService; ledger: Ledger; gateway: GatewayService }) => ({
    orderPages: createGatewayOrderPages(ground),
  }),
  handlers: ({ orderPages }) => ordersHandlers(orderPages),
});
