import { useEffect, type RefObject } from 'react';

/**
 * A scanner types as soon as the code is read: after a click elsewhere on the scan page (the list, the card) the
 * input gets its focus back a moment later, too late for the first keystroke. A printable key that arrives while
 * nothing else legitimately holds the focus is put into the input, and the input takes the focus for the rest.
 */
export const useKeepScanKeys = (
  input: RefObject<HTMLInputElement | null>,
  focusElsewhere: () => boolean,
): void => {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = input.current;
      if (!el || e.target === el || e.isComposing) return;
      // Space and modified keys belong to the focused control and to shortcuts.
      if (e.key.length !== 1 || e.key === ' ' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (focusElsewhere()) return;
      e.preventDefault();
      el.focus();
      el.value += e.key;
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [input, focusElsewhere]);
};
