import type { DeskServices } from '../core/desk-services';
import type { Handlers } from '../core/router';

export const ordersHandlers = (s: DeskServices): Pick<Handlers, 'orders.page' | 'orders.get'> => ({
  'orders.page': (input) => s.orderPages.page(input),
  'orders.get': async ({ orderSns }) => ({ rows: await s.orderPages.get(orderSns) }),
});
