import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operator } from '../../../sandbox/testing/test-support';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { DEFAULT_WEIGHING } from '../../../shared/scale/weighing-settings';
import { goodsKey } from '../../../shared/scan/pack-check';
import { presetScanProfile } from '../../../shared/scan/scan-profile';
import { MERGE_RECEIVER } from '../../../shared/testing/sold-order-samples';
import { startSuiteDesk } from '../../testing/suite-desk';
import { testScaleFeed } from './testing/test-scale-feed';

/*
 * A pack session with weighing on, against the sandbox over HTTP: the checked parcel is weighed before its
 * waybill is fetched, and the next order scanned meanwhile waits behind it (its check opens, and anything of it is
 * fetched, only once the parcel on the scale printed or was left). Each checked parcel of one kind of goods teaches
 * that goods' unit weight (its weight ÷ the count of every order line of it); a parcel of mixed goods teaches none.
 * The reading that counted for one parcel never counts for the next while that parcel is still on the scale.
 */

let clock = 2_000_000;
const scale = testScaleFeed(() => clock);
const desk = startSuiteDesk({ orders: 10, scale });
const TEA = { goods_name: '白茶饼 称重', goods_spec: '200克' };
const CUP = { goods_name: '玻璃杯 称重', goods_spec: '' };
const TEA_EAN = '6900000000014';
const CUP_EAN = '6900000000021';
let sns: Record<'a' | 'b' | 't1' | 't2' | 'm1' | 'm2', string>;

const fetchCalls = () => desk.calls.filter((c) => c.path.endsWith('/gcswb')).length;
const check = (code: string) => desk.call('scan.check', { code });
const station = () => desk.core.services.scanStation;
const learned = async (goods: typeof TEA) =>
  (
    await desk.core.services.packStore.unitWeights([{ name: goods.goods_name, spec: goods.goods_spec }], 5)
  ).get(goodsKey({ name: goods.goods_name, spec: goods.goods_spec }))?.learnedGrams ?? [];

/** Resolves once the station's newest entry waits on the scale. */
const onTheScale = (): Promise<ScanEntry> =>
  new Promise((resolve) => {
    const waiting = (e: ScanEntry | undefined) => e?.state === 'weighing' && e.weigh?.phase === 'waiting';
    const now = station().status().entries[0];
    if (waiting(now)) return resolve(now!);
    const off = desk.core.events.subscribe((event, payload) => {
      const e = event === 'scan.changed' ? (payload as { entry: ScanEntry }).entry : undefined;
      if (waiting(e)) {
        off();
        resolve(e!);
      }
    });
  });

/** Scans every goods of an open check; the last scan's answer is the station's (it waits for the weight). */
const scanGoods = async (codes: string[]) => {
  for (const code of codes.slice(0, -1)) await check(code);
  return check(codes.at(-1)!);
};

beforeAll(async () => {
  const stamp = Date.now().toString(36).toUpperCase();
  const sn = (k: string) => `PW${stamp}-${k}`;
  sns = { a: sn('A'), b: sn('B'), t1: sn('T1'), t2: sn('T2'), m1: sn('M1'), m2: sn('M2') };
  const alone = (k: string) => ({ receiver_address: `称重路 ${k} 号`, receiver_name: `买家${k}` });
  const group = (street: string) => ({ ...MERGE_RECEIVER, receiver_address: `${street} ${stamp} 号` });
  await operator(desk.sandbox.url, 'POST', '/sandbox/orders', {
    owner_id: desk.core.services.settings.get().ownerId,
    orders: [
      { order_sn: sns.a, order_status: 1, ...TEA, goods_count: 2, ...alone('1') },
      { order_sn: sns.b, order_status: 1, ...TEA, goods_count: 3, ...alone('2') },
      // Two order lines of the same goods for one buyer: one parcel of tea.
      ...(['t1', 't2'] as const).map((k, i) => ({
        order_sn: sns[k],
        order_status: 1,
        ...TEA,
        goods_count: i + 1,
        ...group('茶巷'),
      })),
      // Tea and a cup for one buyer: a parcel of mixed goods.
      { order_sn: sns.m1, order_status: 1, ...TEA, goods_count: 1, ...group('杯巷') },
      { order_sn: sns.m2, order_status: 1, ...CUP, goods_count: 1, ...group('杯巷') },
    ],
  });
  expect((await desk.call('orders.sync', { confirmPoints: 10 })).complete).toBe(true);
  const s = desk.core.services.settings.get();
  desk.core.services.settings.update({
    scanProfile: presetScanProfile(s),
    scanRepeatSeconds: 0,
    packCheck: true,
    weighing: { ...DEFAULT_WEIGHING, on: true },
  });
  const { packStore } = desk.core.services;
  await packStore.bind(TEA_EAN, { name: TEA.goods_name, spec: TEA.goods_spec });
  await packStore.bind(CUP_EAN, { name: CUP.goods_name, spec: CUP.goods_spec });
});

