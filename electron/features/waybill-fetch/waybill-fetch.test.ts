import { beforeAll, describe, expect, it } from 'vitest';
import { accountState, clearFaults, injectFault } from '../../../shared/testing/sandbox-harness';
import type { IpcError } from '../../../shared/ipc/errors';
import type { Change } from '../../../shared/ipc/events';
import { fetchInput, seeOrders, TEST_DESK } from '../../testing/desk-test-harness';
import { startSuiteDesk } from '../../testing/suite-desk';

/* waybills.fetch against the sandbox: recorded before returning, the duplicate guard (W11), intents. */

const desk = startSuiteDesk({ orders: 60 });
let orders: string[];

beforeAll(async () => {
  orders = await seeOrders(desk, 60);
});

/** Orders handed out one group per test, so tests do not see each other's waybills. */
let next = 0;
const take = (n: number): string[] => {
  const group = orders.slice(next, next + n);
  next += n;
  if (group.length < n) throw new Error('out of orders');
  return group;
};

const refusal = async (input: unknown): Promise<IpcError> => {
  const result = await desk.raw('waybills.fetch', input);
  if (result.ok) throw new Error('the fetch was not refused');
  return result.error;
};

describe('waybills.fetch', () => {
  it('issues one waybill per order, records each before returning, and the charge', async () => {
    const sns = take(3);
    const before = await accountState(desk.sandbox.url, desk.token);
    const chargesBefore = (await desk.call('account.charges', {})).byOperation.fetchWaybills ?? 0;
    const outcome = await desk.call('waybills.fetch', fetchInput(desk, sns));
    const after = await accountState(desk.sandbox.url, desk.token);

    expect(outcome.results.map((r) => [r.orderSn, r.ok])).toEqual(sns.map((sn) => [sn, true]));
    expect(outcome.charged).toBe(3);
    expect(after.waybillsIssued - before.waybillsIssued).toBe(3);
    const ids = outcome.results.map((r) => r.waybillId as number);
    const listed = await desk.call('waybills.list', {
      filter: { text: outcome.results[0]?.waybillCode ?? '' },
    });
    expect(listed.rows.map((r) => r.id)).toEqual([ids[0]]);
    expect(listed.rows[0]).toMatchObject({ cpCode: 'YTO', orderSn: sns[0], status: 'live', printedCount: 0 });
    expect((await desk.call('account.charges', {})).byOperation.fetchWaybills).toBe(chargesBefore + 3);
    const page = await desk.call('orders.get', { orderSns: sns });
    expect(page.rows.map((r) => r.waybill.state)).toEqual(['live', 'live', 'live']);
    const told = desk.events.filter((e) => e.event === 'changed').map((e) => e.payload as Change);
    expect(told).toContainEqual({ topic: 'ledger', keys: { orderSns: sns, waybillIds: ids } });
    expect(told).toContainEqual({ topic: 'intents' });
    expect(told).toContainEqual({ topic: 'charges' });
  });

  it('maps the order into the TradeOrderInfoDto the gateway prints from', async () => {
    const [sn] = take(1) as [string];
    const order = (await desk.call('orders.get', { orderSns: [sn] })).rows[0]?.order;
    const outcome = await desk.call('waybills.fetch', fetchInput(desk, [sn]));
    const labels = await desk.call('labels.get', { ids: [outcome.results[0]?.waybillId as number] });
    const label = labels.labels[0]?.label as {
      ok: boolean;
      label: { recipient: { name: string; addressLine: string }; goodsSummary: string };
    };
    expect(label.ok).toBe(true);
    expect(label.label.recipient.name).toBe(order?.receiver_name);
    // The goods line says how many: name, spec and quantity.
    expect(label.label.goodsSummary).toBe(`${order?.goods_name} ${order?.goods_spec} ×${order?.goods_count}`);
    expect(label.label.recipient.addressLine).toContain(order?.receiver_address);
  });

  it('refuses a duplicate unless confirmed, listing the live codes, and charges nothing', async () => {
    const sns = take(2);
    const first = await desk.call('waybills.fetch', fetchInput(desk, [sns[0] as string]));
    const before = await accountState(desk.sandbox.url, desk.token);
    const error = await refusal(fetchInput(desk, sns));
    expect(error.kind).toBe('duplicate-waybill');
    expect(error.duplicates).toEqual([
      {
        orderSn: sns[0],
        liveWaybillCodes: [first.results[0]?.waybillCode],
        outcomeUnknown: false,
        desk: TEST_DESK,
      },
    ]);
    expect((await accountState(desk.sandbox.url, desk.token)).points).toBe(before.points);

    const confirmed = await desk.call('waybills.fetch', fetchInput(desk, sns, { confirmDuplicate: true }));
    expect(confirmed.results.every((r) => r.ok)).toBe(true);
    const state = (await desk.call('orders.get', { orderSns: [sns[0] as string] })).rows[0]?.waybill;
    expect(state?.liveWaybillCodes).toHaveLength(2);
  });

  it('an unknown outcome blocks a re-fetch until confirmed; confirming supersedes the open intent', async () => {
    const sns = take(2);
    await injectFault(desk.sandbox.url, { endpoint: 'fetchWaybills', drop: true, times: 1 });
    try {
      expect((await refusal(fetchInput(desk, sns))).kind).toBe('outcome-unknown');
    } finally {
      await clearFaults(desk.sandbox.url);
    }
    const states = await desk.call('orders.get', { orderSns: sns });
    expect(states.rows.map((r) => r.waybill.state)).toEqual(['outcome-unknown', 'outcome-unknown']);
    const blocked = await refusal(fetchInput(desk, [sns[0] as string]));
    expect(blocked.kind).toBe('duplicate-waybill');
    expect(blocked.duplicates?.[0]).toMatchObject({ orderSn: sns[0], outcomeUnknown: true });

    // Re-fetching one order settles that order only: the other keeps its unknown outcome.
    await desk.call('waybills.fetch', fetchInput(desk, [sns[0] as string], { confirmDuplicate: true }));
    const stateNames = async () =>
      (await desk.call('orders.get', { orderSns: sns })).rows.map((r) => r.waybill.state);
    const openFor = async (sn: string) =>
      (await desk.call('waybills.openIntents', {})).intents.some((i) => i.orderSns.includes(sn));
    expect(await stateNames()).toEqual(['live', 'outcome-unknown']);
    expect(await openFor(sns[1] as string)).toBe(true);

    await desk.call('waybills.fetch', fetchInput(desk, [sns[1] as string], { confirmDuplicate: true }));
    expect(await stateNames()).toEqual(['live', 'live']);
    expect(await openFor(sns[0] as string)).toBe(false);
  });

  it('an answer that cannot be recorded says how many waybills were issued, and the intent stays open', async () => {
    const sns = take(2);
    const ledger = desk.core.services.ledger;
    const record = ledger.closeFetchIntentIssued.bind(ledger);
    // A disk that refuses the write at the worst moment: after the gateway issued and charged.
    ledger.closeFetchIntentIssued = () => Promise.reject(new Error('database or disk is full'));
    try {
      const error = await refusal(fetchInput(desk, sns));
      expect(error).toMatchObject({ kind: 'not-recorded', issued: 2 });
      expect(error.msg).toMatch(/issued 2 waybill\(s\).*could not record them \(database or disk is full\)/);
    } finally {
      ledger.closeFetchIntentIssued = record;
    }
    const open = (await desk.call('waybills.openIntents', {})).intents.find((i) =>
      i.orderSns.includes(sns[0] as string),
    );
    expect(open?.reason).toMatch(/answer received but not recorded/);
    expect(open?.reasonKind).toBe('not-recorded');
    const states = await desk.call('orders.get', { orderSns: sns });
    expect(states.rows.map((r) => r.waybill.state)).toEqual(['outcome-unknown', 'outcome-unknown']);
  });

  it('when every write fails after the gateway issued, the seller still hears what was issued', async () => {
    const sns = take(3);
    const ledger = desk.core.services.ledger;
    const [record, mark] = [
      ledger.closeFetchIntentIssued.bind(ledger),
      ledger.markFetchIntentUnknown.bind(ledger),
    ];
    const full = () => Promise.reject(new Error('database or disk is full'));
    ledger.closeFetchIntentIssued = full;
    ledger.markFetchIntentUnknown = full;
    try {
      const error = await refusal(fetchInput(desk, sns));
      expect(error).toMatchObject({ kind: 'not-recorded', issued: 3 });
      expect(error.msg).toMatch(/issued 3 waybill\(s\)/);
      expect(error.msg).toMatch(/stays open/);
    } finally {
      ledger.closeFetchIntentIssued = record;
      ledger.markFetchIntentUnknown = mark;
    }
    // Nothing could mark it, yet its claim holds: the orders are not offered as free.
    const states = await desk.call('orders.get', { orderSns: sns });
    expect(states.rows.map((r) => r.waybill.state)).toEqual(['fetching', 'fetching', 'fetching']);
  });

  it('the seller can resolve an unknown outcome as not issued, and fetch again without confirming', async () => {
    const [sn] = take(1) as [string];
    await injectFault(desk.sandbox.url, { endpoint: 'fetchWaybills', code: 200, times: 1 });
    await injectFault(desk.sandbox.url, { endpoint: 'fetchWaybills', drop: true, times: 1 });
    try {
      // The code fault answers before the operation, so the drop waits for the next call.
      expect((await refusal(fetchInput(desk, [sn]))).kind).toBe('system');
      expect((await refusal(fetchInput(desk, [sn]))).kind).toBe('outcome-unknown');
    } finally {
      await clearFaults(desk.sandbox.url);
    }
    const intent = (await desk.call('waybills.openIntents', {})).intents.find((i) => i.orderSns.includes(sn));
    // The dropped connection's words are no kind of their own: the answer was lost.
    expect(intent?.reasonKind).toBe('answer-lost');
    expect(
      await desk.call('waybills.resolveIntent', { id: intent?.id as number, resolution: 'not-issued' }),
    ).toEqual({
      resolved: true,
    });
    const again = await desk.call('waybills.fetch', fetchInput(desk, [sn]));
    expect(again.results[0]?.ok).toBe(true);
  });

  it('refuses orders it has not seen (not-found) and a second fetch of orders on the wire', async () => {
    expect(await refusal(fetchInput(desk, ['never-seen-order']))).toMatchObject({
      kind: 'not-found',
      field: 'orderSns',
    });

    const [sn] = take(1) as [string];
    await injectFault(desk.sandbox.url, { endpoint: 'fetchWaybills', delayMs: 600, times: 1 });
    try {
      const slow = desk.call('waybills.fetch', fetchInput(desk, [sn]));
      await new Promise((r) => setTimeout(r, 150));
      expect(await refusal(fetchInput(desk, [sn], { confirmDuplicate: true }))).toMatchObject({
        kind: 'fetch-in-progress',
        duplicates: [{ orderSn: sn }],
      });
      expect((await desk.call('orders.get', { orderSns: [sn] })).rows[0]?.waybill.state).toBe('fetching');
      // While it is on the wire it is not offered as "outcome unknown".
      expect((await desk.call('waybills.openIntents', {})).intents.some((i) => i.orderSns.includes(sn))).toBe(
        false,
      );
      expect((await slow).results[0]?.ok).toBe(true);
    } finally {
      await clearFaults(desk.sandbox.url);
    }
  });

  it('an unknown carrier is refused before any intent, naming cpCode; one the seller added is sent', async () => {
    const [sn] = take(1) as [string];
    const sent = () => desk.calls.filter((c) => c.path.endsWith('/gcswb')).length;
    const before = sent();
    const error = await refusal(fetchInput(desk, [sn], { cpCode: 'ZZZ' }));
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'cpCode' });
    expect(error.msg).not.toContain('param_waybill_cloud_print_apply_new_request');
    expect(sent()).toBe(before);
    expect((await desk.call('orders.get', { orderSns: [sn] })).rows[0]?.waybill.state).toBe('none');

    // Added in Settings: the desk sends it, and the sandbox (W10) refuses it; the intent closes as failed.
    desk.core.services.settings.update({ extraCarriers: ['ZZZ'] });
    try {
      const refused = await refusal(fetchInput(desk, [sn], { cpCode: 'ZZZ' }));
      expect(refused.kind).toBe('invalid-request');
      expect(sent()).toBe(before + 1);
      expect((await desk.call('orders.get', { orderSns: [sn] })).rows[0]?.waybill.state).toBe('none');
    } finally {
      desk.core.services.settings.update({ extraCarriers: [] });
    }
  });

  it('sub-parent mode and encrypted content are recorded as the gateway answered', async () => {
    const [a, b] = take(2) as [string, string];
    const freight = await desk.call(
      'waybills.fetch',
      fetchInput(desk, [a], { cpCode: 'DBKD', options: { totalPackagesCount: 2 } }),
    );
    expect(freight.results[0]?.parentWaybillCode).toMatch(/^DPK\d{12}$/);
    const encrypted = await desk.call(
      'waybills.fetch',
      fetchInput(desk, [b], { options: { needEncrypt: true } }),
    );
    const row = (
      await desk.call('waybills.list', { filter: { text: encrypted.results[0]?.waybillCode ?? '' } })
    ).rows[0];
    expect(row?.encrypted).toBe(true);
    const label = (await desk.call('labels.get', { ids: [row?.id as number] })).labels[0]?.label as {
      ok: boolean;
      label: { encrypted: boolean };
    };
    expect(label.label.encrypted).toBe(true);
  });
});
