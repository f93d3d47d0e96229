import { isGatewayError } from '../../../shared/api/errors';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { isDeskError } from '../../kernel/desk-error';

/**
 * How a scan's failed fetch reads: refused (the gateway's answer, or the desk before sending, says nothing was issued:
 * nothing charged) or outcome unknown (the answer was lost or could not be recorded: a waybill may be paid for, and
 * the ledger keeps the order from being fetched again by itself). Anything not proven refused is unknown, as the
 * ledger records it.
 */
export const scanFetchFailure = (
  error: unknown,
): Pick<ScanEntry, 'state' | 'reason' | 'detail' | 'errorKind'> => {
  const detail = error instanceof Error ? error.message : String(error);
  // Lost the race to another fetch of the order (another desk's, on a shared ledger): refused, said as such.
  if (isDeskError(error) && error.kind === 'fetch-in-progress') {
    return { state: 'refused', reason: 'fetching', detail, errorKind: error.kind };
  }
  const kind = isGatewayError(error) || isDeskError(error) ? error.kind : null;
  const refused =
    (isGatewayError(error) && error.kind !== 'outcome-unknown') ||
    (isDeskError(error) && error.kind !== 'not-recorded' && error.kind !== 'outcome-unknown');
  return { state: 'failed', reason: refused ? 'fetch-failed' : 'fetch-unknown', detail, errorKind: kind };
};
