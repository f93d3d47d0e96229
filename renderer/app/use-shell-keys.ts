import { useEffect } from 'react';
import { useNavigation } from '../store/navigation';
import { isTyping, screenForShortcut } from '../keyboard/shortcuts';
import { runSingleKeyShortcut, watchKeyTiming } from '../keyboard/scanner-burst';

/** The keys that work everywhere: Alt+1…9 open a screen (its list focused), `?` opens the shortcuts sheet. */
export function useShellKeys(openSheet: () => void) {
  const goTo = useNavigation((s) => s.goTo);
  // Every key's time, so dialogs and single-key shortcuts can tell a scanner's burst from a hand.
  useEffect(() => watchKeyTiming(window), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = screenForShortcut(e);
      if (target) {
        e.preventDefault();
        goTo(target, { focusList: true });
        return;
      }
      if (e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
        runSingleKeyShortcut(e, openSheet);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo, openSheet]);
}
