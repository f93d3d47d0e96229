import { useEffect } from 'react';
import { isTyping } from '../../keyboard/shortcuts';
import { runSingleKeyShortcut } from '../../keyboard/scanner-burst';
import { useOrderSelection } from '../../store/order-selection';
import { useFetchDialog } from '../../store/fetch-dialog-store';

/** F opens the fetch dialog for the selected orders (never while typing, in a dialog, or inside a scan). */
export function useFetchShortcut() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || document.querySelector('dialog[open]')) return;
      if ((e.key === 'f' || e.key === 'F') && !e.ctrlKey && !e.metaKey && !e.altKey) {
        if (useOrderSelection.getState().selectedSns.length === 0) return;
        // Not when the F is a letter of a scanned code ("SF1234…"): the shortcut waits to see.
        runSingleKeyShortcut(e, () => {
          if (!document.querySelector('dialog[open]')) useFetchDialog.getState().openDialog();
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
