import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { ProgressBar } from '../../components/progress-bar';
import type { RecycleRunState } from './use-recycle-run';

/** Entries per gateway call (DECISIONS R1); each call that recycles at least one is charged 1 point (R2). */
export const RECYCLE_BATCH = 100;

/** The dialog's buttons before the run (cancel, confirm) and after it (retry the failed, close). */
export function RecycleActions({ run }: { run: RecycleRunState }) {
  const { t } = useTranslation('waybills');
  const { phase, count, retryIds, close, start } = run;
  if (phase === 'confirm') {
    return (
      <>
        {/* Recycling charges and cannot be undone: a stray Enter lands on Cancel. */}
        <button type="button" className="btn" onClick={close} autoFocus>
          {t('recycle.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={start}
          disabled={!run.plan.isSuccess || count === 0}
        >
          {t('recycle.confirm', { count })}
        </button>
      </>
    );
  }
  return (
    <>
      {retryIds.length > 0 ? (
        <button type="button" className="btn" onClick={() => run.retryFailed(retryIds)}>
          {t('recycle.retryFailed', { count: retryIds.length })}
        </button>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={close} autoFocus>
        {t('recycle.close')}
      </button>
    </>
  );
}

/** What the run will do: how many live waybills, which are void already, and the charge. */
export function RecycleConfirm({ run }: { run: RecycleRunState }) {
  const { t } = useTranslation('waybills');
  const { plan, count, recycle } = run;
  const alreadyVoid = plan.data?.alreadyVoid ?? [];
  return (
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
        <p className="points-note">
          {t('recycle.chargeRule', { batch: RECYCLE_BATCH, calls: plan.data?.calls ?? 0 })}
        </p>
      ) : null}
      {recycle.error ? <ErrorNotice error={recycle.error} onRetry={run.start} /> : null}
    </div>
  );
}

/** The run under way: done of total, and how many succeeded and failed so far. */
export function RecycleProgressView({ run }: { run: RecycleRunState }) {
  const { t } = useTranslation('waybills');
  const { progress, count } = run;
  return (
    <div className="wb-recycle-progress">
      <ProgressBar
        done={progress?.done ?? 0}
        total={progress?.total ?? count}
        label={t('recycle.progressUnit')}
        queued={progress?.queued ?? 0}
      />
      {progress ? (
        <p className="wb-progress-split">
          <span className="badge badge-success">✓ {t('recycle.okCount', { count: progress.succeeded })}</span>{' '}
          <span className="badge badge-danger">✗ {t('recycle.failedCount', { count: progress.failed })}</span>
        </p>
      ) : (
        <p className="muted">{t('recycle.starting')}</p>
      )}
    </div>
  );
}
