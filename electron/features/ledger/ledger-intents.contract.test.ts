import { describe, expect, it } from 'vitest';
import { CONTRACT_DESK, ledgerBackends, ledgerForEachTest } from '../../testing/ledger-backends';
import { claimRefusal, intentFor, issuedWaybill, recordFetch } from '../../testing/ledger-test-kit';
import { ClaimRefused } from './ledger-types';

/*
 * The ledger contract, part 1: fetch intents and the claim of their orders, written against the interface
 * only, for every backend. Money rules: an intent is durable before the gateway is called, issued waybills are
 * durable before anything returns, and an order is never claimed by two fetches at once.
 */

const FREE = { confirmDuplicate: false };
const CONFIRMED = { confirmDuplicate: true };

describe.each(ledgerBackends())('ledger contract ($name): intents and claims', (backend) => {
  let clock = 1_750_000_000_000;
  const subject = ledgerForEachTest(backend, () => clock);

  const stateOf = async (sn: string) =>
    (await subject.ledger.orderWaybillStates('demo-owner', [sn])).get(sn)?.state;

  it('an open intent claims its orders: they show as being fetched, not as unknown', async () => {
    const id = await subject.ledger.openFetchIntent(intentFor(['O-2', 'O-1', 'O-3'], 'ZTO'), FREE);
    expect(id).toBeGreaterThan(0);
    expect(await stateOf('O-1')).toBe('fetching');
    expect(await stateOf('O-9')).toBe('none');
    expect(await subject.ledger.openFetchIntents()).toEqual([]);
    expect(await subject.ledger.intentOrders(id)).toEqual(['O-2', 'O-1', 'O-3']);
  });

  it('an order being fetched is refused to a second intent, confirmed or not, and nothing is written', async () => {
    await subject.ledger.openFetchIntent(intentFor(['A', 'B']), FREE);
    for (const options of [FREE, CONFIRMED]) {
      const refused = await claimRefusal(subject.ledger.openFetchIntent(intentFor(['C', 'B']), options));
      expect(refused.kind).toBe('fetch-in-progress');
      expect(refused.duplicates.map((d) => [d.orderSn, d.desk])).toEqual([['B', CONTRACT_DESK]]);
    }
    // The refused intent claimed nothing: C is still free.
    expect(await stateOf('C')).toBe('none');
    await subject.ledger.openFetchIntent(intentFor(['C']), FREE);
  });

  it('a live waybill refuses an unconfirmed fetch with its codes; a confirmed one may go', async () => {
    await recordFetch(subject.ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
    const refused = await claimRefusal(subject.ledger.openFetchIntent(intentFor(['A', 'B']), FREE));
    expect(refused.kind).toBe('duplicate-waybill');
    expect(refused.duplicates).toEqual([
      { orderSn: 'A', liveWaybillCodes: ['YT0000000000001'], outcomeUnknown: false, desk: CONTRACT_DESK },
    ]);
    expect(await stateOf('B')).toBe('none');
    const id = await subject.ledger.openFetchIntent(intentFor(['A', 'B']), CONFIRMED);
    expect(await subject.ledger.intentOrders(id)).toEqual(['A', 'B']);
  });

  it("an order is its shop's and its number: shop A's order 123 with a live waybill leaves shop B's 123 free", async () => {
    await recordFetch(subject.ledger, [{ orderSn: '123', waybillCode: 'YT0000000000123' }]);
    const ofShop = async (ownerId: string) =>
      (await subject.ledger.orderWaybillStates(ownerId, ['123'])).get('123');
    expect(await ofShop('demo-owner')).toMatchObject({
      state: 'live',
      liveWaybillCodes: ['YT0000000000123'],
    });
    expect(await ofShop('third-owner')).toMatchObject({
      state: 'none',
      liveWaybillCodes: [],
      liveWaybillIds: [],
    });
    // Shop B's 123 is claimed without a confirmation, and fetching it does not block shop A's books either.
    const b = await subject.ledger.openFetchIntent(intentFor(['123'], 'YTO', 'third-owner'), FREE);
    expect(await ofShop('third-owner')).toMatchObject({ state: 'fetching' });
    expect(await ofShop('demo-owner')).toMatchObject({ state: 'live' });
    const [issued] = await subject.ledger.closeFetchIntentIssued(b, [
      issuedWaybill({ orderSn: '123', waybillCode: 'YT0000000000124' }),
    ]);
    expect(issued?.ownerId).toBe('third-owner');
    expect(await ofShop('third-owner')).toMatchObject({
      state: 'live',
      liveWaybillCodes: ['YT0000000000124'],
    });
    expect(await ofShop('demo-owner')).toMatchObject({ liveWaybillCodes: ['YT0000000000123'] });
    // Shop A's 123 still refuses a second, unconfirmed fetch: its own waybill, not shop B's.
    const refused = await claimRefusal(subject.ledger.openFetchIntent(intentFor(['123']), FREE));
    expect(refused.duplicates).toMatchObject([{ orderSn: '123', liveWaybillCodes: ['YT0000000000123'] }]);
  });

  it("one shop's lost answer does not hold another shop's order of the same number", async () => {
    const lost = await subject.ledger.openFetchIntent(intentFor(['124']), FREE);
    await subject.ledger.markFetchIntentUnknown(lost, 'socket hang up');
    await recordFetch(subject.ledger, [{ orderSn: '124', waybillCode: 'YT0000000000125' }], 'YTO', {
      ownerId: 'third-owner',
    });
    // Shop B's waybill settles nothing of shop A: A's unknown fetch stays for the seller to decide.
    expect((await subject.ledger.openFetchIntents()).map((i) => i.id)).toEqual([lost]);
    expect((await subject.ledger.orderWaybillStates('demo-owner', ['124'])).get('124')?.state).toBe(
      'outcome-unknown',
    );
  });

  it('an unknown outcome refuses an unconfirmed fetch; the confirmed re-fetch supersedes it when it covers all', async () => {
    const lost = await subject.ledger.openFetchIntent(intentFor(['A', 'B']), FREE);
    await subject.ledger.markFetchIntentUnknown(lost, 'socket hang up');
    const refused = await claimRefusal(subject.ledger.openFetchIntent(intentFor(['A']), FREE));
    expect(refused).toMatchObject({
      kind: 'duplicate-waybill',
      duplicates: [{ orderSn: 'A', liveWaybillCodes: [], outcomeUnknown: true, desk: CONTRACT_DESK }],
    });

    // Re-fetching A alone: B is still unknown, so the lost intent stays for the seller to decide.
    await recordFetch(subject.ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }], 'YTO', CONFIRMED);
    expect(await stateOf('A')).toBe('live');
    expect(await stateOf('B')).toBe('outcome-unknown');
    expect((await subject.ledger.openFetchIntents()).map((i) => i.id)).toEqual([lost]);

    await recordFetch(subject.ledger, [{ orderSn: 'B', waybillCode: 'YT0000000000002' }], 'YTO', CONFIRMED);
    expect(await subject.ledger.openFetchIntents()).toEqual([]);
    expect(await stateOf('B')).toBe('live');
  });

  it('closing as issued stores every waybill with the intent and closes it', async () => {
    const id = await subject.ledger.openFetchIntent(intentFor(['O-1', 'O-2'], 'YTO'), FREE);
    clock += 1500;
    const stored = await subject.ledger.closeFetchIntentIssued(id, [
      issuedWaybill({ orderSn: 'O-1', objectId: 'a', waybillCode: 'YT0000000000001', receiverName: '李四' }),
      issuedWaybill({ orderSn: 'O-2', objectId: 'b', waybillCode: 'YT0000000000002', encrypted: true }),
    ]);
    expect(stored.map((w) => [w.orderSn, w.objectId, w.waybillCode, w.cpCode, w.shopId, w.ownerId])).toEqual([
      ['O-1', 'a', 'YT0000000000001', 'YTO', 'demo-shop', 'demo-owner'],
      ['O-2', 'b', 'YT0000000000002', 'YTO', 'demo-shop', 'demo-owner'],
    ]);
    expect(stored[0]).toMatchObject({
      issuedAt: clock,
      receiverName: '李四',
      status: 'live',
      printedCount: 0,
    });
    expect(stored[1]?.encrypted).toBe(true);
    expect(JSON.parse(stored[0]?.printData ?? '')).toMatchObject({
      data: { waybillCode: 'YT0000000000001' },
    });
    expect(await subject.ledger.getWaybills(stored.map((w) => w.id))).toEqual(stored);
    expect(await stateOf('O-1')).toBe('live');
    await expect(subject.ledger.closeFetchIntentIssued(id, [])).rejects.toThrow(/already closed/);
  });

  it('a close that fails (a waybill code already stored) keeps nothing and leaves the claim held', async () => {
    await recordFetch(subject.ledger, [{ orderSn: 'O-0', waybillCode: 'YT0000000000009' }]);
    const id = await subject.ledger.openFetchIntent(intentFor(['O-1', 'O-2']), FREE);
    await expect(
      subject.ledger.closeFetchIntentIssued(id, [
        issuedWaybill({ orderSn: 'O-1', waybillCode: 'YT0000000000001' }),
        issuedWaybill({ orderSn: 'O-2', waybillCode: 'YT0000000000009' }),
      ]),
    ).rejects.toThrow();
    expect((await subject.ledger.listWaybills({}, 0, 10)).total).toBe(1);
    expect(await stateOf('O-1')).toBe('fetching');
    await subject.ledger.markFetchIntentUnknown(id, 'answer received but not recorded');
    expect(await stateOf('O-1')).toBe('outcome-unknown');
    expect((await subject.ledger.openFetchIntents()).map((i) => i.id)).toEqual([id]);
  });

  it('a failed intent frees its orders with nothing issued', async () => {
    const id = await subject.ledger.openFetchIntent(intentFor(['O-1']), FREE);
    await subject.ledger.closeFetchIntentFailed(id, 'code 100: bad sender');
    expect(await subject.ledger.openFetchIntents()).toEqual([]);
    expect(await stateOf('O-1')).toBe('none');
    await expect(subject.ledger.closeFetchIntentIssued(id, [])).rejects.toThrow(/already closed/);
    await subject.ledger.openFetchIntent(intentFor(['O-1']), FREE);
  });

  it('an unknown outcome is listed with its reason until the seller resolves it', async () => {
    clock += 10;
    const id = await subject.ledger.openFetchIntent(intentFor(['O-1', 'O-2'], 'SF'), FREE);
    expect(await subject.ledger.resolveFetchIntent(id)).toBe('in-flight');
    await subject.ledger.markFetchIntentUnknown(id, 'socket hang up');
    expect(await subject.ledger.openFetchIntents()).toEqual([
      {
        id,
        createdAt: clock,
        cpCode: 'SF',
        orderSns: ['O-1', 'O-2'],
        reason: 'socket hang up',
        reasonKind: 'answer-lost',
      },
    ]);
    expect(await stateOf('O-2')).toBe('outcome-unknown');
    expect(await subject.ledger.resolveFetchIntent(id)).toBe('resolved');
    expect(await subject.ledger.resolveFetchIntent(id)).toBe('closed');
    expect(await subject.ledger.resolveFetchIntent(9999)).toBe('closed');
    expect(await subject.ledger.openFetchIntents()).toEqual([]);
    expect(await stateOf('O-2')).toBe('none');
    expect(await subject.ledger.intentOrders(id)).toEqual(['O-1', 'O-2']);
    expect(await subject.ledger.intentOrders(9999)).toEqual([]);
  });

  it('settled intents are never reopened or downgraded', async () => {
    const id = await subject.ledger.openFetchIntent(intentFor(['O-5']), FREE);
    await subject.ledger.closeFetchIntentIssued(id, [
      issuedWaybill({ orderSn: 'O-5', waybillCode: 'YT0000000000005' }),
    ]);
    await subject.ledger.markFetchIntentUnknown(id, 'late timeout');
    await subject.ledger.closeFetchIntentFailed(id, 'late error');
    expect(await subject.ledger.openFetchIntents()).toEqual([]);
    expect(await stateOf('O-5')).toBe('live');
    expect(await subject.ledger.resolveFetchIntent(id)).toBe('closed');
  });

  it('refuses an intent without orders and closing an intent that does not exist', async () => {
    await expect(subject.ledger.openFetchIntent(intentFor([]), FREE)).rejects.toThrow(/at least one order/);
    await expect(subject.ledger.closeFetchIntentIssued(4242, [])).rejects.toThrow(/does not exist/);
  });

  it('concurrent claims of overlapping orders: each order is claimed by exactly one intent', async () => {
    const groups = Array.from({ length: 20 }, (_, i) => [`C-${i % 7}`, `C-${(i + 3) % 7}`]);
    const settled = await Promise.allSettled(
      groups.map((sns) => subject.ledger.openFetchIntent(intentFor(sns), FREE)),
    );
    const won = settled.flatMap((r, i) => (r.status === 'fulfilled' ? [groups[i] as string[]] : []));
    const claimed = won.flat();
    expect(new Set(claimed).size).toBe(claimed.length);
    settled.forEach((r, i) => {
      if (r.status === 'fulfilled') return;
      // Refused only because another intent holds one of its orders.
      expect(r.reason).toBeInstanceOf(ClaimRefused);
      expect(groups[i]?.some((sn) => claimed.includes(sn))).toBe(true);
    });
  });

  it('what was committed survives a restart: an intent left on the wire comes back as outcome unknown', async () => {
    const issuedIntent = await subject.ledger.openFetchIntent(intentFor(['D-1']), FREE);
    const [stored] = await subject.ledger.closeFetchIntentIssued(issuedIntent, [
      issuedWaybill({ orderSn: 'D-1', waybillCode: 'YT0000000000071' }),
    ]);
    const pending = await subject.ledger.openFetchIntent(intentFor(['D-2', 'D-3']), FREE);
    // The desk stops with the call on the wire; it starts again after any lease has long passed.
    clock += 10 * 60_000;
    await subject.reopen();
    expect(await subject.ledger.getWaybills([stored?.id ?? 0])).toEqual([stored]);
    expect(await stateOf('D-1')).toBe('live');
    expect(await stateOf('D-2')).toBe('outcome-unknown');
    const [unknown] = await subject.ledger.openFetchIntents();
    expect(unknown).toMatchObject({ id: pending, orderSns: ['D-2', 'D-3'] });
    expect(unknown?.reason).toMatch(/stopped/);
    expect(unknown?.reasonKind).toBe('desk-stopped');
    const refused = await claimRefusal(subject.ledger.openFetchIntent(intentFor(['D-3']), FREE));
    expect(refused.duplicates).toEqual([
      { orderSn: 'D-3', liveWaybillCodes: [], outcomeUnknown: true, desk: CONTRACT_DESK },
    ]);
  });
});
