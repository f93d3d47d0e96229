import { useEffect } from 'react';
import { isTyping } from '../../keyboard/shortcuts';

/**
 * The gateway pages' keys: Alt+PageDown / Alt+PageUp turn the page, Alt+R reads it again. Each page is charged,
 * so only these explicit keys do, never a PageDown meant to scroll.
 */
export function useGatewayPageKeys(
  page: number,
  pages: number,
  setPage: (page: number) => void,
  refetch: () => unknown,
) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || document.querySelector('dialog[open]')) return;
      if ((e.key === 'PageDown' || e.key === 'PageUp') && e.altKey) {
        // Each page is charged: only the explicit Alt+PageDown turns it, never a PageDown meant to scroll.
        e.preventDefault();
        const next = e.key === 'PageDown' ? Math.min(pages - 1, page + 1) : Math.max(0, page - 1);
        if (next !== page) setPage(next);
      } else if (e.altKey && e.code === 'KeyR') {
        e.preventDefault();
        void refetch();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [page, pages, setPage, refetch]);
}
