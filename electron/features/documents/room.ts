import { defineRoom } from '../../kernel/room';
import type { Ledger } from '../ledger';
import type { Printing } from '../printing';
import type { SettingsService } from '../settings';
import type { ShopsService } from '../shops';
import { documentHandlers } from './handlers';
import { ledgerOrderDocsSource } from './order-docs-source';
import { createOrderDocuments } from './order-documents';

/** Pick lists and packing slips. */
export const documentsRoom = defineRoom({
  name: 'documents',
  build: ({
    ledger,
    settings,
    printing,
    shops,
  }: {
    ledger: Ledger;
    settings: SettingsService;
    printing: Printing;
    /** The slips of every shop this desk packs, each named by its own shop. */
    shops: ShopsService;
  }) => ({
    orderDocuments: createOrderDocuments({
      source: ledgerOrderDocsSource(ledger, shops.directory),
      printing,
      settings,
    }),
  }),
  handlers: ({ orderDocuments }) => documentHandlers(orderDocuments),
});
