import { useEffect, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { firstEmptyRequired, useFetchDraft, type FetchDraft } from '../../store/fetch-draft';
import type { FetchPhase } from './use-fetch-send';

/**
 * Focus lands on the first required field left empty, or on Cancel when everything is there: never on the
 * button that spends (Ctrl+Enter from anywhere, or Tab then Enter, fetches).
 */
export function useFetchDialogKeys(phase: FetchPhase) {
  useEffect(() => {
    const id = firstEmptyRequired(useFetchDraft.getState().draft as FetchDraft) ?? 'fetch-cancel';
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }, []);
  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && phase.step === 'form') {
      e.preventDefault();
      document.getElementById('fetch-confirm')?.click();
    }
  };
  return onKeyDown;
}
