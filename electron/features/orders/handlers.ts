import type { DeskServices } from '../../app/desk-services';
import type { Handlers } from '../../kernel/router';

export const ordersHandlers = (
  s: DeskServices,
): Pick<Handlers, 'orders.page' | 'orders.get' | 'orders.sync' | 'orders.bookStatus' | 'orders.search'> => ({
  'orders.page': (input) => s.orderPages.page(input),
  'orders.get': async ({ orderSns }) => ({ rows: await s.orderPages.get(orderSns) }),
  'orders.sync': (input) => s.orderSync.sync(input),
  'orders.bookStatus': () => s.orderSync.status(),
  'orders.search': (input) => s.orderSync.search(input),
});
