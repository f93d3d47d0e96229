import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaybillFetchInput } from '../../../shared/ipc/channels/waybills';
import { invalidateLedgerViews } from '../../hooks/query-keys';
import { call } from '../../ipc';

/**
 * `waybills.fetch`: charged and not idempotent, so never retried here (an `outcome-unknown` is shown,
 * not re-sent). Whatever the outcome, the ledger may have changed: orders, waybills and charges refresh.
 */
export const useFetchWaybills = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: WaybillFetchInput) => call('waybills.fetch', input),
    retry: false,
    onSettled: () => invalidateLedgerViews(qc),
  });
};
