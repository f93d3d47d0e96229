import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** True when another control legitimately holds focus (a dialog, a field the seller is typing in). */
export const focusElsewhere = (): boolean => {
  const el = document.activeElement;
  if (!el || el === document.body) return false;
  if (el.closest('[role="dialog"], dialog')) return true;
  return (
    el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
  );
};

/**
 * The scan input, which keeps the focus: at start, when the window comes back, after a click anywhere on the
 * page; `refocus` is what the screen's actions call when they are done.
 */
export const useScanInput = (): { input: RefObject<HTMLInputElement | null>; refocus: () => void } => {
  const input = useRef<HTMLInputElement>(null);
  const refocus = useCallback(() => {
    setTimeout(() => {
      if (!focusElsewhere() || document.activeElement === input.current) input.current?.focus();
    }, 0);
  }, []);
  useEffect(() => {
    input.current?.focus();
    const back = () => refocus();
    window.addEventListener('focus', back);
    document.addEventListener('pointerup', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('pointerup', back);
    };
  }, [refocus]);
  return { input, refocus };
};
