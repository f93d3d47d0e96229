import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { openBrowserPrint } from '../../documents/browser-print';
import { playTone, speak } from './scan-feedback';
import { announceKey, isFinal, toneOfEntry, wordKey } from './scan-words';

/**
 * One tone (and print dialog, in the browser; and the words spoken, when the seller wants them) per finished
 * scan, once. A label sent to a label printer sounds at dispatch and not again when the printer confirms it;
 * a failure the queue reports later sounds the error tone.
 */
export const useScanAnnouncer = (speech: boolean, refocus: () => void): ((e: ScanEntry) => void) => {
  const { t, i18n } = useTranslation('scan');
  const announced = useRef(new Set<string>());
  return useCallback(
    (e: ScanEntry) => {
      if (!isFinal(e)) return;
      const key = announceKey(e);
      if (announced.current.has(key)) return;
      announced.current.add(key);
      if (e.state === 'dialog' && e.printUrl) openBrowserPrint(e.printUrl, { frameOnly: true });
      playTone(toneOfEntry(e));
      if (speech) speak(t(wordKey(e), { codes: e.waybillCodes.join(' '), code: e.code }), i18n.language);
      refocus();
    },
    [speech, t, i18n.language, refocus],
  );
};
