import { isGatewayError } from '../../../shared/api/errors';
import type { RecycleEntry } from '../../../shared/ipc/channels/waybills';
import type { RecycleOutcomeInput, StoredWaybill } from '../ledger';
import { reasonOf } from './recycle-reasons';

/** Kinds of a whole failed call that a plain retry may cure. */
const RETRYABLE_CALL = new Set(['transport', 'retryable', 'system', 'outcome-unknown', 'busy']);

/** One entry's outcome as the seller reads it. */
export const entryOf = (w: StoredWaybill, o: RecycleOutcomeInput, callError: unknown): RecycleEntry => {
  const base = { id: w.id, waybillCode: w.waybillCode, orderSn: w.orderSn, ownerId: w.ownerId };
  if (o.ok) return { ...base, result: 'recycled', ok: true, reason: null, errorMsg: null, retryable: false };
  if (callError !== null) {
    const retryable = !isGatewayError(callError) || RETRYABLE_CALL.has(callError.kind);
    return { ...base, result: 'failed', ok: false, reason: 'call-failed', errorMsg: o.errorMsg, retryable };
  }
  if (o.errorMsg === null) {
    return { ...base, result: 'failed', ok: false, reason: 'no-result', errorMsg: null, retryable: true };
  }
  const reason = reasonOf(o.errorMsg);
  return {
    ...base,
    result: reason === 'already-void' ? 'already-void' : 'failed',
    ok: false,
    reason,
    errorMsg: o.errorMsg,
    retryable: false,
  };
};
