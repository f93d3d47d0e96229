import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaybillFetchInput } from '../../shared/ipc/channels/waybills';
import { ipcErrorOf } from '../components/ipc-error';
import { invalidateLedgerViews } from './query-keys';
import { call } from '../ipc';

/** Refusals made before anything was sent: the ledger is as it was, so nothing (charged) needs reloading. */
const REFUSED_BEFORE_SENDING = new Set(['invalid-request', 'duplicate-waybill']);

/**
 * `waybills.fetch`: charged and not idempotent, so never retried here (an `outcome-unknown` is shown,
 * not re-sent). When the call may have changed the ledger, orders, waybills and charges refresh.
 */
export const useFetchWaybills = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: WaybillFetchInput) => call('waybills.fetch', input),
    retry: false,
    onSettled: (_data, error) => {
      if (error && REFUSED_BEFORE_SENDING.has(ipcErrorOf(error).kind)) return;
      return invalidateLedgerViews(qc);
    },
  });
};
