import { useLayoutEffect, type RefObject } from 'react';
import { useNavigation } from '../../store/navigation';

/** Alt+2 (or any screen shortcut): the keyboard lands on the list, so ↓ moves at once. */
export function useGridFocusRequest(gridRef: RefObject<HTMLDivElement | null>) {
  const focusRequest = useNavigation((s) => s.listFocusRequest);
  useLayoutEffect(() => {
    if (focusRequest > 0) gridRef.current?.focus({ preventScroll: true });
  }, [focusRequest, gridRef]);
}
