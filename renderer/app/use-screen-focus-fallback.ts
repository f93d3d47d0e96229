import { useEffect } from 'react';
import { useNavigation } from '../store/navigation';

/** A screen without a list of its own to focus: the keyboard lands in the screen, not on the page body. */
export function useScreenFocusFallback() {
  const focusRequest = useNavigation((s) => s.listFocusRequest);
  useEffect(() => {
    if (focusRequest === 0) return;
    const id = setTimeout(() => {
      const main = document.getElementById('screen');
      if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
    }, 100);
    return () => clearTimeout(id);
  }, [focusRequest]);
}
