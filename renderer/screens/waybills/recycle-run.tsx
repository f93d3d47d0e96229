import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecycleRunOutcome } from '../../../shared/ipc/channels/waybills';
import { ErrorNotice } from '../../components/error-notice';
import { ModalDialog } from '../../components/modal-dialog';
import { ProgressBar } from '../../components/progress-bar';
import { useRecycleProgress, useRecycleWaybills } from '../../hooks/waybills';
import { useWaybillSelection } from '../../store/waybill-selection';
import { RecycleResults } from './recycle-results';

/** Entries per gateway call (DECISIONS R1); each call that recycles at least one is charged 1 point (R2). */
export const RECYCLE_BATCH = 100;

export interface RecycleRunProps {
  /** The selection when the seller pressed Recycle; null = closed. */
  ids: number[] | null;
  onClose: () => void;
}

/** Confirm (count and charge) → progress → per-waybill results; failures stay selected for a retry. */
export function RecycleRun({ ids, onClose }: RecycleRunProps) {
  const { t } = useTranslation('waybills');
  const recycle = useRecycleWaybills();
  const progress = useRecycleProgress(ids !== null, recycle.submittedAt);
  const applyOutcomes = useWaybillSelection((s) => s.applyRecycleOutcomes);
  const [runIds, setRunIds] = useState<number[] | null>(null);
  const current = runIds ?? ids ?? [];
  const count = current.length;
  const calls = Math.ceil(count / RECYCLE_BATCH);

  const start = () => {
    recycle.mutate(current, { onSuccess: (outcome: RecycleRunOutcome) => applyOutcomes(outcome.outcomes) });
  };
  const close = () => {
    recycle.reset();
    setRunIds(null);
    onClose();
  };
  const retryFailed = (failed: number[]) => {
    recycle.reset();
    setRunIds(failed);
  };

  const outcome = recycle.data;
  const phase = recycle.isPending ? 'running' : outcome ? 'done' : 'confirm';
  const title =
    phase === 'done'
      ? t('recycle.doneTitle')
      : phase === 'running'
        ? t('recycle.runningTitle', { count })
        : t('recycle.confirmTitle', { count });

  const failedIds = outcome?.outcomes.filter((o) => !o.ok).map((o) => o.id) ?? [];
  const actions =
    phase === 'confirm' ? (
      <>
        <button type="button" className="btn" onClick={close}>
          {t('recycle.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={start} autoFocus disabled={count === 0}>
          {t('recycle.confirm', { count })}
        </button>
      </>
    ) : phase === 'done' ? (
      <>
        {failedIds.length > 0 ? (
          <button type="button" className="btn" onClick={() => retryFailed(failedIds)}>
            {t('recycle.retryFailed', { count: failedIds.length })}
          </button>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={close} autoFocus>
          {t('recycle.close')}
        </button>
      </>
    ) : null;

  return (
    <ModalDialog
      open={ids !== null}
      title={title}
      onClose={close}
      busy={phase === 'running'}
      width={760}
      actions={actions}
    >
      {phase === 'confirm' ? (
        <div className="wb-recycle-confirm">
          <p className="wb-big-count" data-testid="recycle-count">
            {t('recycle.confirmCount', { count })}
          </p>
          <p>{t('recycle.irreversible')}</p>
          <p className="points-note">{t('recycle.chargeNote', { count: calls })}</p>
          <p className="muted">{t('recycle.chargeRule', { batch: RECYCLE_BATCH, calls })}</p>
          {recycle.error ? <ErrorNotice error={recycle.error} onRetry={start} /> : null}
        </div>
      ) : null}
      {phase === 'running' ? (
        <div className="wb-recycle-progress">
          <ProgressBar
            done={progress?.done ?? 0}
            total={progress?.total ?? count}
            label={t('recycle.progressUnit')}
            queued={progress?.queued ?? 0}
          />
          {progress ? (
            <p className="wb-progress-split">
              <span className="badge badge-success">
                ✓ {t('recycle.okCount', { count: progress.succeeded })}
              </span>{' '}
              <span className="badge badge-danger">
                ✗ {t('recycle.failedCount', { count: progress.failed })}
              </span>
            </p>
          ) : (
            <p className="muted">{t('recycle.starting')}</p>
          )}
        </div>
      ) : null}
      {phase === 'done' && outcome ? <RecycleResults outcome={outcome} /> : null}
    </ModalDialog>
  );
}
