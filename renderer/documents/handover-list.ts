import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../i18n';
import { call } from '../ipc';
import { openBrowserPrint } from './browser-print';

/** Prints a closed batch's handover list on A4: the print route (web host) or the system print dialog (Electron). */
export const usePrintHandoverList = () =>
  useMutation({
    mutationFn: async (batchId: number) => {
      const outcome = await call('handover.print', { batchId, language: currentLanguage() });
      if (outcome.mode === 'browser') openBrowserPrint(outcome.printUrl);
      return outcome;
    },
  });
