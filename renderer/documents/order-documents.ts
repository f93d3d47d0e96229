import { useMutation } from '@tanstack/react-query';
import type { DocumentKind } from '../../shared/documents/order-documents';
import { currentLanguage } from '../i18n';
import { call } from '../ipc';
import { openBrowserPrint } from './browser-print';

/**
 * Print a pick list or the packing slips of these orders: main answers with the print route
 * (web host: opened here with the print dialog) or prints through the system dialog (Electron).
 * Usable from any screen with order numbers: an Orders selection, a search result.
 */
export const printOrderDocuments = async (kind: DocumentKind, orderSns: string[]) => {
  const outcome = await call('documents.print', { kind, orderSns, language: currentLanguage() });
  if (outcome.mode === 'browser') openBrowserPrint(outcome.printUrl);
  return outcome;
};

export const usePrintOrderDocuments = () =>
  useMutation({
    mutationFn: ({ kind, orderSns }: { kind: DocumentKind; orderSns: string[] }) =>
      printOrderDocuments(kind, orderSns),
  });
