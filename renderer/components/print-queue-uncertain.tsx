import { useTranslation } from 'react-i18next';
import type { PrintQueueConnection } from '../../shared/ipc/channels/print-queue';
import type { usePrintQueueActions } from '../hooks/print-queue';
import { ActionRefusal } from './print-queue-refusal';

type Uncertain = PrintQueueConnection['uncertain'];

/**
 * Labels the desk cannot count printed by itself, for the seller to settle: those a printer marked "reports no
 * status" took (sent, not confirmed), and those that may have printed (the printer fell silent or failed after
 * taking them, the connection broke, the desk stopped), each with what happened in the seller's words.
 */
export function UncertainJobs({
  queue,
  busy,
  actions,
}: {
  queue: PrintQueueConnection;
  busy: boolean;
  actions: ReturnType<typeof usePrintQueueActions>;
}) {
  const unconfirmed = queue.uncertain.filter((j) => j.reason === 'unconfirmed');
  const mayHave = queue.uncertain.filter((j) => j.reason !== 'unconfirmed');
  if (queue.uncertain.length === 0) return null;
  return (
    <div data-testid="print-queue-uncertain">
      {unconfirmed.length > 0 ? (
        <JobGroup
          kind="unconfirmed"
          jobs={unconfirmed}
          count={unconfirmed.length}
          busy={busy}
          actions={actions}
        />
      ) : null}
      {mayHave.length > 0 ? (
        <JobGroup
          kind="mayHavePrinted"
          jobs={mayHave}
          count={queue.mayHavePrinted - unconfirmed.length}
          busy={busy}
          actions={actions}
        />
      ) : null}
      <ActionRefusal error={actions.refusalAt('uncertain')} />
    </div>
  );
}

function JobGroup({
  kind,
  jobs,
  count,
  busy,
  actions,
}: {
  kind: 'unconfirmed' | 'mayHavePrinted';
  jobs: Uncertain;
  count: number;
  busy: boolean;
  actions: ReturnType<typeof usePrintQueueActions>;
}) {
  const { t } = useTranslation('labels');
  const ids = jobs.map((j) => j.id);
  return (
    <div className="notice notice-warning" role="note" data-testid={`print-queue-${kind}`}>
      <strong>{t(`queue.${kind}`, { count: Math.max(count, jobs.length) })}</strong>
      <div>{t(`queue.${kind}Help`)}</div>
      <ul>
        {jobs.slice(0, 10).map((j) => (
          <li key={j.id}>
            {j.waybillCode}
            {j.copy > 1 ? ` (${t('queue.copy', { copy: j.copy })})` : ''}
            {kind === 'mayHavePrinted' && j.reason ? (
              <span className="muted"> · {t(`queue.jobReason.${j.reason}`)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <button type="button" className="btn" disabled={busy} onClick={() => actions.reprint(ids)}>
        {t('queue.reprint', { count: ids.length })}
      </button>
      <button type="button" className="btn" disabled={busy} onClick={() => actions.markPrinted(ids)}>
        {t('queue.markPrinted', { count: ids.length })}
      </button>
    </div>
  );
}
