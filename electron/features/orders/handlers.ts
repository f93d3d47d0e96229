import type { Handlers } from '../../kernel/router';
import type { GatewayOrderPages } from './gateway-order-pages';

/** The gateway's paged orders (charged) and the orders already seen (free). */
export const ordersHandlers = (
  orderPages: GatewayOrderPages,
): Pick<Handlers, 'orders.page' | 'orders.get'> => ({
  'orders.page': (input) => orderPages.page(input),
  'orders.get': async ({ orderSns }) => ({ rows: await orderPages.get(orderSns) }),
});
