import { openSync, closeSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { IpcError } from '../../../shared/ipc/errors';
import { accountState } from '../../../shared/testing/sandbox-harness';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../../testing/desk-test-harness';
import { mountSmallDisk, type SmallDisk } from '../../testing/tmpfs';
import { freeBytes } from '../../storage/data-dir';

/*
 * A disk nearly full, on a real small tmpfs: the desk must not pay before it knows it can
 * record, and if recording still fails, the seller must hear that the gateway issued N waybills.
 */

let disk: SmallDisk | null = null;
let desk: TestDesk | null = null;
afterEach(async () => {
  await desk?.close();
  desk = null;
  disk?.remove();
  disk = null;
});

const smallDisk = (kib: number, skip: () => void): SmallDisk | null => {
  const mounted = mountSmallDisk(kib);
  if ('reason' in mounted) {
    console.log(`skipped: ${mounted.reason}`);
    skip();
    return null;
  }
  return mounted;
};

const fetchRefusal = async (d: TestDesk, input: unknown): Promise<IpcError> => {
  const result = await d.raw('waybills.fetch', input);
  if (result.ok) throw new Error('the fetch was not refused');
  return result.error;
};

/** Fills the disk until about `leave` bytes are left for this user. */
const fillDisk = (dir: string, leave: number) => {
  const fd = openSync(join(dir, 'filler'), 'w');
  const chunk = Buffer.alloc(4096, 1);
  try {
    for (let left = freeBytes(dir) - leave; left > 0; left -= chunk.length) writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
};

/**
 * A desk on a 2 MB disk that leaves the room check to the ledger (minFreeBytes 0), `count` orders seen, then the
 * disk filled until about `leave` bytes are left; the orders, or null when no small disk can be mounted here.
 */
const ordersOnFullDisk = async (count: number, leave: number, skip: () => void): Promise<string[] | null> => {
  disk = smallDisk(2048, skip);
  if (!disk) return null;
  desk = await startTestDesk({ dataDir: join(disk.dir, 'desk'), orders: 20, minFreeBytes: 0 });
  const sns = await seeOrders(desk, count);
  fillDisk(disk.dir, leave);
  return sns;
};

describe('a fetch on a disk nearly full', () => {
  it('is refused before anything is sent when the answer could not be recorded: nothing charged, no intent', async (context) => {
    disk = smallDisk(4096, () => context.skip());
    if (!disk) return;
    // 4 MB holds the ledger, but not the 8 MB the desk keeps free to record an answer.
    const dataDir = join(disk.dir, 'desk');
    desk = await startTestDesk({ dataDir, orders: 20 });
    const before = await accountState(desk.sandbox.url, desk.token);
    for (const [channel, input] of [
      ['orders.page', { page: 0, pageSize: 20 }],
      ['waybills.fetch', fetchInput(desk, ['any-order'])],
      ['coupons.lookup', { by: 'ids', itemId: '1', activityId: '2' }],
    ] as const) {
      const result = await desk.raw(channel, input);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.kind).toBe('disk-full');
      expect(result.error.msg).toContain(`The disk of the data folder ${dataDir} has`);
    }
    const after = await accountState(desk.sandbox.url, desk.token);
    expect(after.points).toBe(before.points);
    expect(desk.calls).toHaveLength(0);
  });

  it('with room checked but the write failing, the seller hears how many were issued and the intent stays open', async (context) => {
    // About 40 KB left: the intent fits (measured: from 24 KB), the three waybills with their print data do not.
    const sns = await ordersOnFullDisk(3, 40 * 1024, () => context.skip());
    if (!sns || !desk) return;
    const before = await accountState(desk.sandbox.url, desk.token);
    const error = await fetchRefusal(desk, fetchInput(desk, sns));
    const after = await accountState(desk.sandbox.url, desk.token);
    expect(after.waybillsIssued - before.waybillsIssued).toBe(3);
    expect(error).toMatchObject({ kind: 'not-recorded', issued: 3 });
    expect(error.msg).toMatch(/The gateway issued 3 waybill\(s\) and charged for them/);
    expect(error.msg).toMatch(/database or disk is full/);
    expect(error.msg).toMatch(/stays open/);
  });

  it('when not even the intent can be written, nothing is sent and the seller is told so', async (context) => {
    const sns = await ordersOnFullDisk(2, 4 * 1024, () => context.skip());
    if (!sns || !desk) return;
    const before = await accountState(desk.sandbox.url, desk.token);
    const error = await fetchRefusal(desk, fetchInput(desk, sns));
    expect(error.kind).toBe('disk-full');
    expect(error.msg).toMatch(/nothing was sent and nothing was charged/);
    const after = await accountState(desk.sandbox.url, desk.token);
    expect([after.points, after.waybillsIssued]).toEqual([before.points, before.waybillsIssued]);
    expect(desk.calls.filter((c) => c.path.endsWith('/gcswb'))).toHaveLength(0);
  });
});
