import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerBackends, type OpenedLedger } from '../../../testing/ledger-backends';
import { recordFetch } from '../../../testing/ledger-test-kit';
import { openPrintQueueStore } from './open-print-queue-store';
import type { PrintQueueStore } from './print-queue-store';

/*
 * The print queue store's contract, on every ledger backend: jobs kept with their bytes and waybill, claimed in
 * order one at a time, settled by state; a retry re-queues only what the printer never took; a stopped desk's
 * jobs on the wire become "may have printed"; everything survives a reopen.
 */

const T0 = Date.UTC(2026, 10, 1, 4, 0, 0);
const A = 'socket://10.0.0.5:9100?language=tspl&dpi=203';
const B = 'socket://10.0.0.6:9100?language=zpl&dpi=203';
/** A summary's desk fields for this desk's own queue. */
const OWN = { desk: 'desk 1', mine: true, deskGone: false };
const bytesOf = (text: string) => ({ language: 'tspl' as const, bytes: new TextEncoder().encode(text) });

describe.each(ledgerBackends())('print queue store contract ($name)', (backend) => {
  let opened: OpenedLedger;
  let store: PrintQueueStore;
  let ids: number[];
  let clock = T0;

  beforeEach(async () => {
    clock = T0;
    opened = await backend.open({ now: () => clock });
    store = openPrintQueueStore(opened.ledger.connection);
    const waybills = await recordFetch(opened.ledger, [
      { orderSn: 'PQ-1', waybillCode: 'YT100001' },
      { orderSn: 'PQ-2', waybillCode: 'YT100002' },
    ]);
    ids = waybills.map((w) => w.id);
  });
  afterEach(async () => {
    await opened.destroy();
  });

  const enqueueThree = () =>
    store.enqueue(A, [
      { waybillId: ids[0] ?? 0, copy: 1, job: bytesOf('label 1 copy 1') },
      { waybillId: ids[0] ?? 0, copy: 2, job: bytesOf('label 1 copy 2') },
      { waybillId: ids[1] ?? 0, copy: 1, job: bytesOf('label 2 copy 1') },
    ]);

  it('keeps every job with its waybill, copy, connection, bytes as sent, state, times and desk', async () => {
    const [first] = await enqueueThree();
    const job = await store.job(first ?? 0);
    expect(job).toMatchObject({
      waybillId: ids[0],
      copy: 1,
      connection: A,
      language: 'tspl',
      state: 'queued',
      attempts: 0,
      accepted: false,
      error: null,
      createdAt: T0,
      updatedAt: T0,
      desk: 'desk 1',
    });
    expect(new TextDecoder().decode(job?.bytes)).toBe('label 1 copy 1');
    const views = await store.jobs(A, ['queued'], 10);
    expect(views.map((v) => [v.waybillCode, v.copy, v.bytesLength])).toEqual([
      ['YT100001', 1, 14],
      ['YT100001', 2, 14],
      ['YT100002', 1, 14],
    ]);
  });

  it('claims jobs in order, one at a time, marking the accepted one sent in the same step', async () => {
    const enqueued = await enqueueThree();
    const first = await store.claimNext(A, null);
    expect(first).toMatchObject({ id: enqueued[0], state: 'sending', attempts: 1 });
    clock += 5;
    const second = await store.claimNext(A, first?.id ?? null);
    expect(second?.id).toBe(enqueued[1]);
    expect(await store.job(first?.id ?? 0)).toMatchObject({ state: 'sent', updatedAt: T0 + 5 });
    const done = await store.markDone([first?.id ?? 0, second?.id ?? 0]);
    // Only a sent job is confirmed done: the one still sending is not.
    expect(done.map((j) => j.id)).toEqual([first?.id]);
    expect(await store.markDone([first?.id ?? 0])).toEqual([]);
    expect(await store.claimNext(B, null)).toBeNull();
    // Stopping: the job on the wire is marked sent and nothing more is claimed.
    await store.markSent(second?.id ?? 0);
    expect(await store.job(second?.id ?? 0)).toMatchObject({ state: 'sent' });
    expect(await store.job(enqueued[2] ?? 0)).toMatchObject({ state: 'queued' });
    // Many at once, by id, without their bytes; an unknown id is left out.
    const states = await store.jobsByIds([enqueued[2] ?? 0, 999_999, enqueued[0] ?? 0]);
    expect(states.map((j) => [j.id, j.state])).toEqual([
      [enqueued[0], 'done'],
      [enqueued[2], 'queued'],
    ]);
    expect(states.every((j) => !('bytes' in j))).toBe(true);
  });

  it('counts each connection and names its newest failure', async () => {
    const [a1, a2] = await enqueueThree();
    await store.enqueue(B, [{ waybillId: ids[1] ?? 0, copy: 1, job: bytesOf('b') }]);
    await store.claimNext(A, null);
    clock += 10;
    await store.markFailed([a1 ?? 0], { kind: 'refused', message: 'connection refused', accepted: false });
    const summaries = await store.summaries();
    expect(summaries).toEqual([
      {
        connection: A,
        ...OWN,
        queued: 2,
        inFlight: 0,
        failed: 1,
        mayHavePrinted: 0,
        lastError: { kind: 'refused', message: 'connection refused', at: T0 + 10 },
      },
      { connection: B, ...OWN, queued: 1, inFlight: 0, failed: 0, mayHavePrinted: 0, lastError: null },
    ]);
    expect(a2).toBeGreaterThan(a1 ?? 0);
  });

  it('a retry re-queues only the jobs the printer never took, ahead of the rest', async () => {
    const [j1, j2, j3] = await enqueueThree();
    await store.claimNext(A, null);
    await store.markFailed([j1 ?? 0], { kind: 'dropped', message: 'dropped mid-job', accepted: true });
    await store.claimNext(A, null);
    await store.markFailed([j2 ?? 0], { kind: 'refused', message: 'refused', accepted: false });
    expect(await store.requeueUnaccepted(A)).toBe(1);
    const next = await store.claimNext(A, null);
    expect(next?.id).toBe(j2);
    expect(next?.attempts).toBe(2);
    expect(await store.job(j1 ?? 0)).toMatchObject({ state: 'failed', accepted: true, errorKind: 'dropped' });
    expect((await store.claimNext(A, next?.id ?? null))?.id).toBe(j3);
  });

  it('moves what was not sent to another connection, in order, and cancels what is asked', async () => {
    const [j1] = await enqueueThree();
    await store.claimNext(A, null);
    await store.markFailed([j1 ?? 0], { kind: 'timeout', message: 'timed out', accepted: false });
    expect(await store.move(A, B)).toBe(3);
    expect(await store.summaries()).toEqual([
      { connection: B, ...OWN, queued: 3, inFlight: 0, failed: 0, mayHavePrinted: 0, lastError: null },
    ]);
    const moved = await store.jobs(B, ['queued'], 10);
    expect(moved.map((j) => j.copy)).toEqual([1, 2, 1]);
    expect(await store.cancel({ ids: [moved[0]?.id ?? 0] })).toBe(1);
    expect(await store.cancel({ connection: B })).toBe(2);
    expect(await store.summaries()).toEqual([]);
    expect(await store.claimNext(B, null)).toBeNull();
  });

  it('after a stop, jobs on the wire may have printed and wait for the seller; queued ones stay queued', async () => {
    const [j1, j2, j3] = await enqueueThree();
    const sending = await store.claimNext(A, null);
    await store.claimNext(A, sending?.id ?? null);
    const reopened = await opened.reopen();
    store = openPrintQueueStore(reopened.connection);
    expect(await store.settleStopped()).toBe(2);
    // j1: the printer took every byte, only its confirmation was missing; j2: cut off while being sent.
    expect(await store.job(j1 ?? 0)).toMatchObject({
      state: 'failed',
      accepted: true,
      errorKind: 'stopped-sent',
    });
    expect(await store.job(j2 ?? 0)).toMatchObject({ state: 'failed', accepted: true, errorKind: 'stopped' });
    expect(await store.summaries()).toMatchObject([
      { connection: A, desk: 'desk 1', mine: true, deskGone: false, mayHavePrinted: 2, queued: 1 },
    ]);
    // A retry never re-sends them; the queued one continues.
    expect(await store.requeueUnaccepted(A)).toBe(0);
    expect((await store.claimNext(A, null))?.id).toBe(j3);
    // The seller decides: one is reprinted (queued again), the other marked printed (done).
    expect(await store.reprint([j1 ?? 0])).toBe(1);
    expect((await store.markPrinted([j2 ?? 0])).map((j) => j.id)).toEqual([j2]);
    expect(await store.markPrinted([j2 ?? 0])).toEqual([]);
    expect(await store.job(j1 ?? 0)).toMatchObject({ state: 'queued', accepted: false, error: null });
  });
});
