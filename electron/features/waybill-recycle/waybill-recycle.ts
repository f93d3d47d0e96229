import type { RecyclePlan, RecycleRunOutcome } from '../../../shared/ipc/channels/waybills';
import type { z } from 'zod';
import type { Ledger } from '../ledger';
import { recycleCalls } from './recycle-calls';
import { foundWaybills, recycleWaybills, type RecycleDeps } from './recycle-run';

/*
 * waybills.recycle: cancels live waybills at the carrier in calls of ≤ 100 (R1), all handed to the throttled
 * client at once (it keeps them within 10 calls/s), with progress as each call answers. Each entry's outcome is
 * recorded as it arrives; a call that fails fails only its own entries. Waybills void already are not sent and
 * are reported as such, not as failures (recycle-run.ts).
 */

type WaybillRecycleDeps = RecycleDeps;

export interface WaybillRecycle {
  /** What a recycle would do (ledger only, free): the confirm dialog's figures. */
  plan(ids: number[]): Promise<z.infer<typeof RecyclePlan>>;
  recycle(ids: number[]): Promise<RecycleRunOutcome>;
}

async function recyclePlan(ledger: Ledger, ids: number[]): Promise<z.infer<typeof RecyclePlan>> {
  const waybills = [...(await foundWaybills(ledger, [...new Set(ids)])).values()];
  const live = waybills.filter((w) => w.status === 'live');
  return {
    live: live.length,
    calls: recycleCalls(live).length,
    alreadyVoid: waybills
      .filter((w) => w.status === 'recycled')
      .map((w) => ({ id: w.id, waybillCode: w.waybillCode, orderSn: w.orderSn })),
  };
}

export const createWaybillRecycle = (deps: WaybillRecycleDeps): WaybillRecycle => ({
  plan: (ids) => recyclePlan(deps.ledger, ids),
  recycle: (ids) => recycleWaybills(deps, ids),
});
