import type { DeskServices } from '../../app/desk-services';
import type { Handlers } from '../../kernel/router';

type DocumentHandlers = Pick<Handlers, 'documents.orders' | 'documents.print'>;

export const documentHandlers = (s: DeskServices): DocumentHandlers => ({
  'documents.orders': ({ orderSns }) => s.orderDocuments.orders(orderSns),
  'documents.print': ({ kind, orderSns, language }) => s.orderDocuments.print(kind, orderSns, language),
});
