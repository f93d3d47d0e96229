import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { PrintQueuePanel } from '../../components/print-queue-panel';
import { useSettings } from '../../hooks/settings';
import { useCheckAnswer, useCheckScan } from '../../hooks/pack-check';
import { useChooseShop, useReprintScan, useScanStatus, useSubmitScan } from '../../hooks/scan';
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
  const submit = useSubmitScan();
  const reprint = useReprintScan();
  const chooseShop = useChooseShop();
  const checkScan = useCheckScan();
  const checkAnswer = useCheckAnswer();
  const packSwitch = usePackSwitch();
  // The card shows the newest scan (in flight or done), or the row whose reprint the seller just asked for.
  const [pinned, setPinned] = useState<number | null>(null);
  const { input, refocus } = useScanInput();
  const status = useScanStatus(useScanAnnouncer(settings?.scanSpeech ?? false, refocus));
  useKeepScanKeys(input, focusElsewhere);

  const data = status.data;
  const check = data?.check ?? null;
  useCheckFeedback(check, i18n.language);
  const answer = (a: 'yes' | 'no' | 'hand') => checkAnswer.mutate(a, { onSettled: refocus });
  const entries = data?.entries ?? [];
  const latest = (pinned === null ? undefined : entries.find((e) => e.seq === pinned)) ?? entries[0];
  const question = useShopQuestion(latest, input, (seq, ownerId) =>
    chooseShop.mutate({ seq, ownerId }, { onSettled: refocus }),
  );
  const onReprint = (seq: number) => {
    setPinned(seq);
    reprint.mutate(seq, { onSettled: refocus });
  };
  const onScan = (code: string) => {
    setPinned(null);
    if (packSwitch.packCheck || check) checkScan.mutate(code, { onSettled: refocus });
    else submit.mutate(code, { onSettled: refocus });
  };

  return (
    <section className="scan-screen" aria-labelledby="scan-title">
      <ScanHeader
        data={data}
        packSwitch={packSwitch}
        onSwitched={() => setTimeout(() => input.current?.focus(), 0)}
      />
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
          {question ? (
            <ScanShopQuestion
              code={question.entry.code}
              shops={question.entry.shopChoices}
              onChoose={question.choose}
              onLeave={question.leave}
            />
          ) : null}
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
