import type { z } from 'zod';
import type { DocumentOrders, DocumentPrintOutcome } from '../../../shared/ipc/channels/documents';
import type { Language } from '../../../shared/ipc/channels/settings';
import {
  documentRoutePath,
  pickListPages,
  type DocumentKind,
} from '../../../shared/documents/order-documents';
import { DeskError } from '../../kernel/desk-error';
import type { Printing } from '../printing';
import type { SettingsService } from '../settings';
import { toOrderDoc, type OrderDocsSource } from './order-docs-source';

/* Pick lists and packing slips: the orders for the print route, and one print action each. */

export interface OrderDocuments {
  orders(orderSns: string[]): Promise<z.infer<typeof DocumentOrders>>;
  print(kind: DocumentKind, orderSns: string[], language?: Language): Promise<DocumentPrintOutcome>;
}

export const createOrderDocuments = (deps: {
  source: OrderDocsSource;
  printing: Printing;
  settings: SettingsService;
}): OrderDocuments => {
  const orders = async (orderSns: string[]) => {
    const unique = [...new Set(orderSns)];
    const found = await deps.source.orders(unique);
    const seen = new Set(found.map((f) => f.order.order_sn));
    return { orders: found.map(toOrderDoc), missing: unique.filter((sn) => !seen.has(sn)) };
  };
  return {
    orders,
    async print(kind, orderSns, language) {
      const { orders: docs, missing } = await orders(orderSns);
      if (docs.length === 0) {
        throw new DeskError(
          'not-found',
          `None of these orders is known to the desk yet (list them on the Orders screen first): ${missing.slice(0, 5).join(', ')}.`,
          { field: 'orderSns' },
        );
      }
      const path = documentRoutePath(
        kind,
        [...new Set(docs.map((d) => d.orderSn))],
        language ?? deps.settings.get().language,
      );
      const pages = kind === 'packing-slips' ? docs.length : pickListPages(docs);
      const outcome = await deps.printing.printDocument(path);
      return outcome.mode === 'browser'
        ? { mode: 'browser', printUrl: outcome.printUrl, pages, missing }
        : { mode: 'dialog', printed: outcome.printed, pages, missing };
    },
  };
};
