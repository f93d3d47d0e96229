import { defineRoom } from '../../kernel/room';
import type { Ledger } from '../ledger';
import type { Printing } from '../printing';
import type { SettingsService } from '../settings';
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
  }: {
    ledger: Ledger;
    settings: SettingsService;
    printing: Printing;
  }) => ({
    orderDocuments: createOrderDocuments({
      source: ledgerOrderDocsSource(ledger, settings),
      printing,
      settings,
    }),
  }),
  handlers: ({ orderDocuments }) => documentHandlers(orderDocuments),
});
