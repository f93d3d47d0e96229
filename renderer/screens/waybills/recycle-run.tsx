import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecycleRunOutcome } from '../../../shared/ipc/channels/waybills';
import { ErrorNotice } from '../../components/error-notice';
import { ModalDialog } from '../../components/modal-dialog';
import { ProgressBar } from '../../components/progress-bar';
import { useRecyclePlan, useRecycleProgress, useRecycleWaybills } from '../../hooks/waybills';
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
  // The ledger says which are live: only those are sent and counted; the void ones are listed apart.
  const plan = useRecyclePlan(ids === null ? null : current);
  const count = plan.data?.live ?? 0;
  const calls = plan.data?.calls ?? 0;
  const alreadyVoid = plan.data?.alreadyVoid ?? [];

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

  // Only a failure a plain retry may cure is offered again (never "already void" or a refusal that repeats).
  const retryIds =
    outcome?.outcomes.filter((o) => o.result === 'failed' && o.retryable).map((o) => o.id) ?? [];
  const actions =
    phase === 'confirm' ? (
      <>
        <button type="button" className="btn" onClick={close}>
          {t('recycle.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={start}
          autoFocus
          disabled={!plan.isSuccess || count === 0}
        >
          {t('recycle.confirm', { count })}
        </button>
      </>
    ) : phase === 'done' ? (
      <>
        {retryIds.length > 0 ? (
          <button type="button" className="btn" onClick={() => retryFailed(retryIds)}>
            {t('recycle.retryFailed', { count: retryIds.length })}
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
          {plan.isError ? <ErrorNotice error={plan.error} onRetry={() => void plan.refetch()} /> : null}
          <p className="wb-big-count" data-testid="recycle-count">
            {plan.isSuccess ? t('recycle.confirmCount', { count }) : t('recycle.planning')}
          </p>
          {alreadyVoid.length > 0 ? (
            <p className="notice notice-info" data-testid="recycle-void">
              {t('recycle.voidSkipped', {
                count: alreadyVoid.length,
                list: alreadyVoid
                  .slice(0, 5)
                  .map((w) => w.waybillCode)
                  .join('、'),
              })}
            </p>
          ) : null}
          {count > 0 ? <p>{t('recycle.irreversible')}</p> : null}
          {count > 0 ? (
            <p className="points-note">{t('recycle.chargeRule', { batch: RECYCLE_BATCH, calls })}</p>
          ) : null}
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
