import type { Handlers } from '../../kernel/router';
import type { OrderSync } from './order-sync';

/** The order book: sync (charged, asked for), its status, and search (free). */
export const orderBookHandlers = (
  orderSync: OrderSync,
): Pick<Handlers, 'orders.sync' | 'orders.bookStatus' | 'orders.search'> => ({
  'orders.sync': (input) => orderSync.sync(input),
  'orders.bookStatus': () => orderSync.status(),
  'orders.search': (input) => orderSync.search(input),
});
