import type { Handlers } from '../../kernel/router';
import type { OrderDocuments } from './order-documents';

/** Pick lists and packing slips. */
export const documentHandlers = (
  orderDocuments: OrderDocuments,
): Pick<Handlers, 'documents.orders' | 'documents.print'> => ({
  'documents.orders': ({ orderSns }) => orderDocuments.orders(orderSns),
  'documents.print': ({ kind, orderSns, language }) => orderDocuments.print(kind, orderSns, language),
});
