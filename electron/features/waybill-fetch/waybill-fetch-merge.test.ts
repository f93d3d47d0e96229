import { describe, expect, it } from 'vitest';
import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import type { IpcError } from '../../../shared/ipc/errors';
import type { Change } from '../../../shared/ipc/events';
import { accountState, issuedWaybills, sandboxCalls } from '../../../shared/testing/sandbox-harness';
import { fetchInput, TEST_DESK, type TestDesk } from '../../testing/desk-test-harness';
import { startSuiteDesk } from '../../testing/suite-desk';

/*
 * Merged waybills against the sandbox over HTTP: a merge group is ONE waybill whose
 * trade_order_list holds every order of the group; the ledger maps it to every order; the guard treats the group
 * as one; bad groups and orders not awaiting shipment are refused before anything is written or charged.
 */

const desk = startSuiteDesk({ orders: 10 });

const RECEIVER = {
  receiver_name: '王**',
  receiver_phone: '139****8888',
  province: '浙江省',
  city: '杭州市',
  town: '西湖区',
  receiver_address: '文三路 90 号 3 栋 501 室',
};
const GOODS = [
  { goods_name: '纯棉T恤', goods_spec: '白色 XL', goods_count: 2 },
  { goods_name: '帆布包', goods_spec: '', goods_count: 1 },
  { goods_name: '保温杯', goods_spec: '500ml', goods_count: 3 },
];

