import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operator } from '../../../sandbox/testing/test-support';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { DEFAULT_WEIGHING } from '../../../shared/scale/weighing-settings';
import { presetScanProfile } from '../../../shared/scan/scan-profile';
import { sandboxCalls } from '../../../shared/testing/sandbox-harness';
import { startSuiteDesk } from '../../testing/suite-desk';
import { testScaleFeed } from './testing/test-scale-feed';

/*
 * The weigh step against the sandbox over HTTP, driven by a test scale: the label prints once the weight is
 * stable and within the tolerance; a wrong weight fetches and prints nothing until weighed again or overridden;
 * a scale gone mid-parcel prints nothing; a reprint is never weighed again.
 */

let clock = 1_000_000;
const scale = testScaleFeed(() => clock);
const desk = startSuiteDesk({ orders: 10, scale });
const stamp = Date.now().toString().slice(-6);
const sn = (i: number) => `2612${stamp}-${String(i).padStart(8, '0')}`;
const TEA = { goods_name: '普洱熟茶', goods_spec: '357克饼' };

const station = () => desk.core.services.scanStation;
const fetchCalls = () => desk.calls.filter((c) => c.path.endsWith('/gcswb')).length;
const entryOf = (seq: number) =>
  station()
    .status()
    .entries.find((e) => e.seq === seq)!;

/** Resolves with the entry once it matches (now, or at a later change of the station). */
const until = (seq: number, ok: (e: ScanEntry) => boolean): Promise<ScanEntry> =>
  new Promise((resolve) => {
    if (ok(entryOf(seq))) return resolve(entryOf(seq));
    const off = desk.core.events.subscribe((event, payload) => {
      const e = event === 'scan.changed' ? (payload as { entry: ScanEntry }).entry : null;
      if (e?.seq === seq && ok(e)) {
        off();
        resolve(e);
      }
    });
  });
const waiting = (seq: number) => until(seq, (e) => e.state === 'weighing' && e.weigh?.phase === 'waiting');
const weighedState = async (orderSn: string) =>
  (await desk.core.services.ledger.orderWaybillStates('demo-owner', [orderSn])).get(orderSn);
const weightOf = async (e: ScanEntry) =>
  (await desk.core.services.packStore.weightsOf(e.waybillIds)).get(e.waybillIds[0]!);

beforeAll(async () => {
  await operator(desk.sandbox.url, 'POST', '/sandbox/orders', {
    owner_id: desk.core.services.settings.get().ownerId,
    orders: [
      ...[1, 2, 3, 4, 5, 6].map((i) => ({ order_sn: sn(i), order_status: 1, goods_count: 2, ...TEA })),
      { order_sn: sn(7), order_status: 1, goods_count: 1, goods_name: '没称过的杯子', goods_spec: '' },
      ...[8, 9].map((i) => ({
        order_sn: sn(i),
        order_status: 1,
        goods_count: 3,
        goods_name: '新茶',
        goods_spec: '',
      })),
    ],
  });
  expect((await desk.call('orders.sync', { confirmPoints: 10 })).complete).toBe(true);
  const s = desk.core.services.settings.get();
  desk.core.services.settings.update({
    scanProfile: presetScanProfile(s),
    scanRepeatSeconds: 0,
    weighing: { ...DEFAULT_WEIGHING, on: true },
  });
  // 300 g a cake: a parcel of two should weigh 600 g (± 60 g).
  await desk.core.services.packStore.typeUnitWeight({ name: TEA.goods_name, spec: TEA.goods_spec }, 300);
});

beforeEach(() => {
  scale.empty();
  clock += 10_000;
});

