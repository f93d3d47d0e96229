import type { WaybillFetchResult } from '../../../shared/api/schemas/waybill-fetch';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { intentReasonSentence } from '../../../shared/ipc/channels/intent-reasons';
import { DeskError, isDeskError } from '../../kernel/desk-error';
import { isClaimRefused, isDeskNameLost, type Ledger } from '../ledger';
import { claimRefusalError, deskNameLostMessage } from './claim-refusal';
import { issuedCount } from './issued-waybills';
import { isLedgerAway } from './answer-recorder';

/* What the seller hears when a fetch cannot be written down before it is sent, or recorded once it was paid. */

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** SQLite's words for a full disk (SQLITE_FULL), whatever the wrapper. */
const DISK_FULL = /database or disk is full|SQLITE_FULL|ENOSPC/i;

/** The intent could not be written: nothing was sent, so nothing was charged; say so in plain words. */
const intentNotWritten = (error: unknown): DeskError =>
  new DeskError(
    DISK_FULL.test(messageOf(error)) ? 'disk-full' : 'internal',
    `The desk could not write the fetch down before sending it (${messageOf(error)}), so nothing was sent and ` +
      'nothing was charged.',
  );

/** The ledger refused the intent (nothing sent): the seller's words for why. */
export function intentRefusal(error: unknown, language: Settings['language']): Error {
  if (isDeskError(error)) return error; // e.g. the shared ledger's server is away: said as such
  if (isDeskNameLost(error)) {
    return new DeskError('invalid-request', deskNameLostMessage(language, error.desk), { field: 'deskName' });
  }
  return isClaimRefused(error) ? claimRefusalError(error) : intentNotWritten(error);
}

/** Paid for but not recorded (disk full, a clashing code): the seller must hear that waybills were issued. */
export async function notRecorded(
  deps: { ledger: Ledger; log: (message: string, error: unknown) => void },
  answer: { intentId: number; result: WaybillFetchResult },
  error: unknown,
  kept: boolean,
): Promise<DeskError> {
  const { intentId, result } = answer;
  // The ledger's own refusal says "nothing was sent": here the gateway was paid, so only the cause is told.
  const reason = isLedgerAway(error) ? 'the ledger could not be reached' : messageOf(error);
  try {
    await deps.ledger.markFetchIntentUnknown(intentId, intentReasonSentence.notRecorded(reason));
  } catch (markError) {
    deps.log(`fetch intent ${intentId} could not be marked unknown`, markError);
  }
  const issued = issuedCount(result);
  return new DeskError(
    'not-recorded',
    `The gateway issued ${issued} waybill(s) and charged for them, but the desk could not record them ` +
      `(${reason}). The fetch stays open as "outcome unknown": do not fetch these orders again before ` +
      'checking their waybills with the carrier.' +
      (kept
        ? ' The desk keeps their codes and print data on its disk and records them once the ledger can.'
        : ''),
    { issued },
  );
}
