import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintQueueConnection } from '../../shared/ipc/channels/print-queue';
import { usePrintQueue, usePrintQueueActions } from '../hooks/print-queue';
import { ActionRefusal } from './print-queue-refusal';
import { UncertainJobs } from './print-queue-uncertain';

/**
 * The label printers' queues in a small panel (Labels screen, scan station): per printer what waits, why it is
 * held, and the seller's choices. A label that may have printed is never sent again by the desk: the seller
 * reprints it or marks it printed. On a shared ledger the other desks' unsettled labels are listed too, with the
 * desk's name; they can be settled here once that desk's lease ran out. Every reason is worded in the seller's
 * language; the printer's own words stay under "technical details". An action the desk refuses is said under the
 * buttons it came from, until the next action. Shows nothing while no queue holds anything.
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
        <ConnectionQueue key={`${c.desk}\n${c.connection}`} queue={c} />
      ))}
    </section>
  );
}

/** The printer's own (English) words, folded under "technical details": the seller reads the reason above it. */
export function TechnicalDetail({ detail }: { detail: string | null }) {
  const { t } = useTranslation('labels');
  return detail ? (
    <details className="muted error-technical">
      <summary>{t('common:error.technical')}</summary>
      {detail}
    </details>
  ) : null;
}

function ConnectionQueue({ queue }: { queue: PrintQueueConnection }) {
  const { t } = useTranslation('labels');
  const actions = usePrintQueueActions();
  const waiting = queue.queued + queue.failed;
  // Another desk's labels are settled here only once its lease ran out; its queue is never retried or moved here.
  const settleable = queue.mine || queue.deskGone;
  return (
    <div className="print-queue-connection" data-testid="print-queue-connection">
      <p>
        {queue.mine ? null : <strong>{t('queue.deskOf', { desk: queue.desk })} · </strong>}
        <strong>{queue.printer}</strong> · {t('queue.waiting', { count: waiting })}
        {queue.inFlight > 0 ? ` · ${t('queue.sending', { count: queue.inFlight })}` : ''}
      </p>
      {queue.mine ? null : (
        <p className="notice" role="note" data-testid="print-queue-other-desk">
          {t(queue.deskGone ? 'queue.otherDeskGone' : 'queue.otherDeskRunning', { desk: queue.desk })}
        </p>
      )}
      {queue.held ? (
        <div className="notice notice-warning" role="alert" data-testid="print-queue-held">
          ⚠ {t(`queue.reason.${queue.held.reason}`)} {t('queue.held')}
          <TechnicalDetail detail={queue.held.detail} />
        </div>
      ) : queue.lastError ? (
        <div className="notice notice-error" role="note">
          ⚠ {t(`queue.reason.${queue.lastError.reason}`)}
          <TechnicalDetail detail={queue.lastError.detail} />
        </div>
      ) : null}
      <QueueActions queue={queue} waiting={waiting} settleable={settleable} actions={actions} />
      <ActionRefusal error={actions.refusalAt('queue')} />
      <UncertainJobs queue={queue} busy={actions.busy || !settleable} actions={actions} />
      {queue.uncertain.length === 0 ? <ActionRefusal error={actions.refusalAt('uncertain')} /> : null}
    </div>
  );
}

/** Retry and Move (this desk's queue only), and Cancel when anything waits (never "cancel 0 labels"). */
function QueueActions({
  queue,
  waiting,
  settleable,
  actions,
}: {
  queue: PrintQueueConnection;
  waiting: number;
  settleable: boolean;
  actions: ReturnType<typeof usePrintQueueActions>;
}) {
  const { t } = useTranslation('labels');
  const { busy } = actions;
  return (
    <div className="print-queue-actions">
      {queue.mine ? (
        <>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => actions.retry(queue.connection)}
          >
            {t('queue.retry')}
          </button>
          <MoveTo connection={queue.connection} actions={actions} />
        </>
      ) : null}
      {waiting > 0 ? (
        <button
          type="button"
          className="btn"
          disabled={busy || !settleable}
          onClick={() =>
            actions.cancel(
              queue.mine
                ? { connection: queue.connection }
                : { connection: queue.connection, desk: queue.desk },
            )
          }
        >
          {t('queue.cancel', { count: waiting })}
        </button>
      ) : null}
    </div>
  );
}

/** Move this desk's waiting labels to another printer, typed as a device address. */
function MoveTo({
  connection,
  actions,
}: {
  connection: string;
  actions: ReturnType<typeof usePrintQueueActions>;
}) {
  const { t } = useTranslation('labels');
  const [moveTo, setMoveTo] = useState('');
  return (
    <>
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
        disabled={actions.busy || moveTo.trim() === ''}
        onClick={() => actions.move({ from: connection, to: moveTo.trim() })}
      >
        {t('queue.move')}
      </button>
    </>
  );
}
