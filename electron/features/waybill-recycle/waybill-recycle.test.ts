import { beforeAll, describe, expect, it } from 'vitest';
import { createSellerToolsClient } from '../../../shared/api/client';
import { accountState, clearFaults, injectFault } from '../../../shared/testing/sandbox-harness';
import type { Change, EventPayload } from '../../../shared/ipc/events';
import { fetchInput, seeOrders } from '../../testing/desk-test-harness';
import { startSuiteDesk } from '../../testing/suite-desk';
import type { StoredWaybill } from '../ledger/ledger-types';
import { recycleCalls } from './recycle-calls';

/* waybills.recycle against the sandbox: calls of ≤ 100 (R1), progress, each entry's outcome (R2) recorded. */

const desk = startSuiteDesk({ orders: 250 });
let orders: string[];

beforeAll(async () => {
  orders = await seeOrders(desk, 250);
}, 60_000);

/** Fetches a waybill for each order, 10 orders per call, all calls at once (the client throttles them). */
const fetchAll = async (sns: string[], confirmDuplicate = false): Promise<number[]> => {
  const groups = Array.from({ length: Math.ceil(sns.length / 10) }, (_, i) => sns.slice(i * 10, i * 10 + 10));
  const outcomes = await Promise.all(
    groups.map((g) => desk.call('waybills.fetch', fetchInput(desk, g, { confirmDuplicate }))),
  );
  return outcomes.flatMap((o) => o.results.map((r) => r.waybillId as number));
};

const recycleCallCount = () => desk.calls.filter((c) => c.path.endsWith('/ks-cancel-waybill')).length;
const progressEvents = () =>
  desk.events
    .filter((e) => e.event === 'recycle.progress')
    .map((e) => e.payload as EventPayload<'recycle.progress'>);