describe('weighing at the scan station', () => {
  it('prints once the weight is stable and within the tolerance, and keeps it with the waybill', async () => {
    const fetches = fetchCalls();
    const { seq } = station().submit(sn(1));
    expect((await waiting(seq)).weigh).toMatchObject({ expectedGrams: 600, grams: null });
    scale.unstable(420);
    expect(entryOf(seq)).toMatchObject({ state: 'weighing', weigh: { liveGrams: 420 } });
    expect(fetchCalls()).toBe(fetches);
    scale.stable(630);
    await station().idle();
    const printed = entryOf(seq);
    expect(printed).toMatchObject({ state: 'dialog', action: 'fetch', weigh: { phase: 'done', grams: 630 } });
    // The scale settles again on the same parcel: nothing more is fetched or printed.
    scale.stable(632);
    await station().idle();
    expect(fetchCalls()).toBe(fetches + 1);
    expect(await weightOf(printed)).toMatchObject({ grams: 630, expectedGrams: 600, overridden: false });
    // Its label carries the measured weight (the layouts' weight line).
    const { labels } = await desk.call('labels.get', { ids: printed.waybillIds });
    expect(labels[0]?.label).toMatchObject({ ok: true, label: { parcelGrams: 630 } });
    const [w] = (await desk.call('waybills.list', { filter: { text: printed.waybillCodes[0]! } })).rows;
    expect(w).toMatchObject({ dialogCount: 1 });
    // The request names the goods' unit weight (spec 2.2 Item.weight, g), and the sandbox took it.
    const sent = (await sandboxCalls(desk.sandbox.url, desk.token, 'fetchWaybills')).at(-1);
    expect(JSON.stringify(sent?.fields)).toContain('"weight":300');
  });

  it('holds a wrong weight: nothing fetched or printed until weighed again', async () => {
    const fetches = fetchCalls();
    const { seq } = station().submit(sn(2));
    await waiting(seq);
    scale.stable(850);
    expect(entryOf(seq)).toMatchObject({ state: 'weighing', weigh: { phase: 'mismatch', grams: 850 } });
    // The parcel comes off to be fixed: the card stays red, and still nothing is spent.
    scale.empty();
    expect(entryOf(seq)).toMatchObject({ weigh: { phase: 'mismatch', scale: 'empty' } });
    expect(fetchCalls()).toBe(fetches);
    expect((await weighedState(sn(2)))?.state).toBe('none');
    scale.stable(610);
    await station().idle();
    expect(entryOf(seq)).toMatchObject({
      state: 'dialog',
      weigh: { phase: 'done', grams: 610, overridden: false },
    });
    expect(fetchCalls()).toBe(fetches + 1);
  });

  it('prints a wrong weight on the override key, and records the override', async () => {
    const { seq } = station().submit(sn(3));
    await waiting(seq);
    scale.stable(850);
    const fetches = fetchCalls();
    // Enter is no override: a mismatch takes only its own key.
    expect(await desk.call('scan.weighKey', { key: 'confirm' })).toMatchObject({
      weigh: { phase: 'mismatch' },
    });
    expect(fetchCalls()).toBe(fetches);
    await desk.call('scan.weighKey', { key: 'override' });
    await station().idle();
    const printed = entryOf(seq);
    expect(printed).toMatchObject({ state: 'dialog', weigh: { grams: 850, overridden: true } });
    expect(await weightOf(printed)).toMatchObject({ grams: 850, expectedGrams: 600, overridden: true });
  });

  it('says so when the scale stops talking mid-parcel, prints nothing, and the next scan leaves the parcel', async () => {
    const fetches = fetchCalls();
    const { seq } = station().submit(sn(4));
    await waiting(seq);
    scale.unstable(500);
    scale.gone('silent');
    expect(entryOf(seq)).toMatchObject({ state: 'weighing', weigh: { phase: 'waiting', scale: 'gone' } });
    scale.over();
    expect(entryOf(seq)).toMatchObject({ weigh: { scale: 'over' } });
    const next = station().submit(sn(5));
    await waiting(next.seq);
    expect(entryOf(seq)).toMatchObject({
      state: 'refused',
      reason: 'weigh-left',
      charged: 0,
      waybillIds: [],
    });
    expect(fetchCalls()).toBe(fetches);
    expect((await weighedState(sn(4)))?.state).toBe('none');
    await desk.call('scan.weighKey', { key: 'leave' });
    await station().idle();
    expect(entryOf(next.seq)).toMatchObject({ state: 'refused', reason: 'weigh-left' });
    expect(fetchCalls()).toBe(fetches);
  });

  it('takes a typed weight (a keyboard scale) as a confirmed stable one; zero says nothing is on the scale', async () => {
    expect(await desk.call('scan.weigh', { grams: 600 })).toBeNull();
    const { seq } = station().submit(sn(6));
    await waiting(seq);
    expect(await desk.call('scan.weigh', { grams: 0 })).toMatchObject({
      weigh: { phase: 'waiting', scale: 'empty' },
    });
    await desk.call('scan.weigh', { grams: 590 });
    await station().idle();
    expect(entryOf(seq)).toMatchObject({ state: 'dialog', weigh: { grams: 590, overridden: false } });
  });

  it('never weighs a reprint', async () => {
    const fetches = fetchCalls();
    const { seq } = station().submit(sn(1));
    await station().idle();
    expect(entryOf(seq)).toMatchObject({ state: 'dialog', action: 'reprint', weigh: null });
    expect(fetchCalls()).toBe(fetches);
  });

  it('records and prints a parcel with no expected weight, and says so', async () => {
    const { seq } = station().submit(sn(7));
    expect((await waiting(seq)).weigh).toMatchObject({ expectedGrams: null });
    scale.stable(5000);
    await station().idle();
    const printed = entryOf(seq);
    expect(printed).toMatchObject({ state: 'dialog', weigh: { grams: 5000, expectedGrams: null } });
    expect(await weightOf(printed)).toMatchObject({ grams: 5000, expectedGrams: null });
  });

  it('waits for Enter with confirm weight; learns the unit weight of a checked parcel of one goods', async () => {
    const settings = desk.core.services.settings;
    settings.update({ weighing: { ...settings.get().weighing, confirmWeight: true } });
    try {
      // Handed by the pack check (its orders checked): a parcel of three of one goods teaches 1/3 of its weight.
      const { seq } = station().submit(sn(8), [sn(8)]);
      await waiting(seq);
      const fetches = fetchCalls();
      scale.stable(900);
      expect(entryOf(seq)).toMatchObject({ state: 'weighing', weigh: { phase: 'confirm', grams: 900 } });
      expect(fetchCalls()).toBe(fetches);
      await desk.call('scan.weighKey', { key: 'confirm' });
      await station().idle();
      expect(entryOf(seq)).toMatchObject({ state: 'dialog', weigh: { grams: 900 } });
      const next = station().submit(sn(9));
      expect((await waiting(next.seq)).weigh).toMatchObject({ expectedGrams: 900 });
      await desk.call('scan.weighKey', { key: 'leave' });
    } finally {
      settings.update({ weighing: { ...settings.get().weighing, confirmWeight: false } });
    }
  });
});