beforeEach(() => {
  scale.empty();
  clock += 10_000;
});

describe('a pack session with weighing on', () => {
  it('holds the next order behind the parcel on the scale, and learns weight ÷ count from a checked parcel', async () => {
    const fetches = fetchCalls();
    expect((await check(sns.a)).check?.orderSns).toEqual([sns.a]);
    const printedA = scanGoods([TEA_EAN, TEA_EAN]);
    const weighing = await onTheScale();
    expect(weighing).toMatchObject({ code: sns.a, weigh: { expectedGrams: null } });
    // The next order is scanned while the parcel is on the scale: it waits, nothing of it is looked at or fetched.
    let nextSettled = false;
    const nextOpened = check(sns.b).finally(() => (nextSettled = true));
    // A round trip through the desk: the next order's scan has had its turn to run, and waits.
    expect((await desk.call('scan.status', {})).check).toBeNull();
    expect(nextSettled).toBe(false);
    expect(fetchCalls()).toBe(fetches);

    scale.stable(610);
    const doneA = await printedA;
    expect(doneA.entry).toMatchObject({ orderSn: sns.a, action: 'fetch', weigh: { grams: 610 } });
    expect(fetchCalls()).toBe(fetches + 1);
    // Then, and only then, the next order's check opens (its goods not yet scanned: nothing fetched for it).
    expect((await nextOpened).check?.orderSns).toEqual([sns.b]);
    expect(fetchCalls()).toBe(fetches + 1);
    // 610 g for two: 305 g a unit.
    expect(await learned(TEA)).toEqual([305]);

    // The next parcel of three is expected at three units, and weighed before anything is fetched for it.
    const printedB = scanGoods([TEA_EAN, TEA_EAN, TEA_EAN]);
    expect((await onTheScale()).weigh).toMatchObject({ expectedGrams: 915 });
    expect(fetchCalls()).toBe(fetches + 1);
    // The first parcel comes off, the next goes on.
    scale.empty();
    clock += 1_000;
    scale.stable(930);
    expect((await printedB).entry).toMatchObject({ orderSn: sns.b, weigh: { grams: 930 } });
    expect(await learned(TEA)).toEqual([310, 305]);
  });

  it('learns from every order line of one goods in a parcel, and nothing from a parcel of mixed goods', async () => {
    const before = await learned(TEA);
    const fetches = fetchCalls();
    // Two order lines of tea (1 + 2) in one parcel, weighed at 960 g: 320 g a unit.
    expect((await check(sns.t1)).check?.orderSns.sort()).toEqual([sns.t1, sns.t2].sort());
    const tea = scanGoods([TEA_EAN, TEA_EAN, TEA_EAN]);
    await onTheScale();
    scale.stable(960);
    expect((await tea).entry).toMatchObject({ action: 'fetch', weigh: { grams: 960 } });
    expect(await learned(TEA)).toEqual([320, ...before].slice(0, 5));

    // Tea and a cup: no unit weight is learned for either.
    expect((await check(sns.m1)).check?.orderSns.sort()).toEqual([sns.m1, sns.m2].sort());
    const mixed = scanGoods([TEA_EAN, CUP_EAN]);
    // The tea parcel is still on the scale: its reading, which counted already, is not this parcel's weight.
    const { seq } = await onTheScale();
    expect(
      station()
        .status()
        .entries.find((e) => e.seq === seq)?.weigh,
    ).toMatchObject({
      scale: 'last-parcel',
      liveGrams: 960,
      grams: null,
    });
    expect((await desk.call('scan.status', {})).entries[0]).toMatchObject({ seq, state: 'weighing' });
    expect(fetchCalls()).toBe(fetches + 1);
    scale.empty();
    clock += 1_000;
    scale.stable(700);
    expect((await mixed).entry).toMatchObject({ action: 'fetch', weigh: { grams: 700, overridden: false } });
    expect(await learned(TEA)).toEqual([320, ...before].slice(0, 5));
    expect(await learned(CUP)).toEqual([]);
  });
});
