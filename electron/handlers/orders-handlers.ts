import type { DeskServices } from '../core/desk-services';
import { DeskError } from '../core/desk-error';
import type { Handlers } from '../core/router';

// The order book's channels arrive with the order-book service (issue 10); until then they say so.
const notYet = (): never => {
  throw new DeskError('internal', 'The order book is not available in this build.');
};

export const ordersHandlers = (
  s: DeskServices,
): Pick<Handlers, 'orders.page' | 'orders.get' | 'orders.sync' | 'orders.bookStatus' | 'orders.search'> => ({
  'orders.page': (input) => s.orderPages.page(input),
  'orders.get': async ({ orderSns }) => ({ rows: await s.orderPages.get(orderSns) }),
  'orders.sync': async () => notYet(),
  'orders.bookStatus': async () => notYet(),
  'orders.search': async () => notYet(),
});
