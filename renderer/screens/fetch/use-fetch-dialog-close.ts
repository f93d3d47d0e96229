import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import { useNavigation } from '../../store/navigation';
import type { FetchPhase } from './use-fetch-send';

interface FetchDialogClose {
  phase: FetchPhase;
  busy: boolean;
  /** Resets the fetch mutation, so the next dialog starts clean. */
  resetFetch: () => void;
  keepOnly: (orderSns: string[]) => void;
  onClose: () => void;
}

/**
 * How the fetch dialog goes: after results, the failed rows stay selected for a retry (and "Print labels" opens
 * the fetched ones); never while a fetch is under way.
 */
export function useFetchDialogClose({ phase, busy, resetFetch, keepOnly, onClose }: FetchDialogClose) {
  const openLabels = useNavigation((s) => s.openLabels);

  const finish = (outcome: WaybillFetchOutcome, thenLabels: boolean) => {
    // A failed batch keeps its failed rows selected for a retry.
    keepOnly(outcome.results.filter((r) => !r.ok).map((r) => r.orderSn));
    resetFetch();
    onClose();
    if (thenLabels)
      openLabels(outcome.results.flatMap((r) => (r.ok && r.waybillId !== undefined ? [r.waybillId] : [])));
  };

  const close = () => {
    if (busy) return;
    if (phase.step === 'results') finish(phase.outcome, false);
    else {
      resetFetch();
      onClose();
    }
  };
  return { finish, close };
}
