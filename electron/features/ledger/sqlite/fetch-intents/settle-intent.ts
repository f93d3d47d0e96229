import type { IntentResolution } from '../../ledger-types';
import { resolutionOf } from '../../fetch-intent-rules';
import { UNSETTLED, type IntentsDb } from './intents-db';

/* Settling an intent without waybills: failed (proven not issued), outcome unknown, or resolved by the seller. */

const CLOSE_INTENT = `UPDATE fetch_intents SET state = :state, reason = :reason, closed_at = :closedAt
  WHERE id = :id AND state IN ${UNSETTLED}`;
const MARK_UNKNOWN = `UPDATE fetch_intents SET state = 'unknown', reason = ? WHERE id = ? AND state IN ${UNSETTLED}`;
const RESOLVE_UNKNOWN = `UPDATE fetch_intents SET state = 'resolved', reason = :reason, closed_at = :closedAt
  WHERE id = :id AND state = 'unknown'`;
const STATE_OF = 'SELECT state FROM fetch_intents WHERE id = ?';

export function closeFetchIntentFailed(
  { statement, now }: IntentsDb,
  intentId: number,
  reason: string,
): void {
  // Only an unsettled intent closes; a closed one (issued, failed, resolved) is left as it is.
  statement(CLOSE_INTENT).run({ id: intentId, state: 'failed', reason, closedAt: now() });
}

export function markFetchIntentUnknown({ statement }: IntentsDb, intentId: number, reason: string): void {
  statement(MARK_UNKNOWN).run(reason, intentId);
}

/** Settles an unknown intent as resolved (only an unknown one); true when it did. */
export function resolveUnknown(
  { statement }: IntentsDb,
  intentId: number,
  reason: string,
  at: number,
): boolean {
  return Number(statement(RESOLVE_UNKNOWN).run({ id: intentId, reason, closedAt: at }).changes) === 1;
}

export function resolveFetchIntent(ctx: IntentsDb, intentId: number): IntentResolution {
  const resolved = resolveUnknown(ctx, intentId, 'not-issued', ctx.now());
  return resolutionOf(resolved, resolved ? undefined : ctx.statement(STATE_OF).get(intentId)?.state);
}
