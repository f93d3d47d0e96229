import { beforeAll, describe, expect, it, vi } from 'vitest';
import { operator } from '../../../sandbox/testing/test-support';
import { MERGE_RECEIVER } from '../../../shared/testing/sold-order-samples';
import { presetScanProfile } from '../../../shared/scan/scan-profile';
import { startSuiteDesk } from '../../testing/suite-desk';
import { scanAt } from '../../testing/scan-station-kit';
import { defaultSenderFetch } from '../../../shared/testing/default-sender-fetch';

/*
 * What the scan station must never do with a scanner's habits and a ledger's history: print a label that is not the
 * scanned order's, print a double-read twice, miss a number typed in full width or lower case, hide whether a failed
 * fetch may have been charged, or reprint a recycled (void) waybill.
 */

const desk = startSuiteDesk({ orders: 10 });
const stamp = Date.now().toString().slice(-6);
const sn = (name: string) => `2611${stamp}-${name}`;
const A = sn('00000001');
const B = sn('00000002');
const plain = [3, 4, 5, 6, 7, 8].map((i) => sn(String(i).padStart(8, '0')));

const fetchCalls = () => desk.calls.filter((c) => c.path.endsWith('/gcswb')).length;
const scanned = scanAt(desk);
const waybill = async (code: string) =>
  (await desk.call('waybills.list', { filter: { text: code } })).rows.find((w) => w.waybillCode === code)!;
const fault = (rule: Record<string, unknown>) => operator(desk.sandbox.url, 'POST', '/sandbox/faults', rule);
const fetchAlone = async (orderSns: string[], merges: string[][] = []) => {
  const out = await desk.call(
    'waybills.fetch',
    defaultSenderFetch(desk.core.services.settings.get(), orderSns, merges),
  );
  return out.results[0]!;
};

beforeAll(async () => {
  await operator(desk.sandbox.url, 'POST', '/sandbox/orders', {
    owner_id: desk.core.services.settings.get().ownerId,
    orders: [
      { order_sn: A, order_status: 1, goods_name: 'Apple crate', ...MERGE_RECEIVER },
      { order_sn: B, order_status: 1, goods_name: 'Banana box', ...MERGE_RECEIVER },
      ...plain.map((order_sn) => ({ order_sn, order_status: 1 })),
    ],
  });
  expect((await desk.call('orders.sync', { confirmPoints: 10 })).complete).toBe(true);
  const s = desk.core.services.settings.get();
  desk.core.services.settings.update({ scanProfile: presetScanProfile(s), scanRepeatSeconds: 0 });
});

describe('scan station guards', () => {
  it("a merged waybill's card lists every order's goods; once recycled, its orders' new waybills are theirs alone", async () => {
    const merged = await fetchAlone([A, B], [[A, B]]);
    const onMerged = await scanned(A);
    expect(onMerged).toMatchObject({ action: 'reprint', waybillCodes: [merged.waybillCode] });
    expect(onMerged.goods).toContain('Apple crate');
    expect(onMerged.goods).toContain('Banana box');

    await desk.call('waybills.recycle', { ids: [merged.waybillId!] });
    const alone = await fetchAlone([B]);
    const before = await waybill(alone.waybillCode!);
    const fetches = fetchCalls();
    // B's new label carries B's goods and number only: scanning A must not print it.
    const scan = await scanned(A);
    expect(scan).toMatchObject({ state: 'refused', reason: 'parcel-waybill', waybillIds: [] });
    expect(scan.waybillCodes).toEqual([alone.waybillCode]);
    expect(fetchCalls()).toBe(fetches);
    const after = await waybill(alone.waybillCode!);
    expect(after.dialogCount + after.printedCount).toBe(before.dialogCount + before.printedCount);
  });

  it('the same code again within the repeat window is one scan; after it, a reprint', async () => {
    desk.core.services.settings.update({ scanRepeatSeconds: 60 });
    try {
      const first = await scanned(plain[0]!);
      expect(first).toMatchObject({ state: 'dialog', action: 'fetch' });
      const again = desk.core.services.scanStation.submit(plain[0]!);
      expect(again.seq).toBe(first.seq);
      await desk.core.services.scanStation.idle();
      const w = await waybill(first.waybillCodes[0]!);
      expect(w.dialogCount).toBe(1);
    } finally {
      desk.core.services.settings.update({ scanRepeatSeconds: 0 });
    }
    const later = await scanned(plain[0]!);
    expect(later).toMatchObject({ state: 'dialog', action: 'reprint' });
  });

  it('a refused scan is worked again at once: the seller may just have fixed its cause', async () => {
    desk.core.services.settings.update({ scanRepeatSeconds: 60 });
    try {
      const refused = await scanned('999999-000000000404');
      expect(refused).toMatchObject({ state: 'refused', reason: 'unknown' });
      expect((await scanned('999999-000000000404')).seq).toBe(refused.seq + 1);
    } finally {
      desk.core.services.settings.update({ scanRepeatSeconds: 0 });
    }
  });

  it('full-width digits and hyphens, and a lower-case waybill code, are the same numbers', async () => {
    const fullWidth = [...plain[1]!].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    expect(fullWidth).not.toBe(plain[1]);
    const first = await scanned(fullWidth);
    expect(first).toMatchObject({ code: plain[1], state: 'dialog', action: 'fetch', orderSn: plain[1] });
    const lower = await scanned(first.waybillCodes[0]!.toLowerCase());
    expect(lower).toMatchObject({ state: 'dialog', action: 'reprint', waybillIds: first.waybillIds });
  });

  it('a lost answer is "outcome unknown, may be charged"; a refused call is a plain failure, nothing charged', async () => {
    await fault({ endpoint: 'fetchWaybills', drop: true, times: 1 });
    const lost = await scanned(plain[2]!);
    expect(lost).toMatchObject({ state: 'failed', reason: 'fetch-unknown', errorKind: 'outcome-unknown' });
    await fault({ endpoint: 'fetchWaybills', code: 200, times: 1 });
    const refused = await scanned(plain[3]!);
    expect(refused).toMatchObject({
      state: 'failed',
      reason: 'fetch-failed',
      errorKind: 'system',
      charged: 0,
    });
    // The lost one is never sent again by itself: a rescan is refused until the seller settles it.
    const fetches = fetchCalls();
    expect(await scanned(plain[2]!)).toMatchObject({ state: 'refused', reason: 'outcome-unknown' });
    expect(fetchCalls()).toBe(fetches);
  });

  it('a recycled waybill is void: its row is marked, and a reprint of it is refused without printing', async () => {
    const printed = await scanned(plain[4]!);
    expect(printed).toMatchObject({ state: 'dialog', voided: false });
    await desk.call('waybills.recycle', { ids: printed.waybillIds });
    // The recycle's change notice marks the row (it arrives after the recycle answers).
    await vi.waitFor(async () => {
      const row = (await desk.call('scan.status', {})).entries.find((e) => e.seq === printed.seq)!;
      expect(row.voided).toBe(true);
    });
    const before = await waybill(printed.waybillCodes[0]!);
    const refused = await desk.call('scan.reprint', { seq: printed.seq });
    expect(refused).toMatchObject({ state: 'refused', reason: 'reprint-recycled', voided: true });
    const after = await waybill(printed.waybillCodes[0]!);
    expect(after.dialogCount + after.printedCount).toBe(before.dialogCount + before.printedCount);
  });
});
