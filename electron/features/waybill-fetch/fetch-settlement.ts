import { isGatewayError } from '../../../shared/api/errors';
import { isDeskError } from '../../kernel/desk-error';
import { isUnreachable } from '../ledger';
import type { Ledger, StoredWaybill } from '../ledger';
import type { Settlement } from './answer-journal';
import { isLedgerAway, type AnswerRecorder } from './answer-recorder';
import { messageOf } from './fetch-errors';

/*
 * How a fetch intent ends once its call is over, whatever the ledger's state: settled in the ledger at once, or,
 * when the ledger is away, kept in the desk's journal and recorded by the recorder as soon as it is back — never
 * left open (its orders "being fetched" on every desk) until a restart.
 */

export interface SettlementDeps {
  ledger: Ledger;
  recorder?: AnswerRecorder | undefined;
  log: (message: string, error: unknown) => void;
}

/**
 * The request never left the desk: the desk's own refusal before sending (the ledger away, no room), the shared
 * rate limit's database failing while the call waited for its slot, or the gateway client's word that the
 * gateway could not be reached or the call was cancelled before sending. Nothing was issued.
 */
const neverLeft = (error: unknown): boolean =>
  isDeskError(error) ||
  isUnreachable(error) ||
  (isGatewayError(error) && (error.kind === 'transport' || error.kind === 'cancelled'));

/** Settles now, or keeps it for the recorder when the ledger is away; true when it was kept. */
async function settleOrKeep(deps: SettlementDeps, settlement: Settlement, now: () => Promise<unknown>) {
  try {
    await now();
    return false;
  } catch (error) {
    if (!deps.recorder || !isLedgerAway(error)) throw error;
    const key = deps.recorder.hold(settlement, deps.log);
    if (key === null) throw error;
    deps.recorder.release(key);
    return true;
  }
}

/** The call failed: closed as not sent / failed when that is proven, else outcome unknown (the seller decides). */
export async function settleFailure(deps: SettlementDeps, intentId: number, error: unknown): Promise<void> {
  const { ledger } = deps;
  const notSent = neverLeft(error);
  // Only an answer that says so, or a call that never left, proves nothing was issued.
  const proven = notSent || (isGatewayError(error) && error.kind !== 'outcome-unknown');
  const reason = notSent ? `not sent: ${messageOf(error)}` : messageOf(error);
  const settlement: Settlement = proven
    ? { kind: 'failed', intentId, reason }
    : { kind: 'unknown', intentId, reason };
  try {
    await settleOrKeep(deps, settlement, () =>
      proven
        ? ledger.closeFetchIntentFailed(intentId, reason)
        : ledger.markFetchIntentUnknown(intentId, reason),
    );
  } catch (recordError) {
    // The intent stays open; the next start shows it as outcome unknown. The seller hears the first error.
    deps.log(`fetch intent ${intentId} could not be settled`, recordError);
  }
}

type AnswerRecord =
  | { kind: 'recorded'; stored: StoredWaybill[] }
  /** The ledger is away: the journal keeps the waybills and the recorder records them by itself. */
  | { kind: 'kept' }
  /** The ledger refused them (disk full, a clashing code); `kept`: the journal still has them. */
  | { kind: 'refused'; error: unknown; kept: boolean };

/** The answer's waybills: on the desk's disk first (fsynced), then in the ledger. */
export async function recordAnswer(
  deps: SettlementDeps,
  settlement: Extract<Settlement, { kind: 'issued' }>,
): Promise<AnswerRecord> {
  const key = deps.recorder?.hold(settlement, deps.log) ?? null;
  try {
    const stored = await deps.ledger.closeFetchIntentIssued(settlement.intentId, settlement.issued);
    if (key !== null) deps.recorder?.settled(key);
    return { kind: 'recorded', stored };
  } catch (error) {
    if (key !== null) deps.recorder?.release(key);
    if (key !== null && isLedgerAway(error)) return { kind: 'kept' };
    return { kind: 'refused', error, kept: key !== null };
  }
}
