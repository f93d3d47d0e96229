import { z } from 'zod';
import { DocumentKind, OrderDoc } from '../../documents/order-documents';
import { Language } from './settings';

/** Order numbers of a pick list or packing slips: from an Orders selection or a search result. */
const OrderSns = z
  .array(z.string().min(1))
  .min(1, { message: 'select at least 1 order' })
  .max(500, { message: 'at most 500 orders at once' });

export const DocumentOrdersInput = z.object({ orderSns: OrderSns });
export const DocumentOrders = z.object({
  orders: z.array(OrderDoc),
  /** Order numbers the desk has not seen (never listed on the Orders screen): left out, named. */
  missing: z.array(z.string()),
});

export const DocumentPrintInput = z.object({
  kind: DocumentKind,
  orderSns: OrderSns,
  /** The language the document is printed in; default: the desk's. */
  language: Language.optional(),
});
export const DocumentPrintOutcome = z.discriminatedUnion('mode', [
  /** Web host: the route to open; it opens the browser's print dialog once drawn. */
  z.object({
    mode: z.literal('browser'),
    printUrl: z.string(),
    pages: z.number(),
    missing: z.array(z.string()),
  }),
  /** Electron: the system print dialog (an office printer, not the label printer); printed = it reported success. */
  z.object({
    mode: z.literal('dialog'),
    printed: z.boolean(),
    pages: z.number(),
    missing: z.array(z.string()),
  }),
]);
export type DocumentPrintOutcome = z.infer<typeof DocumentPrintOutcome>;
