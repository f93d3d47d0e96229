import { useState } from 'react';
import type { RecycleRunOutcome } from '../../../shared/ipc/channels/waybills';
import { useRecyclePlan, useRecycleProgress, useRecycleWaybills } from '../../hooks/waybills';
import { useWaybillSelection } from '../../store/waybill-selection';

/** A recycle run's phases: confirm (the ledger's plan), running (progress), done (per-waybill outcomes). */
export function useRecycleRun(ids: number[] | null, onClose: () => void) {
  const recycle = useRecycleWaybills();
  const progress = useRecycleProgress(ids !== null, recycle.submittedAt);
  const applyOutcomes = useWaybillSelection((s) => s.applyRecycleOutcomes);
  const [runIds, setRunIds] = useState<number[] | null>(null);
  const current = runIds ?? ids ?? [];
  // The ledger says which are live: only those are sent and counted; the void ones are listed apart.
  const plan = useRecyclePlan(ids === null ? null : current);

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
  const phase = recycle.isPending ? ('running' as const) : outcome ? ('done' as const) : ('confirm' as const);
  // Only a failure a plain retry may cure is offered again (never "already void" or a refusal that repeats).
  const retryIds =
    outcome?.outcomes.filter((o) => o.result === 'failed' && o.retryable).map((o) => o.id) ?? [];
  const count = plan.data?.live ?? 0;
  return { recycle, progress, plan, count, outcome, phase, retryIds, start, close, retryFailed };
}

export type RecycleRunState = ReturnType<typeof useRecycleRun>;
