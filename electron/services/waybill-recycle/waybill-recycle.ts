import type { RecycleRunOutcome } from '../../../shared/ipc/channels/waybills';
import { DeskError } from '../../core/desk-error';
import type { Emit } from '../../core/desk-events';
import type { GatewayService } from '../gateway';
import type { Ledger, RecycleOutcomeInput, StoredWaybill } from '../ledger/ledger-types';
import { outcomesOf, recycleCalls, recycleParams } from './recycle-calls';

/*
 * waybills.recycle: cancels live waybills at the carrier in calls of ≤ 100 (R1), all handed to the throttled
 * client at once (it keeps them within 10 calls/s), with progress as each call answers. Each entry's outcome is
 * recorded as it arrives; a call that fails fails only its own entries.
 */

export interface WaybillRecycleDeps {
  ledger: Ledger;
  gateway: GatewayService;
  emit: Emit;
}

export interface WaybillRecycle {
  recycle(ids: number[]): Promise<RecycleRunOutcome>;
}

const listed = (ids: number[]): string =>
  ids.slice(0, 10).join(', ') + (ids.length > 10 ? ` and ${ids.length - 10} more` : '');

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
    async recycle(ids) {
      const requested = [...new Set(ids)];
      const waybills = await found(requested);
      const outcomes = new Map<number, RecycleOutcomeInput>();
      const live: StoredWaybill[] = [];
      for (const w of waybills.values()) {
        // Already void: nothing to send, nothing to charge.
        if (w.status === 'recycled')
          outcomes.set(w.id, { id: w.id, ok: false, errorMsg: 'already recycled' });
        else live.push(w);
      }
      let charged = 0;
      const progress = () => {
        const all = [...outcomes.values()];
        emit('recycle.progress', {
          done: all.length,
          total: requested.length,
          succeeded: all.filter((o) => o.ok).length,
          failed: all.filter((o) => !o.ok).length,
          queued: gateway.queueDepth('recycleWaybills'),
        });
      };

      const running = recycleCalls(live).map(async (call) => {
        let entries: RecycleOutcomeInput[];
        try {
          const result = await gateway.call('recycleWaybills', { params: recycleParams(call) });
          charged += result.withholding_money;
          entries = outcomesOf(call, result.result);
        } catch (error) {
          // A whole call that fails fails its entries, with its words; the other calls go on.
          const msg = error instanceof Error ? error.message : String(error);
          entries = call.map((w) => ({ id: w.id, ok: false, errorMsg: msg }));
        }
        await ledger.recordRecycleOutcomes(entries);
        for (const entry of entries) outcomes.set(entry.id, entry);
        emit('ledger.changed', {
          reason: 'recycle',
          orderSns: [...new Set(call.map((w) => w.orderSn))],
          waybillIds: call.map((w) => w.id),
          charges: false,
        });
        progress();
      });
      progress();
      await Promise.all(running);

      const list = requested.map((id) => {
        const o = outcomes.get(id) ?? { id, ok: false, errorMsg: 'not attempted' };
        return {
          id,
          waybillCode: waybills.get(id)?.waybillCode ?? '',
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
  };
};
