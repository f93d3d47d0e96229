import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { ErrorNotice } from '../../components/error-notice';
import { PreflightWarnings } from '../../components/preflight-warnings';
import { PrintQueuePanel } from '../../components/print-queue-panel';
import { usePrintPreflight } from '../../hooks/labels';
import { useSettings, useUpdateSettings } from '../../hooks/settings';
import { useCheckAnswer, useCheckScan } from '../../hooks/pack-check';
import { useReprintScan, useScanStatus, useSubmitScan } from '../../hooks/scan';
import { useNavigation } from '../../store/navigation';
import { SessionPoints } from '../../app/session-points';
import { openBrowserPrint } from '../labels/browser-print';
import { ScanCard } from './scan-card';
import { playTone, speak } from './scan-feedback';
import { ScanList } from './scan-list';
import { isFinal, lookOf, toneOf, wordKey } from './scan-words';
import { useKeepScanKeys } from './keep-scan-keys';
import { CheckPanel } from './check-panel';
import { useCheckFeedback } from './use-check-feedback';
import './scan.css';

/** True when another control legitimately holds focus (a dialog, a field the seller is typing in). */
const focusElsewhere = () => {
  const el = document.activeElement;
  if (!el || el === document.body) return false;
  if (el.closest('[role="dialog"], dialog')) return true;
  return (
    el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
  );
};

/**
 * The scan station: one big input that always has the focus; a scanner types the number and Enter.
 * Each scan is queued in main and worked in scan order; the card shows the last one, the list the session's.
 */
