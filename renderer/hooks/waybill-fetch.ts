import { useMutation } from '@tanstack/react-query';
import type { WaybillFetchInput } from '../../shared/ipc/channels/waybills';
import { call } from '../ipc';

/**
 * `waybills.fetch`: charged and not idempotent, so never retried here (an `outcome-unknown` is shown, not
 * re-sent). What it changed reaches the other views through main's `changed` (topic `ledger`), not from here.
 */
export const useFetchWaybills = () =>
  useMutation({
    mutationFn: (input: WaybillFetchInput) => call('waybills.fetch', input),
    retry: false,
    meta: { channel: 'waybills.fetch' },
  });