describe('waybills.recycle', () => {
  it('250 ids → 3 calls, progress after each, every outcome recorded', async () => {
    const ids = await fetchAll(orders);
    expect(ids).toHaveLength(250);
    const callsBefore = recycleCallCount();
    const eventsBefore = progressEvents().length;

    const run = await desk.call('waybills.recycle', { ids });

    expect(recycleCallCount() - callsBefore).toBe(3);
    expect(run).toMatchObject({ requested: 250, succeeded: 250, failed: 0, charged: 3 });
    const progress = progressEvents().slice(eventsBefore);
    expect(progress[0]).toMatchObject({ done: 0, total: 250 });
    // One event per call as it comes back: the steps are the calls' sizes, in whatever order they finished.
    const dones = progress.map((p) => p.done);
    const steps = dones.slice(1).map((d, i) => d - (dones[i] ?? 0));
    expect(steps.sort((a, b) => a - b)).toEqual([50, 100, 100]);
    expect(progress.at(-1)).toMatchObject({ done: 250, total: 250, succeeded: 250, failed: 0, queued: 0 });

    const recycled = await desk.call('waybills.list', { filter: { status: 'recycled' }, limit: 1000 });
    expect(recycled.total).toBe(250);
    expect((await accountState(desk.sandbox.url, desk.token)).waybillsRecycled).toBe(250);
    const told = desk.events.filter((e) => e.event === 'changed').map((e) => e.payload as Change);
    expect(told.filter((c) => c.topic === 'ledger').flatMap((c) => c.keys?.waybillIds ?? [])).toEqual(
      expect.arrayContaining(ids),
    );
    expect(told.some((c) => c.topic === 'charges')).toBe(true);

    // Asked again: already void, nothing is sent.
    const again = await desk.call('waybills.recycle', { ids: ids.slice(0, 5) });
    expect(again).toMatchObject({ succeeded: 0, alreadyVoid: 5, failed: 0, charged: 0 });
    expect(again.outcomes.every((o) => o.result === 'already-void' && !o.retryable)).toBe(true);
    expect(recycleCallCount() - callsBefore).toBe(3);
  }, 60_000);

  it('an entry the gateway refuses as already recycled is reported void already, and no longer live', async () => {
    const ids = await fetchAll(orders.slice(0, 20), true);
    const [victim] = await desk.core.services.ledger.getWaybills([ids[7] as number]);
    // Recycled behind the desk's back (another tool, another PC): the gateway will refuse it.
    const client = createSellerToolsClient({ baseUrl: desk.sandbox.url, token: desk.token });
    await client.recycleWaybills({
      params: [
        {
          wp_code: 'YTO',
          waybill_code: victim?.waybillCode as string,
          owner_id: 'demo-owner',
          platform: '1',
        },
      ],
    });

    const run = await desk.call('waybills.recycle', { ids });
    expect(run).toMatchObject({ requested: 20, succeeded: 19, alreadyVoid: 1, failed: 0 });
    const refused = run.outcomes.find((o) => !o.ok);
    expect(refused).toMatchObject({
      id: ids[7],
      waybillCode: victim?.waybillCode,
      orderSn: victim?.orderSn,
      result: 'already-void',
      reason: 'already-void',
      retryable: false,
    });
    expect(refused?.errorMsg).toMatch(/already recycled/);
    // The gateway's word that it is void wins over the ledger's belief that it was live.
    const row = (await desk.call('waybills.list', { filter: { text: victim?.waybillCode ?? '' } })).rows[0];
    expect(row).toMatchObject({ status: 'recycled', lastRecycleError: refused?.errorMsg });
  }, 60_000);

  it('a whole call that fails fails its entries with its message; the other calls go on', async () => {
    const ids = await fetchAll(orders.slice(50, 200), true);
    await injectFault(desk.sandbox.url, { endpoint: 'recycleWaybills', code: 200, times: 1 });
    let run;
    try {
      run = await desk.call('waybills.recycle', { ids });
    } finally {
      await clearFaults(desk.sandbox.url);
    }
    // Calls of 100 and 50: one of them met the fault.
    expect([100, 50]).toContain(run.failed);
    expect(run.succeeded).toBe(150 - run.failed);
    const failed = run.outcomes.filter((o) => !o.ok);
    expect(new Set(failed.map((o) => o.errorMsg))).toEqual(
      new Set(['System error, contact support (injected fault)']),
    );
    // A failed call may succeed when retried: offered as retryable, with its reason.
    expect(failed.every((o) => o.result === 'failed' && o.reason === 'call-failed' && o.retryable)).toBe(
      true,
    );
    const live = await desk.call('waybills.list', { filter: { status: 'live', text: '' }, limit: 5000 });
    expect(
      failed.every((f) => live.rows.some((r) => r.id === f.id && r.lastRecycleError === f.errorMsg)),
    ).toBe(true);
  }, 60_000);

  it('a plan counts what would really be sent: live ones, the calls, and the void ones apart', async () => {
    const ids = await fetchAll(orders.slice(200, 205), true);
    await desk.call('waybills.recycle', { ids: ids.slice(0, 2) });
    expect(await desk.call('waybills.recyclePlan', { ids })).toEqual({
      live: 3,
      calls: 1,
      alreadyVoid: expect.arrayContaining([
        expect.objectContaining({ id: ids[0] }),
        expect.objectContaining({ id: ids[1] }),
      ]) as unknown,
    });
  }, 60_000);

  it('refuses ids the ledger does not hold, naming them', async () => {
    const result = await desk.raw('waybills.recycle', { ids: [123_456_789] });
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-found', field: 'ids' } });
  });
});

describe('recycleCalls', () => {
  const waybill = (id: number, ownerId: string) => ({ id, ownerId }) as StoredWaybill;
  it('mixes the shops in calls of at most 100, each shop kept together', () => {
    const list = [
      ...Array.from({ length: 150 }, (_, i) => waybill(i + 1, 'a')),
      ...Array.from({ length: 30 }, (_, i) => waybill(1000 + i, 'b')),
    ];
    const calls = recycleCalls(list);
    expect(calls.map((c) => c.length)).toEqual([100, 80]);
    expect(calls.flat().map((w) => w.ownerId)).toEqual([
      ...Array<string>(150).fill('a'),
      ...Array<string>(30).fill('b'),
    ]);
  });
});
