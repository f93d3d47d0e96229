import type { RecycleOutcome } from '../../shared/api/schemas/waybill-recycle';
import type { RecycleRunOutcome } from '../../shared/ipc/channels/waybills';
import { DeskError } from '../core/desk-error';
import type { DeskServices } from '../core/desk-services';
import type { Handlers } from '../core/router';
import type { RecycleOutcomeInput, StoredWaybill } from '../services/ledger/ledger-types';

/** R1: a recycle call carries 1 to 100 entries. */
export const RECYCLE_CALL_SIZE = 100;

/**
 * Calls of ≤ 100 entries, one owner per call: the gateway checks each entry's owner (A2), so a shop that
 * needs authorizing fails only its own calls.
 */
export const recycleCalls = (waybills: StoredWaybill[]): StoredWaybill[][] => {
  const byOwner = new Map<string, StoredWaybill[]>();
  for (const w of waybills) byOwner.set(w.ownerId, [...(byOwner.get(w.ownerId) ?? []), w]);
  return [...byOwner.values()].flatMap((group) =>
    Array.from({ length: Math.ceil(group.length / RECYCLE_CALL_SIZE) }, (_, i) =>
      group.slice(i * RECYCLE_CALL_SIZE, (i + 1) * RECYCLE_CALL_SIZE),
    ),
  );
};

/**
 * The gateway's words for a waybill that is void already. Only the text tells it apart from other failures
 * (R2 gives every failure code 0), so both the sandbox's English and the usual Chinese wording are known.
 */
const ALREADY_VOID = /already (been )?(recycled|cancell?ed)|已(被)?(回收|取消|作废)/i;

/** R2: results come in request order; match by position, and by code should a gateway reorder them. */
const outcomesOf = (call: StoredWaybill[], results: RecycleOutcome[]): RecycleOutcomeInput[] => {
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
          voidAtGateway: ALREADY_VOID.test(r.error_msg ?? ''),
        };
  });
};

export const recycleHandler = (s: DeskServices): Pick<Handlers, 'waybills.recycle'> => ({
  async 'waybills.recycle'({ ids }): Promise<RecycleRunOutcome> {
    const requested = [...new Set(ids)];
    const found = new Map(s.ledger.getWaybills(requested).map((w) => [w.id, w]));
    const missing = requested.filter((id) => !found.has(id));
    if (missing.length > 0) {
      const shown =
        missing.slice(0, 10).join(', ') + (missing.length > 10 ? ` and ${missing.length - 10} more` : '');
      throw new DeskError('not-found', `Not in the ledger: waybill id ${shown}.`, { field: 'ids' });
    }
    const outcomes = new Map<number, RecycleOutcomeInput>();
    const live: StoredWaybill[] = [];
    for (const w of found.values()) {
      // Already void: nothing to send, nothing to charge.
      if (w.status === 'recycled') outcomes.set(w.id, { id: w.id, ok: false, errorMsg: 'already recycled' });
      else live.push(w);
    }
    const calls = recycleCalls(live);
    let charged = 0;
    const progress = () => {
      const all = [...outcomes.values()];
      s.emit('recycle.progress', {
        done: all.length,
        total: requested.length,
        succeeded: all.filter((o) => o.ok).length,
        failed: all.filter((o) => !o.ok).length,
        queued: s.gateway.queueDepth('recycleWaybills'),
      });
    };

    // All calls are handed to the throttled client at once: it keeps them within 10 calls/s.
    const running = calls.map(async (call) => {
      let entries: RecycleOutcomeInput[];
      try {
        const result = await s.gateway.call('recycleWaybills', {
          params: call.map((w) => ({
            wp_code: w.cpCode,
            waybill_code: w.waybillCode,
            owner_id: w.ownerId,
            platform: '1',
          })),
        });
        charged += result.withholding_money;
        s.ledger.recordCharge('recycleWaybills', result.withholding_money);
        entries = outcomesOf(call, result.result);
      } catch (error) {
        // A whole call that fails fails its entries, with its words; the other calls go on.
        const msg = error instanceof Error ? error.message : String(error);
        entries = call.map((w) => ({ id: w.id, ok: false, errorMsg: msg }));
      }
      s.ledger.recordRecycleOutcomes(entries);
      for (const entry of entries) outcomes.set(entry.id, entry);
      progress();
    });
    progress();
    try {
      await Promise.all(running);
    } finally {
      if (calls.length > 0) {
        s.emit('ledger.changed', {
          reason: 'recycle',
          orderSns: [...new Set(live.map((w) => w.orderSn))],
          waybillIds: live.map((w) => w.id),
          charges: charged > 0,
        });
      }
    }

    const list = requested.map((id) => {
      const o = outcomes.get(id) ?? { id, ok: false, errorMsg: 'not attempted' };
      return {
        id,
        waybillCode: found.get(id)?.waybillCode ?? '',
        ok: o.ok,
        errorMsg: o.ok ? null : o.errorMsg,
      };
    });
    return {
      requested: requested.length,
      succeeded: list.filter((o) => o.ok).length,
      failed: list.filter((o) => !o.ok).length,
      outcomes: list,
      charged,
    };
  },
});
