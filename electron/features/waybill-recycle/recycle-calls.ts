import type { RecycleOutcome } from '../../../shared/api/schemas/waybill-recycle';
import type { RecycleOutcomeInput, StoredWaybill } from '../ledger';
import { reasonOf } from './recycle-reasons';

/** R1: a recycle call carries 1 to 100 entries. */
const RECYCLE_CALL_SIZE = 100;

/**
 * Calls of ≤ 100 entries, the shops mixed: every entry carries its own owner_id (spec 2.6) and a call is charged
 * once, so waybills of several shops go in one call. Entries stay grouped by owner, so a call holds as few shops
 * as it can (a shop that needs authorizing refuses every call it is in: see `byOwner`).
 */
export const recycleCalls = (waybills: StoredWaybill[]): StoredWaybill[][] => {
  const grouped = byOwner(waybills).flat();
  return Array.from({ length: Math.ceil(grouped.length / RECYCLE_CALL_SIZE) }, (_, i) =>
    grouped.slice(i * RECYCLE_CALL_SIZE, (i + 1) * RECYCLE_CALL_SIZE),
  );
};

/** The waybills of each owner, owners in the order first met: a refused mixed call is re-sent one shop a call. */
export const byOwner = (waybills: StoredWaybill[]): StoredWaybill[][] => {
  const groups = new Map<string, StoredWaybill[]>();
  for (const w of waybills) groups.set(w.ownerId, [...(groups.get(w.ownerId) ?? []), w]);
  return [...groups.values()];
};

/** R2: results come in request order; match by position, and by code should a gateway reorder them. */
export const outcomesOf = (call: StoredWaybill[], results: RecycleOutcome[]): RecycleOutcomeInput[] => {
  const byCode = new Map(results.map((r) => [r.waybill_code, r]));
  return call.map((w, i) => {
    const atPosition = results[i];
    const r = atPosition?.waybill_code === w.waybillCode ? atPosition : byCode.get(w.waybillCode);
    if (!r) return { id: w.id, ok: false, errorMsg: 'the gateway gave no result for this waybill' };
    // Only code 1 is a recycled waybill; anything else leaves it live with the gateway's words.
    return r.code === 1
      ? { id: w.id, ok: true, errorMsg: null }
      : {
          id: w.id,
          ok: false,
          errorMsg: r.error_msg ?? `the gateway answered code ${r.code}`,
          voidAtGateway: reasonOf(r.error_msg) === 'already-void',
        };
  });
};

/** The request entries of one call (spec 2.6; R2: only platform 1 can be chosen). */
export const recycleParams = (call: StoredWaybill[]) =>
  call.map((w) => ({ wp_code: w.cpCode, waybill_code: w.waybillCode, owner_id: w.ownerId, platform: '1' }));
