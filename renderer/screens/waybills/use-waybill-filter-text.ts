import { useEffect, useState } from 'react';
import type { WaybillFilterForm } from '../../store/waybill-filter-store';

/**
 * The filter's search box: what is typed, stored a short pause after the last key (or at once on Enter), and
 * following the stored text when it changes from elsewhere.
 */
export function useWaybillFilterText(
  stored: string,
  patch: (change: Partial<WaybillFilterForm>) => void,
): { text: string; setText: (text: string) => void; applyNow: () => void } {
  const [text, setText] = useState(stored);
  // The stored text changed from elsewhere (the empty state's reset): the box follows it, so the pending
  // typing effect below cannot put the old text back.
  const [storedText, setStoredText] = useState(stored);
  if (stored !== storedText) {
    setStoredText(stored);
    setText(stored);
  }

  useEffect(() => {
    if (text === stored) return;
    const timer = setTimeout(() => patch({ text }), 250);
    return () => clearTimeout(timer);
  }, [text, stored, patch]);

  return { text, setText, applyNow: () => patch({ text }) };
}
