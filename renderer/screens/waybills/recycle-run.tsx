import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { RecycleResults } from './recycle-results';
import { RecycleActions, RecycleConfirm, RecycleProgressView } from './recycle-run-parts';
import { useRecycleRun } from './use-recycle-run';

export interface RecycleRunProps {
  /** The selection when the seller pressed Recycle; null = closed. */
  ids: number[] | null;
  onClose: () => void;
}

/** Confirm (count and charge) → progress → per-waybill results; failures stay selected for a retry. */
export function RecycleRun({ ids, onClose }: RecycleRunProps) {
  const { t } = useTranslation('waybills');
  const run = useRecycleRun(ids, onClose);
  const { phase, count, outcome } = run;
  const title =
    phase === 'done'
      ? t('recycle.doneTitle')
      : phase === 'running'
        ? t('recycle.runningTitle', { count })
        : t('recycle.confirmTitle', { count });

  return (
    <ModalDialog
      open={ids !== null}
      title={title}
      onClose={run.close}
      busy={phase === 'running'}
      width={760}
      spends={phase === 'confirm'}
      // No buttons while it runs: the run is not to be left halfway.
      actions={phase === 'running' ? null : <RecycleActions run={run} />}
    >
      {phase === 'confirm' ? <RecycleConfirm run={run} /> : null}
      {phase === 'running' ? <RecycleProgressView run={run} /> : null}
      {phase === 'done' && outcome ? <RecycleResults outcome={outcome} /> : null}
    </ModalDialog>
  );
}
