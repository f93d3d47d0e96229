import { beforeAll, describe, expect, it } from 'vitest';
import { operator, stateOf } from '../../../sandbox/testing/test-support';
import { MERGE_RECEIVER } from '../../../shared/testing/sold-order-samples';
import { presetScanProfile } from '../../../shared/scan/scan-profile';
import { fetchInput } from '../../testing/desk-test-harness';
import { startSuiteDesk } from '../../testing/suite-desk';

/*
 * The pack check at the scan station, against the sandbox over HTTP: the label comes out only when every goods
 * of the order is scanned; a wrong or misread barcode prints nothing and spends nothing; an unknown barcode is
 * bound once and known at the next order; each check is recorded with its waybill.
 */

const desk = startSuiteDesk({ orders: 10 });
const TEA = { goods_name: '云南普洱熟茶 357克饼', goods_spec: '2021年 两饼装' };
const CUP = { goods_name: '白瓷茶杯', goods_spec: '6只装' };
const TEA_EAN = '6901234567892';
const CUP_EAN = '6920152400012';
let sns: Record<'tea2' | 'tea1' | 'cup' | 'mixed' | 'kept' | 'closed' | 'g1' | 'g2' | 'm1' | 'm2', string>;

const fetchCalls = () => desk.calls.filter((c) => c.path.endsWith('/gcswb')).length;
const check = (code: string) => desk.call('scan.check', { code });
const answer = (a: 'yes' | 'no' | 'hand') => desk.call('scan.checkAnswer', { answer: a });

beforeAll(async () => {
  const stamp = Date.now().toString(36).toUpperCase();
  const sn = (k: string) => `P${stamp}-${k}`;
  sns = {
    tea2: sn('TEA2'),
    tea1: sn('TEA1'),
    cup: sn('CUP'),
    mixed: sn('MIX'),
    kept: sn('KEPT'),
    closed: sn('CLOSED'),
    g1: sn('G1'),
    g2: sn('G2'),
    m1: sn('M1'),
    m2: sn('M2'),
  };
  const alone = (k: string) => ({ receiver_address: `解放路 ${k} 号`, receiver_name: `买家${k}` });
  await operator(desk.sandbox.url, 'POST', '/sandbox/orders', {
    owner_id: desk.core.services.settings.get().ownerId,
    orders: [
      { order_sn: sns.tea2, order_status: 1, ...TEA, goods_count: 2, ...alone('1') },
      { order_sn: sns.tea1, order_status: 1, ...TEA, goods_count: 1, ...alone('2') },
      { order_sn: sns.cup, order_status: 1, ...CUP, goods_count: 1, ...alone('3') },
      { order_sn: sns.mixed, order_status: 1, ...CUP, goods_count: 1, ...alone('4') },
      { order_sn: sns.kept, order_status: 1, ...TEA, goods_count: 2, ...alone('6') },
      { order_sn: sns.closed, order_status: 2, ...TEA, goods_count: 1, ...alone('5') },
      ...['g1', 'g2'].map((k) => ({
        order_sn: sns[k as 'g1' | 'g2'],
        order_status: 1,
        ...TEA,
        goods_count: 1,
        ...MERGE_RECEIVER,
        receiver_address: `鼓楼 ${stamp} 号`,
      })),
      // A merge group still to fetch: one buyer, one address, two orders.
      ...(['m1', 'm2'] as const).map((k) => ({
        order_sn: sns[k],
        order_status: 1,
        ...TEA,
        goods_count: 1,
        ...MERGE_RECEIVER,
        receiver_address: `玄武 ${stamp} 号`,
      })),
    ],
  });
  expect((await desk.call('orders.sync', { confirmPoints: 10 })).complete).toBe(true);
  const s = desk.core.services.settings.get();
  desk.core.services.settings.update({ scanProfile: presetScanProfile(s), packCheck: true });
});

