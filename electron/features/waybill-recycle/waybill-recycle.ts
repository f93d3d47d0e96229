import { isGatewayError } from '../../../shared/api/errors';
import type { RecycleEntry, RecyclePlan, RecycleRunOutcome } from '../../../shared/ipc/channels/waybills';
import type { z } from 'zod';
import { DeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import type { GatewayService } from '../gateway';
import type { Ledger, RecycleOutcomeInput, StoredWaybill } from '../ledger';
import { outcomesOf, recycleCalls, recycleParams } from './recycle-calls';
import { reasonOf } from './recycle-reasons';

/*
 * waybills.recycle: cancels live waybills at the carrier in calls of ≤ 100 (R1), all handed to the throttled
 * client at once (it keeps them within 10 calls/s), with progress as each call answers. Each entry's outcome is
 * recorded as it arrives; a call that fails fails only its own entries. Waybills void already are not sent and
 * are reported as such, not as failures.
 */

export interface WaybillRecycleDeps {
  ledger: Ledger;
  gateway: GatewayService;
  emit: Emit;
}

export interface WaybillRecycle {
  /** What a recycle would do (ledger only, free): the confirm dialog's figures. */
  plan(ids: number[]): Promise<z.infer<typeof RecyclePlan>>;
  recycle(ids: number[]): Promise<RecycleRunOutcome>;
}

const listed = (ids: number[]): string =>
  ids.slice(0, 10).join(', ') + (ids.length > 10 ? ` and ${ids.length - 10} more` : '');

/** Kinds of a whole failed call that a plain retry may cure. */
const RETRYABLE_CALL = new Set(['transport', 'retryable', 'system', 'outcome-unknown', 'busy']);

/** One entry's outcome as the seller reads it. */
const entryOf = (w: StoredWaybill, o: RecycleOutcomeInput, callError: unknown): RecycleEntry => {
  const base = { id: w.id, waybillCode: w.waybillCode, orderSn: w.orderSn };
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

export const createWaybillRecycle = ({ ledger, gateway, emit }: WaybillRecycleDeps): WaybillRecycle => {
  const found = async (requested: number[]): Promise<Map<number, StoredWaybill>> => {
    const waybills = new Map((await ledger.getWaybills(requested)).map((w) => [w.id, w]));
    const missing = requested.filter((id) => !waybills.has(id));
    if (missing.length > 0) {
      throw new DeskError('not-found', `Not in the ledger: waybill id ${listed(missing)}.`, { field: 'ids' });
    }
    return waybills;
  };

  return {
    async plan(ids) {
      const waybills = [...(await found([...new Set(ids)])).values()];
      const live = waybills.filter((w) => w.status === 'live');
      return {
        live: live.length,
        calls: recycleCalls(live).length,
        alreadyVoid: waybills
          .filter((w) => w.status === 'recycled')
          .map((w) => ({ id: w.id, waybillCode: w.waybillCode, orderSn: w.orderSn })),
      };
    },

    async recycle(ids) {
      const requested = [...new Set(ids)];
      const waybills = await found(requested);
      const entries = new Map<number, RecycleEntry>();
      const live: StoredWaybill[] = [];
      for (const w of waybills.values()) {
        // Already void: nothing to send, nothing to charge.
        if (w.status === 'recycled') {
          entries.set(w.id, entryOf(w, { id: w.id, ok: false, errorMsg: 'waybill already recycled' }, null));
        } else live.push(w);
      }
      let charged = 0;
      const progress = () => {
        const all = [...entries.values()];
        emit('recycle.progress', {
          done: all.length,
          total: requested.length,
          succeeded: all.filter((o) => o.ok).length,
          failed: all.filter((o) => o.result === 'failed').length,
          queued: gateway.queueDepth('recycleWaybills'),
        });
      };

      const running = recycleCalls(live).map(async (call) => {
        let outcomes: RecycleOutcomeInput[];
        let callError: unknown = null;
        try {
          const result = await gateway.call('recycleWaybills', { params: recycleParams(call) });
          charged += result.withholding_money;
          outcomes = outcomesOf(call, result.result);
        } catch (error) {
          // A whole call that fails fails its entries, with its words; the other calls go on.
          callError = error;
          const msg = error instanceof Error ? error.message : String(error);
          outcomes = call.map((w) => ({ id: w.id, ok: false, errorMsg: msg }));
        }
        await ledger.recordRecycleOutcomes(outcomes);
        call.forEach((w, i) => {
          const o = outcomes[i] ?? { id: w.id, ok: false, errorMsg: null };
          entries.set(w.id, entryOf(w, o, callError));
        });
        emit('changed', {
          topic: 'ledger',
          // A merged waybill frees every order of its group.
          keys: { orderSns: [...new Set(call.flatMap((w) => w.orderSns))], waybillIds: call.map((w) => w.id) },
        });
        progress();
      });
      progress();
      await Promise.all(running);

      const list = requested.map((id) => entries.get(id) as RecycleEntry);
      return {
        requested: requested.length,
        succeeded: list.filter((o) => o.result === 'recycled').length,
        alreadyVoid: list.filter((o) => o.result === 'already-void').length,
        failed: list.filter((o) => o.result === 'failed').length,
        outcomes: list,
        charged,
      };
    },
  };
};