let batch = 0;
/** Adds orders to the sandbox (awaiting shipment unless said) and lists them, so the desk holds their snapshots. */
const addOrders = async (orders: Partial<SoldOrder>[]): Promise<string[]> => {
  batch += 1;
  const stamp = `${Date.now().toString(36).toUpperCase()}-${batch}`;
  const withSns = orders.map((o, i) => ({ order_status: 1, order_sn: `MERGE-${stamp}-${i + 1}`, ...o }));
  const res = await fetch(`${desk.sandbox.url}/sandbox/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner_id: 'demo-owner', orders: withSns }),
  });
  if (!res.ok) throw new Error(`sandbox refused the orders: ${await res.text()}`);
  await desk.call('orders.page', { page: 0, pageSize: 100, edition: 'normal' });
  return withSns.map((o) => o.order_sn);
};
/** Three orders of one receiver (a merge group) and two of others. */
const groupAndSingles = async () => {
  const sns = await addOrders([
    { ...RECEIVER, ...GOODS[0] },
    { ...RECEIVER, ...GOODS[1] },
    { ...RECEIVER, ...GOODS[2] },
    { receiver_name: '赵**' },
    { receiver_name: '钱**' },
  ]);
  return { group: sns.slice(0, 3), singles: sns.slice(3), all: sns };
};

const refusal = async (input: unknown): Promise<IpcError> => {
  const result = await desk.raw('waybills.fetch', input);
  if (result.ok) throw new Error('the fetch was not refused');
  return result.error;
};
const statesOf = async (sns: string[]) =>
  (await desk.call('orders.get', { orderSns: sns })).rows.map((r) => r.waybill);
const points = async () => (await accountState(desk.sandbox.url, desk.token)).points;

/** The trade_order_info_dtos the sandbox received in its last fetch (fields may arrive as JSON text). */
const lastDtos = async () => {
  const calls = await sandboxCalls(desk.sandbox.url, desk.token, 'fetchWaybills');
  const fields = calls.at(-1)?.fields as Record<string, unknown>;
  const raw = fields.param_waybill_cloud_print_apply_new_request;
  const apply = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    trade_order_info_dtos: {
      order_info: { trade_order_list: string[] };
      package_info: { items: { name: string; count: number }[] };
      recipient: { name: string };
    }[];
  };
  return apply.trade_order_info_dtos;
};

describe('waybills.fetch with merge groups', () => {
  it('a group of 3 and 2 single orders: 3 waybills in one call, the group’s holding all 3 orders', async () => {
    const { group, singles, all } = await groupAndSingles();
    const issuedBefore = (await issuedWaybills(desk.sandbox.url, desk.token)).length;
    const pointsBefore = await points();
    const outcome = await desk.call('waybills.fetch', fetchInput(desk, all, { merges: [group] }));

    expect(outcome.results.map((r) => [r.orderSns, r.ok])).toEqual([
      [group, true],
      [[singles[0]], true],
      [[singles[1]], true],
    ]);
    expect(outcome.results[0]?.orderSn).toBe(group[0]);
    expect(outcome.charged).toBe(3);
    expect(pointsBefore - (await points())).toBe(3);

    // The gateway's side: three waybills, the group's issued for all three order numbers.
    // (The sandbox lists one call's waybills by code, so compare them as a set.)
    const issued = (await issuedWaybills(desk.sandbox.url, desk.token)).slice(issuedBefore);
    expect(issued.map((w) => w.order_sn).sort()).toEqual([group.join(','), singles[0], singles[1]].sort());
    expect(issued.find((w) => w.order_sn === group.join(','))?.waybill_code).toBe(
      outcome.results[0]?.waybillCode,
    );
    const dtos = await lastDtos();
    expect(dtos).toHaveLength(3);
    expect(dtos[0]?.order_info.trade_order_list).toEqual(group);
    expect(dtos[0]?.package_info.items).toEqual([
      { name: '纯棉T恤', count: 2 },
      { name: '帆布包', count: 1 },
      { name: '保温杯', count: 3 },
    ]);
    expect(dtos[0]?.recipient.name).toBe(RECEIVER.receiver_name);

    // The ledger maps the one waybill to every order of the group.
    const merged = outcome.results[0];
    const states = await statesOf(group);
    expect(states.map((s) => [s.state, s.liveWaybillIds])).toEqual(
      group.map(() => ['live', [merged?.waybillId]]),
    );
    for (const sn of group) {
      const found = await desk.call('waybills.list', { filter: { text: sn } });
      expect(found.rows.map((r) => r.id)).toEqual([merged?.waybillId]);
      expect(found.rows[0]?.orderSns).toEqual(group);
    }
    expect(found(desk, 'ledger', group)).toBe(true);
  });

  it('the guard treats a group as one: any of its orders blocks a second fetch; recycling frees them all', async () => {
    const { group, singles } = await groupAndSingles();
    const first = await desk.call('waybills.fetch', fetchInput(desk, group, { merges: [group] }));
    const code = first.results[0]?.waybillCode;
    const pointsBefore = await points();

    const alone = await refusal(fetchInput(desk, [group[2] as string]));
    expect(alone.kind).toBe('duplicate-waybill');
    expect(alone.duplicates).toEqual([
      { orderSn: group[2], liveWaybillCodes: [code], outcomeUnknown: false, desk: TEST_DESK },
    ]);
    const again = await refusal(fetchInput(desk, [...group, singles[0] as string], { merges: [group] }));
    expect(again.kind).toBe('duplicate-waybill');
    expect(again.duplicates?.map((d) => d.orderSn)).toEqual(group);
    expect(await points()).toBe(pointsBefore);
    expect((await statesOf([singles[0] as string]))[0]?.state).toBe('none');

    const recycled = await desk.call('waybills.recycle', { ids: [first.results[0]?.waybillId as number] });
    expect(recycled.succeeded).toBe(1);
    expect((await statesOf(group)).map((s) => s.state)).toEqual(['recycled', 'recycled', 'recycled']);
    const refetched = await desk.call(
      'waybills.fetch',
      fetchInput(desk, group, { merges: [group], confirmNotAwaiting: false }),
    );
    expect(refetched.results).toHaveLength(1);
    expect(refetched.results[0]?.orderSns).toEqual(group);
  });

  it('a group with another receiver is refused by its field, with nothing written or charged', async () => {
    const sns = await addOrders([
      { ...RECEIVER },
      { ...RECEIVER },
      { ...RECEIVER, receiver_phone: '139****0000' },
    ]);
    const issuedBefore = (await issuedWaybills(desk.sandbox.url, desk.token)).length;
    const pointsBefore = await points();
    const error = await refusal(fetchInput(desk, sns, { merges: [sns] }));
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'merges[0][2]' });
    expect(error.msg).toContain(sns[2]);
    expect((await issuedWaybills(desk.sandbox.url, desk.token)).length).toBe(issuedBefore);
    expect(await points()).toBe(pointsBefore);
    expect((await statesOf(sns)).map((s) => s.state)).toEqual(['none', 'none', 'none']);
    expect((await desk.call('waybills.openIntents', {})).intents).toEqual([]);
  });

  it('a merged order that is not awaiting shipment is refused by its field, even when confirmed', async () => {
    const sns = await addOrders([{ ...RECEIVER }, { ...RECEIVER, order_status: 4 }]);
    const pointsBefore = await points();
    const error = await refusal(fetchInput(desk, sns, { merges: [sns], confirmNotAwaiting: true }));
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'merges[0][1]' });
    expect(error.msg).toMatch(/not awaiting shipment/);
    expect(await points()).toBe(pointsBefore);
  });

  it('orders not awaiting shipment are refused, listed, unless the seller confirmed', async () => {
    const sns = await addOrders([{}, { order_status: 4 }, { order_status: 2 }]);
    const pointsBefore = await points();
    const error = await refusal(fetchInput(desk, sns, { confirmNotAwaiting: false }));
    expect(error.kind).toBe('not-awaiting');
    expect(error.notAwaiting).toEqual([
      { orderSn: sns[1], status: 4 },
      { orderSn: sns[2], status: 2 },
    ]);
    expect(await points()).toBe(pointsBefore);
    expect((await statesOf(sns)).map((s) => s.state)).toEqual(['none', 'none', 'none']);

    const confirmed = await desk.call('waybills.fetch', fetchInput(desk, sns, { confirmNotAwaiting: true }));
    expect(confirmed.results.map((r) => r.ok)).toEqual([true, true, true]);
  });

  it('the cap of 10 counts waybills: 12 orders in 2 groups go; 11 waybills are refused, nothing charged', async () => {
    const sns = await addOrders(Array.from({ length: 12 }, () => ({ ...RECEIVER })));
    const pointsBefore = await points();
    const eleven = await refusal(fetchInput(desk, sns.slice(0, 11)));
    expect(eleven).toMatchObject({ kind: 'invalid-request', field: 'orderSns' });
    expect(eleven.msg).toMatch(/at most 10 waybills/);
    expect(await points()).toBe(pointsBefore);

    // 12 orders, one group of 3: 10 waybills.
    const outcome = await desk.call(
      'waybills.fetch',
      fetchInput(desk, sns, { merges: [sns.slice(0, 3)], confirmNotAwaiting: false }),
    );
    expect(outcome.results).toHaveLength(10);
    expect(pointsBefore - (await points())).toBe(10);
  });

  it('a merged waybill’s label lists every order and each order’s goods with its quantity', async () => {
    const { group } = await groupAndSingles();
    const outcome = await desk.call('waybills.fetch', fetchInput(desk, group, { merges: [group] }));
    const labels = await desk.call('labels.get', { ids: [outcome.results[0]?.waybillId as number] });
    const parsed = labels.labels[0]?.label;
    if (!parsed?.ok) throw new Error('the label did not parse');
    expect(parsed.label.orderSn).toBe(group[0]);
    expect(parsed.label.orderSns).toEqual(group);
    expect(parsed.label.goodsSummary).toBe('纯棉T恤 白色 XL ×2；帆布包 ×1；保温杯 500ml ×3');
  });
});

/** A `changed` event of this topic named every one of these orders. */
function found(d: TestDesk, topic: string, sns: string[]): boolean {
  return d.events.some((e) => {
    const payload = e.payload as Change;
    return (
      e.event === 'changed' &&
      payload.topic === topic &&
      sns.every((sn) => payload.keys?.orderSns?.includes(sn))
    );
  });
}
