import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { PrintQueuePanel } from '../../components/print-queue-panel';
import { useSettings } from '../../hooks/settings';
import { useCheckAnswer } from '../../hooks/pack-check';
import { useReprintScan, useScanStatus } from '../../hooks/scan';
import { WeighStep } from './weigh-card';
import { ScanCard } from './scan-card';
import { ScanList } from './scan-list';
import { useKeepScanKeys } from './keep-scan-keys';
import { CheckPanel } from './check-panel';
import { useCheckFeedback } from './use-check-feedback';
import { focusElsewhere, useScanInput } from './scan-focus';
import { useScanAnnouncer } from './use-scan-announcer';
import { usePackSwitch } from './use-pack-switch';
import { ScanHeader } from './scan-header';
import { ScanNotReady } from './scan-not-ready';
import { ScanForm } from './scan-form';
import { ScanPreflight } from './scan-preflight';
import { ScanShopQuestion } from './scan-shop-question';
import { useShopQuestion } from './use-shop-question';
import { usePinnedScan } from './use-pinned-scan';
import { useScanSubmit } from './use-scan-submit';
import './scan.css';

/** What failed: the station's status read (with its retry), and each call of the station. */
function ScanErrors({
  status,
  calls,
}: {
  status: { error: unknown; refetch: () => unknown };
  calls: readonly { error: unknown }[];
}) {
  return (
    <>
      {status.error ? <ErrorNotice error={status.error} onRetry={() => void status.refetch()} /> : null}
      {calls.map((m, i) => (m.error ? <ErrorNotice key={i} error={m.error} compact /> : null))}
    </>
  );
}

/**
 * The scan station: one big input that always has the focus; a scanner types the number and Enter.
 * Each scan is queued in main and worked in scan order; the card shows the last one, the list the session's.
 */
export function ScanScreen() {
  const { i18n } = useTranslation('scan');
  const settings = useSettings().data;
  const reprint = useReprintScan();
  const checkAnswer = useCheckAnswer();
  const packSwitch = usePackSwitch();
  const { input, refocus } = useScanInput();
  const status = useScanStatus(useScanAnnouncer(settings?.scanSpeech ?? false, refocus));
  useKeepScanKeys(input, focusElsewhere);

  const data = status.data;
  const check = data?.check ?? null;
  useCheckFeedback(check, i18n.language);
  const answer = (a: 'yes' | 'no' | 'hand') => checkAnswer.mutate(a, { onSettled: refocus });
  const entries = data?.entries ?? [];
  const { latest, pin, unpin } = usePinnedScan(entries);
  const { question, chooseShop } = useShopQuestion(latest, input, refocus);
  const onReprint = (seq: number) => {
    pin(seq);
    reprint.mutate(seq, { onSettled: refocus });
  };
  const { onScan, submit, checkScan } = useScanSubmit(packSwitch.packCheck || !!check, unpin, refocus);

  const focusInput = () => setTimeout(() => input.current?.focus(), 0);

  return (
    <section className="scan-screen" aria-labelledby="scan-title">
      <ScanHeader data={data} packSwitch={packSwitch} onSwitched={focusInput} />
      {data && !data.ready ? <ScanNotReady gaps={data.gaps} /> : null}
      <ScanPreflight profile={data?.profile} />
      {/* The queue panel stands beside the scans (above them in a narrow window): the card and the last results
          stay in view at 1280×720 while a printer's queue is held. */}
      <div className="scan-body">
        <div className="scan-column">
          <ScanForm
            input={input}
            check={check}
            onScan={onScan}
            onAnswer={answer}
            onBlur={refocus}
            question={question}
          />
          <ScanErrors status={status} calls={[submit, reprint, chooseShop, checkScan, checkAnswer]} />
          <ScanShopQuestion question={question} />
          {check ? (
            <CheckPanel check={check} onAnswer={answer} />
          ) : (
            <WeighStep entry={latest} onScan={onScan} refocus={refocus}>
              <ScanCard entry={latest} onReprint={onReprint} onSynced={refocus} />
            </WeighStep>
          )}
          <ScanList entries={entries} onReprint={onReprint} />
        </div>
        <PrintQueuePanel />
      </div>
    </section>
  );
}
