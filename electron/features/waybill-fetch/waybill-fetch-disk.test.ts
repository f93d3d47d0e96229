import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountState } from '../../../shared/testing/sandbox-harness';
import { fetchInput, seeOrders } from '../../testing/desk-test-harness';
import { fillDisk, smallDiskDeskPerTest } from '../../testing/small-disk-desk';

/*
 * A disk nearly full, on a real small tmpfs: the desk must not pay before it knows it can
 * record, and if recording still fails, the seller must hear that the gateway issued N waybills.
 */

const small = smallDiskDeskPerTest();

/**
 * A desk on a 2 MB disk that leaves the room check to the ledger (minFreeBytes 0), `count` orders seen, the disk
 * filled until about `leave` bytes are left, then a fetch of those orders that must be refused: its error and the
 * sandbox account before and after; null when no small disk can be mounted here.
 */
const fetchOnFullDisk = async (count: number, leave: number, skip: () => void) => {
  const disk = small.mount(2048, skip);
  if (!disk) return null;
  const desk = await small.start({ dataDir: join(disk.dir, 'desk'), orders: 20, minFreeBytes: 0 });
  const sns = await seeOrders(desk, count);
  fillDisk(disk.dir, leave);
  const before = await accountState(desk.sandbox.url, desk.token);
  const result = await desk.raw('waybills.fetch', fetchInput(desk, sns));
  if (result.ok) throw new Error('the fetch was not refused');
  const after = await accountState(desk.sandbox.url, desk.token);
  return { desk, error: result.error, before, after };
};

describe('a fetch on a disk nearly full', () => {
  it('is refused before anything is sent when the answer could not be recorded: nothing charged, no intent', async (context) => {
    const disk = small.mount(4096, () => context.skip());
    if (!disk) return;
    // 4 MB holds the ledger, but not the 8 MB the desk keeps free to record an answer.
    const dataDir = join(disk.dir, 'desk');
    const desk = await small.start({ dataDir, orders: 20 });
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
    const refused = await fetchOnFullDisk(3, 40 * 1024, () => context.skip());
    if (!refused) return;
    const { error, before, after } = refused;
    expect(after.waybillsIssued - before.waybillsIssued).toBe(3);
    expect(error).toMatchObject({ kind: 'not-recorded', issued: 3 });
    expect(error.msg).toMatch(/The gateway issued 3 waybill\(s\) and charged for them/);
    expect(error.msg).toMatch(/database or disk is full/);
    expect(error.msg).toMatch(/stays open/);
  });

  it('when not even the intent can be written, nothing is sent and the seller is told so', async (context) => {
    const refused = await fetchOnFullDisk(2, 4 * 1024, () => context.skip());
    if (!refused) return;
    const { desk, error, before, after } = refused;
    expect(error.kind).toBe('disk-full');
    expect(error.msg).toMatch(/nothing was sent and nothing was charged/);
    expect([after.points, after.waybillsIssued]).toEqual([before.points, before.waybillsIssued]);
    expect(desk.calls.filter((c) => c.path.endsWith('/gcswb'))).toHaveLength(0);
  });
});
