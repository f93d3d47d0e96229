import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTyping } from '../../keyboard/shortcuts';
import { useNavigation } from '../../store/navigation';
import { playTone } from './scan-feedback';
import { createBurstDetector } from '../../keyboard/scanner-code';

/**
 * A scan that arrives on another screen is not lost in silence, and not acted on either: the desk sounds the error
 * tone and says to scan on the scan station. It never routes the code there by itself (a scan there may fetch,
 * and spend a point, for a code the seller aimed at another screen). A scan typed into a text field is that
 * field's (e.g. a search).
 */
export function ScanElsewhere() {
  const { t } = useTranslation('scan');
  const screen = useNavigation((s) => s.screen);
  const goTo = useNavigation((s) => s.goTo);
  // The scan and the screen it arrived on: the notice belongs to that screen only.
  const [missed, setMissed] = useState<{ code: string; screen: string } | null>(null);

  useEffect(() => {
    if (screen === 'scan') return;
    const detector = createBurstDetector();
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return;
      const scanned = detector.feed({ key: e.key, at: e.timeStamp });
      if (scanned === null) return;
      playTone('error');
      setMissed({ code: scanned, screen });
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [screen]);

  if (missed === null || missed.screen !== screen) return null;
  const { code } = missed;
  return (
    <div
      className="notice notice-error scan-elsewhere"
      role="alert"
      data-testid="scan-elsewhere"
      data-tone="error"
    >
      <span>{t('elsewhere.text', { code })}</span>
      <button type="button" className="btn btn-primary" onClick={() => goTo('scan')}>
        {t('elsewhere.go')}
      </button>
      <button type="button" className="btn" onClick={() => setMissed(null)}>
        {t('elsewhere.dismiss')}
      </button>
    </div>
  );
}