describe('the pack check', () => {
  it('binds an unknown barcode on first scan, prints once when the count is reached, and records the check', async () => {
    const opened = await check(sns.tea2);
    expect(opened.check?.lines).toMatchObject([{ name: TEA.goods_name, spec: TEA.goods_spec, need: 2 }]);
    const before = fetchCalls();
    const asked = await check(TEA_EAN);
    expect(asked.check?.prompt).toEqual({ kind: 'bind', barcode: TEA_EAN, line: 0 });
    expect((await answer('yes')).check?.lines[0]?.scanned).toBe(1);
    expect(fetchCalls()).toBe(before);
    const done = await check(TEA_EAN);
    expect(done.check).toBeNull();
    expect(done.entry).toMatchObject({ state: 'dialog', action: 'fetch', orderSn: sns.tea2 });
    expect(fetchCalls()).toBe(before + 1);
    const ids = done.entry?.waybillIds ?? [];
    const checks = await desk.core.services.packStore.checksOf(ids);
    expect(checks.get(ids[0]!)).toMatchObject({
      orderSns: [sns.tea2],
      lines: [{ name: TEA.goods_name, need: 2, scanned: 2, byHand: 0 }],
      overrides: 0,
    });
    // The next order of the same goods knows the barcode: no question.
    await check(sns.tea1);
    const next = await check(TEA_EAN);
    expect(next.check).toBeNull();
    expect(next.entry).toMatchObject({ state: 'dialog', orderSn: sns.tea1 });
  });

  it('a goods barcode scanned after its label printed says so, never "unknown number"; other goods say they are goods', async () => {
    const before = fetchCalls();
    const again = await check(TEA_EAN);
    expect(again.check).toBeNull();
    expect(again.entry).toMatchObject({ state: 'refused', reason: 'goods-printed', orderSn: sns.tea1 });
    await desk.call('barcodes.bind', { barcode: CUP_EAN, name: CUP.goods_name, spec: CUP.goods_spec });
    const other = await check(CUP_EAN);
    expect(other.entry).toMatchObject({ state: 'refused', reason: 'goods-barcode', orderSn: null });
    await desk.call('barcodes.remove', { barcode: CUP_EAN });
    expect((await desk.call('scan.status', {})).entries.slice(0, 2).map((e) => e.code)).toEqual([
      CUP_EAN,
      TEA_EAN,
    ]);
    expect(fetchCalls()).toBe(before);
  });

  it('counts nothing and spends nothing for a wrong or misread barcode', async () => {
    await check(sns.cup);
    const before = fetchCalls();
    const wrong = await check(TEA_EAN);
    expect(wrong.check).toMatchObject({ note: 'wrong', lines: [{ scanned: 0 }] });
    const misread = await check('6920152400013');
    expect(misread.check).toMatchObject({ note: 'misread', prompt: null, lines: [{ scanned: 0 }] });
    expect(fetchCalls()).toBe(before);
    // Goods without a barcode: confirmed by hand, recorded as such.
    const byHand = await answer('hand');
    expect(byHand.entry).toMatchObject({ state: 'dialog', orderSn: sns.cup });
    const ids = byHand.entry?.waybillIds ?? [];
    expect((await desk.core.services.packStore.checksOf(ids)).get(ids[0]!)?.lines).toMatchObject([
      { scanned: 0, byHand: 1 },
    ]);
  });

  it('puts the open check aside while the check is switched off, and shows it again when switched on', async () => {
    await check(sns.kept);
    expect((await check(TEA_EAN)).check?.lines[0]?.scanned).toBe(1);
    desk.core.services.settings.update({ packCheck: false });
    expect((await desk.call('scan.status', {})).check).toBeNull();
    desk.core.services.settings.update({ packCheck: true });
    expect((await desk.call('scan.status', {})).check?.lines[0]).toMatchObject({ need: 2, scanned: 1 });
    await check(TEA_EAN);
  });

  it('refuses an order no longer awaiting shipment before anything is spent', async () => {
    const before = fetchCalls();
    const refused = await check(sns.closed);
    expect(refused.check).toBeNull();
    expect(refused.entry).toMatchObject({ state: 'refused', reason: 'not-awaiting' });
    expect(fetchCalls()).toBe(before);
  });

  it('asks to leave an open check for another order, and keeps its progress', async () => {
    await desk.call('barcodes.bind', { barcode: CUP_EAN, name: CUP.goods_name, spec: CUP.goods_spec });
    await check(sns.kept);
    expect((await check(TEA_EAN)).check?.lines[0]?.scanned).toBe(1);
    const left = await check(sns.mixed);
    expect(left.check?.prompt).toEqual({ kind: 'leave', code: sns.mixed });
    expect(left.check?.orderSns).toEqual([sns.kept]);
    expect((await answer('yes')).check?.orderSns).toEqual([sns.mixed]);
    expect((await check(TEA_EAN)).check?.note).toBe('wrong');
    const before = fetchCalls();
    const printed = await check(CUP_EAN);
    expect(printed.entry).toMatchObject({ orderSn: sns.mixed, state: 'dialog' });
    expect(fetchCalls()).toBe(before + 1);
    // Back at the first order: its progress was kept.
    expect((await check(sns.kept)).check?.lines[0]).toMatchObject({ need: 2, scanned: 1 });
    expect((await check(TEA_EAN)).entry).toMatchObject({ orderSn: sns.kept, state: 'dialog' });
  });

  it('checks every order of a merged label together, and prints its one label', async () => {
    const merged = await desk.call(
      'waybills.fetch',
      fetchInput(desk, [sns.g1, sns.g2], { merges: [[sns.g1, sns.g2]] }),
    );
    expect(merged.results.filter((r) => r.ok)).toHaveLength(1);
    const opened = await check(sns.g2);
    expect(opened.check?.orderSns.sort()).toEqual([sns.g1, sns.g2].sort());
    expect(opened.check?.lines).toMatchObject([{ name: TEA.goods_name, need: 2 }]);
    expect((await check(TEA_EAN)).check?.lines[0]?.scanned).toBe(1);
    const before = fetchCalls();
    const done = await check(TEA_EAN);
    expect(done.entry).toMatchObject({ action: 'reprint', state: 'dialog' });
    expect(done.entry?.waybillIds).toEqual([merged.results.find((r) => r.ok)?.waybillId]);
    expect(fetchCalls()).toBe(before);
  });

  it('a merge group without a waybill: checked together, ONE waybill fetched for both, printed once; a rescan reprints it', async () => {
    const issued = async () => (await stateOf(desk.sandbox.url, desk.token)).waybillsIssued;
    const opened = await check(sns.m1);
    expect(opened.check?.orderSns.sort()).toEqual([sns.m1, sns.m2].sort());
    expect(opened.check?.lines).toMatchObject([{ name: TEA.goods_name, need: 2 }]);
    const [fetches, waybills] = [fetchCalls(), await issued()];
    expect((await check(TEA_EAN)).entry).toBeNull();
    const done = await check(TEA_EAN);
    expect(done.entry).toMatchObject({ action: 'fetch', state: 'dialog', orderSn: sns.m1 });
    expect(fetchCalls()).toBe(fetches + 1);
    expect(await issued()).toBe(waybills + 1);
    const ids = done.entry?.waybillIds ?? [];
    expect(ids).toHaveLength(1);
    const [waybill] = await desk.core.services.ledger.getWaybills(ids);
    expect(waybill?.orderSns.sort()).toEqual([sns.m1, sns.m2].sort());
    expect((await desk.core.services.packStore.checksOf(ids)).get(ids[0]!)?.orderSns.sort()).toEqual(
      [sns.m1, sns.m2].sort(),
    );
    // The other order's number: the same two orders, the same label again, nothing fetched.
    expect((await check(sns.m2)).check?.orderSns.sort()).toEqual([sns.m1, sns.m2].sort());
    await check(TEA_EAN);
    const again = await check(TEA_EAN);
    expect(again.entry).toMatchObject({ action: 'reprint', state: 'dialog', waybillIds: ids });
    expect(fetchCalls()).toBe(fetches + 1);
    expect(await issued()).toBe(waybills + 1);
  });
});
