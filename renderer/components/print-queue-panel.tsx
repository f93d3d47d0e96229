import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintQueueConnection } from '../../shared/ipc/channels/print-queue';
import { usePrintQueue, usePrintQueueActions } from '../hooks/print-queue';
import { ErrorNotice } from './error-notice';

/**
 * The label printers' queues in a small panel (Labels screen, scan station): per printer what waits, why it is
 * held, and the seller's choices. A label that may have printed is never sent again by the desk: the seller
 * reprints it or marks it printed. An action the desk refuses is said under the buttons it came from, in the
 * seller's language, until the next action. Shows nothing while no queue holds anything.
 */
export function PrintQueuePanel() {
  const { t } = useTranslation('labels');
  const status = usePrintQueue();
  const connections = status.data?.connections ?? [];
  if (connections.length === 0) return null;
  return (
    <section className="print-queue-panel" aria-label={t('queue.title')} data-testid="print-queue-panel">
      <h3>{t('queue.title')}</h3>
      {connections.map((c) => (
        <ConnectionQueue key={c.connection} queue={c} />
      ))}
    </section>
  );
}

function ConnectionQueue({ queue }: { queue: PrintQueueConnection }) {
  const { t } = useTranslation('labels');
  const actions = usePrintQueueActions();
  const [moveTo, setMoveTo] = useState('');
  const waiting = queue.queued + queue.failed;
  const { busy } = actions;
  return (
    <div className="print-queue-connection" data-testid="print-queue-connection">
      <p>
        <strong>{queue.printer}</strong> · {t('queue.waiting', { count: waiting })}
        {queue.inFlight > 0 ? ` · ${t('queue.sending', { count: queue.inFlight })}` : ''}
      </p>
      {queue.held ? (
        <p className="notice notice-warning" role="alert" data-testid="print-queue-held">
          ⚠ {t(`queue.reason.${queue.held.reason}`)} {t('queue.held')}
          <span className="muted"> ({queue.held.detail})</span>
        </p>
      ) : queue.lastError ? (
        <p className="notice notice-error" role="note">
          ⚠ {t(`queue.reason.${queue.lastError.reason}`)}
          <span className="muted"> ({queue.lastError.detail})</span>
        </p>
      ) : null}
      <div className="print-queue-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => actions.retry(queue.connection)}>
          {t('queue.retry')}
        </button>
        <input
          className="input"
          aria-label={t('queue.moveTo')}
          placeholder="socket://192.168.1.51:9100?language=tspl&dpi=203"
          value={moveTo}
          onChange={(e) => setMoveTo(e.target.value)}
        />
        <button
          type="button"
          className="btn"
          disabled={busy || moveTo.trim() === ''}
          onClick={() => actions.move({ from: queue.connection, to: moveTo.trim() })}
        >
          {t('queue.move')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={busy || waiting === 0}
          onClick={() => actions.cancel(queue.connection)}
        >
          {t('queue.cancel', { count: waiting })}
        </button>
      </div>
      <ActionRefusal error={actions.refusalAt('queue')} />
      <UncertainJobs queue={queue} busy={busy} actions={actions} />
    </div>
  );
}

function UncertainJobs({
  queue,
  busy,
  actions,
}: {
  queue: PrintQueueConnection;
  busy: boolean;
  actions: ReturnType<typeof usePrintQueueActions>;
}) {
  const { t } = useTranslation('labels');
  if (queue.uncertain.length === 0) return <ActionRefusal error={actions.refusalAt('uncertain')} />;
  const ids = queue.uncertain.map((j) => j.id);
  return (
    <div className="notice notice-warning" role="note" data-testid="print-queue-uncertain">
      <strong>{t('queue.mayHavePrinted', { count: queue.mayHavePrinted })}</strong>
      <div>{t('queue.mayHavePrintedHelp')}</div>
      <ul>
        {queue.uncertain.slice(0, 10).map((j) => (
          <li key={j.id}>
            {j.waybillCode}
            {j.copy > 1 ? ` (${t('queue.copy', { copy: j.copy })})` : ''}
          </li>
        ))}
      </ul>
      <button type="button" className="btn" disabled={busy} onClick={() => actions.reprint(ids)}>
        {t('queue.reprint', { count: ids.length })}
      </button>
      <button type="button" className="btn" disabled={busy} onClick={() => actions.markPrinted(ids)}>
        {t('queue.markPrinted', { count: ids.length })}
      </button>
      <ActionRefusal error={actions.refusalAt('uncertain')} />
    </div>
  );
}

/** Why the desk refused the seller's last action here (wrong printer address, ledger away…): the shared notice. */
function ActionRefusal({ error }: { error: Error | null }) {
  return error ? (
    <div data-testid="print-queue-refusal">
      <ErrorNotice error={error} compact />
    </div>
  ) : null;
}