export function ScanScreen() {
  const { t, i18n } = useTranslation('scan');
  const settings = useSettings().data;
  const input = useRef<HTMLInputElement>(null);
  const announced = useRef(new Set<string>());
  const submit = useSubmitScan();
  const reprint = useReprintScan();
  const checkScan = useCheckScan();
  const checkAnswer = useCheckAnswer();
  const updateSettings = useUpdateSettings();
  // The switch shows the packer's choice at once, while the settings save.
  const [asked, setAsked] = useState<boolean | null>(null);
  const packCheck = asked ?? settings?.packCheck ?? false;
  // The card shows the newest scan (in flight or done), or the row whose reprint the seller just asked for.
  const [pinned, setPinned] = useState<number | null>(null);

  const refocus = useCallback(() => {
    setTimeout(() => {
      if (!focusElsewhere() || document.activeElement === input.current) input.current?.focus();
    }, 0);
  }, []);

  // One tone (and print dialog, in the browser) per finished scan, once.
  const onEntry = useCallback(
    (e: ScanEntry) => {
      if (!isFinal(e)) return;
      const key = `${e.seq}:${e.state}:${e.dispatchMs ?? ''}`;
      if (announced.current.has(key)) return;
      announced.current.add(key);
      if (e.state === 'dialog' && e.printUrl) openBrowserPrint(e.printUrl, { frameOnly: true });
      playTone(toneOf(lookOf(e)));
      if (settings?.scanSpeech)
        speak(t(wordKey(e), { codes: e.waybillCodes.join(' '), code: e.code }), i18n.language);
      refocus();
    },
    [settings?.scanSpeech, t, i18n.language, refocus],
  );
  const status = useScanStatus(onEntry);
  useKeepScanKeys(input, focusElsewhere);

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

  const data = status.data;
  const check = data?.check ?? null;
  useCheckFeedback(check, i18n.language);
  const answer = (a: 'yes' | 'no' | 'hand') => checkAnswer.mutate(a, { onSettled: refocus });
  // The profile's printer is checked before any scan spends a point: missing, or no paper of the label's size.
  const preflight = usePrintPreflight(
    data?.profile?.labelSize ?? '100x150',
    data?.profile?.printer ?? undefined,
  );
  const entries = data?.entries ?? [];
  const latest = (pinned === null ? undefined : entries.find((e) => e.seq === pinned)) ?? entries[0];
  const onReprint = (seq: number) => {
    setPinned(seq);
    reprint.mutate(seq, { onSettled: refocus });
  };

  return (
    <section className="scan-screen" aria-labelledby="scan-title">
      <header className="scan-header">
        <h1 id="scan-title">{t('title')}</h1>
        {data?.profile ? (
          <span className="scan-profile" data-testid="scan-profile">
            {t('profile.summary', {
              carrier: t(`common:carrier.${data.profile.cpCode}`, { defaultValue: data.profile.cpCode }),
              size: data.profile.labelSize.replace('x', ' × '),
              printer: data.profile.printer ?? t('profile.defaultPrinter'),
            })}
          </span>
        ) : null}
        <span className="scan-spacer" />
        <label className="check scan-pack-switch" title={t('check.switchHint')}>
          <input
            type="checkbox"
            checked={packCheck}
            disabled={!settings}
            onChange={(e) => {
              setAsked(e.target.checked);
              updateSettings.mutate({ packCheck: e.target.checked }, { onSettled: () => setAsked(null) });
              // The switch is flipped in passing: the scanner's keys go back to the scan input.
              setTimeout(() => input.current?.focus(), 0);
            }}
            data-testid="scan-pack-switch"
          />
          {t('check.switch')}
        </label>
        <span className="scan-stat" data-testid="scan-pending">
          {t('stat.pending', { count: data?.pending ?? 0 })}
        </span>
        <span className="scan-stat" data-testid="scan-points">
          {t('stat.points')} <SessionPoints />
        </span>
      </header>
      {data && !data.ready ? (
        <div className="notice notice-error scan-not-ready" role="alert" data-testid="scan-not-ready">
          <strong>✕ {t('notReady.title')}</strong>
          <ul>
            {data.gaps.map((g) => (
              <li key={g}>{t(`notReady.${g}`)}</li>
            ))}
          </ul>
          <button
            type="button"
            className="btn"
            onClick={() => useNavigation.getState().openSettings('scanProfile')}
          >
            {t('action.settings')}
          </button>
        </div>
      ) : null}
      <PreflightWarnings
        warnings={preflight.data?.warnings}
        size={preflight.data?.size ?? '100x150'}
        testId="scan-preflight"
      />
      <PrintQueuePanel />
      <form
        className="scan-form"
        onSubmit={(e) => {
          e.preventDefault();
          // Uncontrolled: a scanner's keystrokes never re-render the screen; the value is read once, on Enter.
          const code = input.current?.value ?? '';
          if (input.current) input.current.value = '';
          // An open check: Enter alone answers its question (yes), or confirms goods without a barcode by hand.
          if (code.trim() === '') {
            if (check) answer(check.prompt ? 'yes' : 'hand');
            return;
          }
          setPinned(null);
          if (packCheck || check) checkScan.mutate(code, { onSettled: refocus });
          else submit.mutate(code, { onSettled: refocus });
        }}
      >
        <input
          ref={input}
          className="scan-input"
          aria-label={t('input')}
          placeholder={t('placeholder')}
          autoComplete="off"
          spellCheck={false}
          onBlur={refocus}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && check?.prompt) {
              e.preventDefault();
              answer('no');
            }
          }}
          data-testid="scan-input"
        />
      </form>
      {status.error ? <ErrorNotice error={status.error} onRetry={() => void status.refetch()} /> : null}
      {submit.error ? <ErrorNotice error={submit.error} compact /> : null}
      {reprint.error ? <ErrorNotice error={reprint.error} compact /> : null}
      {checkScan.error ? <ErrorNotice error={checkScan.error} compact /> : null}
      {checkAnswer.error ? <ErrorNotice error={checkAnswer.error} compact /> : null}
      {check ? (
        <CheckPanel check={check} onAnswer={answer} />
      ) : (
        <ScanCard entry={latest} onReprint={onReprint} onSynced={refocus} />
      )}
      <ScanList entries={entries} onReprint={onReprint} />
    </section>
  );
}
