import type { RecycleEntry, RecycleRunOutcome } from '../../../shared/ipc/channels/waybills';
import { DeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import type { GatewayService } from '../gateway';
import type { Ledger, RecycleOutcomeInput, StoredWaybill } from '../ledger';
import { isGatewayError } from '../../../shared/api/errors';
import { byOwner, outcomesOf, recycleCalls, recycleParams } from './recycle-calls';
import { entryOf } from './recycle-entry';

/*
 * One recycle run: every call handed to the throttled client at once, each call's outcomes recorded and told as
 * it answers; a call that fails fails only its own entries.
 */

export interface RecycleDeps {
  ledger: Ledger;
  gateway: GatewayService;
  emit: Emit;
}

/** What the run's calls share: the entries answered so far and what the answers charged. */
interface RunState {
  requested: number[];
  entries: Map<number, RecycleEntry>;
  charged: number;
}

const listed = (ids: number[]): string =>
  ids.slice(0, 10).join(', ') + (ids.length > 10 ? ` and ${ids.length - 10} more` : '');

/** The waybills asked for, every one of them in the ledger (else refused, naming the ids). */
export async function foundWaybills(
  ledger: Ledger,
  requested: number[],
): Promise<Map<number, StoredWaybill>> {
  const waybills = new Map((await ledger.getWaybills(requested)).map((w) => [w.id, w]));
  const missing = requested.filter((id) => !waybills.has(id));
  if (missing.length > 0) {
    throw new DeskError('not-found', `Not in the ledger: waybill id ${listed(missing)}.`, { field: 'ids' });
  }
  return waybills;
}

function progress({ emit, gateway }: RecycleDeps, { entries, requested }: RunState): void {
  const all = [...entries.values()];
  emit('recycle.progress', {
    done: all.length,
    total: requested.length,
    succeeded: all.filter((o) => o.ok).length,
    failed: all.filter((o) => o.result === 'failed').length,
    queued: gateway.queueDepth('recycleWaybills'),
  });
}

/**
 * A call of several shops refused as a whole for a shop the token is not authorized for (302: nothing recycled,
 * nothing charged) is sent again one shop a call, so only that shop's waybills fail.
 */
const refusedForAShop = (error: unknown, call: StoredWaybill[]): boolean =>
  isGatewayError(error) && error.code === 302 && byOwner(call).length > 1;

/** One call of ≤ 100: sent, its outcomes recorded as they arrive, told to the screens. */
async function recycleCall(deps: RecycleDeps, state: RunState, call: StoredWaybill[]): Promise<void> {
  let outcomes: RecycleOutcomeInput[];
  let callError: unknown = null;
  try {
    const result = await deps.gateway.call('recycleWaybills', { params: recycleParams(call) });
    state.charged += result.withholding_money;
    outcomes = outcomesOf(call, result.result);
  } catch (error) {
    if (refusedForAShop(error, call)) {
      await Promise.all(byOwner(call).map((shopCall) => recycleCall(deps, state, shopCall)));
      return;
    }
    // A whole call that fails fails its entries, with its words; the other calls go on.
    callError = error;
    const msg = error instanceof Error ? error.message : String(error);
    outcomes = call.map((w) => ({ id: w.id, ok: false, errorMsg: msg }));
  }
  await deps.ledger.recordRecycleOutcomes(outcomes);
  call.forEach((w, i) => {
    const o = outcomes[i] ?? { id: w.id, ok: false, errorMsg: null };
    state.entries.set(w.id, entryOf(w, o, callError));
  });
  deps.emit('changed', {
    topic: 'ledger',
    // A merged waybill frees every order of its group.
    keys: { orderSns: [...new Set(call.flatMap((w) => w.orderSns))], waybillIds: call.map((w) => w.id) },
  });
  progress(deps, state);
}

const summaryOf = ({ requested, entries, charged }: RunState): RecycleRunOutcome => {
  const list = requested.map((id) => entries.get(id) as RecycleEntry);
  return {
    requested: requested.length,
    succeeded: list.filter((o) => o.result === 'recycled').length,
    alreadyVoid: list.filter((o) => o.result === 'already-void').length,
    failed: list.filter((o) => o.result === 'failed').length,
    outcomes: list,
    charged,
  };
};

export async function recycleWaybills(deps: RecycleDeps, ids: number[]): Promise<RecycleRunOutcome> {
  const state: RunState = { requested: [...new Set(ids)], entries: new Map(), charged: 0 };
  const waybills = await foundWaybills(deps.ledger, state.requested);
  const live: StoredWaybill[] = [];
  for (const w of waybills.values()) {
    // Already void: nothing to send, nothing to charge.
    if (w.status === 'recycled') {
      state.entries.set(
        w.id,
        entryOf(w, { id: w.id, ok: false, errorMsg: 'waybill already recycled' }, null),
      );
    } else live.push(w);
  }
  const running = recycleCalls(live).map((call) => recycleCall(deps, state, call));
  progress(deps, state);
  await Promise.all(running);
  return summaryOf(state);
}
