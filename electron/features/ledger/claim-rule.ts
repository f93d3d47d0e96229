import type { OrderWaybillState } from '../../../shared/ipc/channels/orders';
import type { DuplicateOrder } from '../../../shared/ipc/errors';

/*
 * The money rules every ledger backend applies the same way (SQLite and PostgreSQL only differ in how they read
 * the facts): what state an order's waybills put it in, and what blocks a new fetch of it.
 */

/** What blocks a new fetch of each order: being fetched (always), a live waybill or an unknown outcome. */
export const claimBlockers = (states: Map<string, OrderWaybillState & { desk?: string | undefined }>) => {
  const fetching: DuplicateOrder[] = [];
  const held: DuplicateOrder[] = [];
  for (const [orderSn, state] of states) {
    const entry: DuplicateOrder = {
      orderSn,
      liveWaybillCodes: state.liveWaybillCodes,
      outcomeUnknown: state.state === 'outcome-unknown',
      ...(state.desk !== undefined ? { desk: state.desk } : {}),
    };
    if (state.state === 'fetching') fetching.push(entry);
    else if (entry.outcomeUnknown || state.liveWaybillCodes.length > 0) held.push(entry);
  }
  return { fetching, held };
};

/** An answer came for an intent an earlier answer already closed: `state` says how. */
export class IntentAlreadyClosed extends Error {
  constructor(
    intentId: number,
    readonly state: 'issued' | 'failed',
  ) {
    super(`Fetch intent ${intentId} is already closed (${state}).`);
    this.name = 'IntentAlreadyClosed';
  }
}

/**
 * Refuses to record issued waybills on an intent that does not exist or that an earlier answer closed. Any other
 * intent records them, a 'resolved' one (the seller resolved it while the answer was in flight) and, on a shared
 * ledger, one whose lease ran out included: waybills that were paid for are never dropped.
 */
export function assertIntentTakesWaybills<T extends { state?: unknown }>(
  intentId: number,
  intent: T | undefined,
): asserts intent is T {
  if (!intent) throw new Error(`Fetch intent ${intentId} does not exist.`);
  if (intent.state === 'issued' || intent.state === 'failed')
    throw new IntentAlreadyClosed(intentId, intent.state);
}
