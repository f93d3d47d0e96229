import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import { operator } from '../../../sandbox/testing/test-support';
import { MERGE_RECEIVER } from '../../../shared/testing/sold-order-samples';
import { startSuiteDesk } from '../../testing/suite-desk';
import { scanAt } from '../../testing/scan-station-kit';
import { presetScanProfile } from '../../../shared/scan/scan-profile';
import type { Change } from '../../../shared/ipc/events';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { labelPrinterDriver } from '../printing';
import { startRawPrinterStandIn, type RawPrinterStandIn } from '../printing/testing/raw-printer-stand-in';

/*
 * The scan station against the sandbox over HTTP (web host flavour of printing): what each scan does, what it
 * costs, and that the queue keeps scan order and handles a number once while it waits.
 */

// The real label printer driver (TSPL over a socket), for the scans whose labels go to a label printer.
const desk = startSuiteDesk({ orders: 120, labelPrinterDriver });
let awaiting: string[];
let closed: string;
/** Three orders awaiting shipment to one receiver: one merge group in the book. */
let group: string[];
/** An order whose number mixes case, as some shops' numbers do. */
let mixedCase: string;

const fetchCalls = () => desk.calls.filter((c) => c.path.endsWith('/gcswb')).length;
const gatewayCalls = () => desk.calls.length;
const scanned = scanAt(desk);

beforeAll(async () => {
  const stamp = Date.now().toString(36).toUpperCase();
  group = [1, 2, 3].map((i) => `G${stamp}-${String(i).padStart(8, '0')}`);
  mixedCase = `Walk-Case-${stamp.toLowerCase()}-aB01`;
  await operator(desk.sandbox.url, 'POST', '/sandbox/orders', {
    owner_id: desk.core.services.settings.get().ownerId,
    orders: [
      ...group.map((order_sn) => ({
        order_sn,
        order_status: 1,
        ...MERGE_RECEIVER,
      })),
      { order_sn: mixedCase, order_status: 1 },
    ],
  });
  // Orders reach the desk through a sync of the order book (the station reads the book, never a gateway page).
  const synced = await desk.call('orders.sync', { confirmPoints: 10 });
  expect(synced.complete).toBe(true);
  const orders: SoldOrder[] = (await desk.call('orders.search', { pageSize: 500 })).rows.map((r) => r.order);
  const grouped = new Set([...group, mixedCase]);
  awaiting = orders.filter((o) => o.order_status === 1 && !grouped.has(o.order_sn)).map((o) => o.order_sn);
  closed = orders.find((o) => o.order_status !== 1)?.order_sn ?? '';
  if (awaiting.length < 16 || !closed) throw new Error('the sandbox fixture has too few orders of each kind');
});

describe('scan station', () => {
  it('refuses to start without a default print profile on a custom gateway, and says what is missing', async () => {
    const status = await desk.call('scan.status', {});
    expect(status).toMatchObject({ ready: false, gaps: ['profile'], profile: null });
    const before = fetchCalls();
    expect(await scanned(awaiting[0]!)).toMatchObject({ state: 'refused', reason: 'not-ready' });
    expect(fetchCalls()).toBe(before);
    desk.core.services.settings.update({
      scanProfile: {
        cpCode: 'YTO',
        senderId: 'nobody',
        templateUrl: '',
        labelSize: '100x150',
        printer: null,
        needEncrypt: false,
      },
    });
    expect((await desk.call('scan.status', {})).gaps).toEqual(['sender', 'template']);
    const s = desk.core.services.settings.get();
    // Rescans here are deliberate: no double-read window (scan-station-guards tests it).
    desk.core.services.settings.update({
      scanProfile: { ...presetScanProfile(s), cpCode: 'YTO', labelSize: '100x150' },
      scanRepeatSeconds: 0,
    });
    expect(await desk.call('scan.status', {})).toMatchObject({ ready: true, gaps: [], printsTo: null });
  });

  it("says where its labels go: the label size's label printer when its print profile names one", async () => {
    const printProfiles = desk.core.services.settings.get().printProfiles;
    const uri = 'socket://127.0.0.1:9100?language=tspl&dpi=203';
    desk.core.services.settings.update({
      printProfiles: { '100x150': { printer: null, connection: uri, offsetXMm: 0, offsetYMm: 0, copies: 1 } },
    });
    expect((await desk.call('scan.status', {})).printsTo).toBe(uri);
    desk.core.services.settings.update({ printProfiles });
    expect((await desk.call('scan.status', {})).printsTo).toBeNull();
  });

  it('first scan fetches one waybill and prints it; a rescan and the waybill number reprint it at no cost', async () => {
    const sn = awaiting[1]!;
    const eventsBefore = desk.events.length;
    const first = await scanned(sn);
    // Each step of the scan is told as a change of the station (its list re-reads), with the entry alongside.
    const told = desk.events.slice(eventsBefore);
    const stationChanges = told.filter(
      (e) => e.event === 'changed' && (e.payload as Change).topic === 'scan',
    );
    expect(stationChanges.length).toBeGreaterThanOrEqual(3);
    // The entry alongside walks the scan's steps in order: queued, working, then where its label went.
    const steps = told
      .filter((e) => e.event === 'scan.changed')
      .map((e) => (e.payload as { entry: { seq: number; state: string } }).entry)
      .filter((e) => e.seq === first.seq)
      .map((e) => e.state);
    expect(steps.slice(0, 2)).toEqual(['queued', 'working']);
    expect(steps.at(-1)).toBe(first.state);
    expect(first).toMatchObject({
      state: 'dialog',
      action: 'fetch',
      orderSn: sn,
      charged: expect.any(Number) as number,
    });
    expect(first.waybillCodes).toHaveLength(1);
    expect(first.printUrl).toMatch(/print\.html\?ids=\d+&size=100x150&autoprint=1/);
    expect(first.receiverName).not.toBe('');
    expect(first.sortationName).not.toBe('');
    const fetches = fetchCalls();
    const again = await scanned(sn);
    expect(again).toMatchObject({
      state: 'dialog',
      action: 'reprint',
      waybillCodes: first.waybillCodes,
      charged: 0,
    });
    const byCode = await scanned(first.waybillCodes[0]!);
    expect(byCode).toMatchObject({
      state: 'dialog',
      action: 'reprint',
      orderSn: sn,
      waybillIds: first.waybillIds,
    });
    expect(fetchCalls()).toBe(fetches);
    const [w] = (await desk.call('waybills.list', { filter: { text: first.waybillCodes[0]! } })).rows;
    expect(w).toMatchObject({ printedCount: 0, dialogCount: 3 });
  });

  it('finds an order whose number mixes case from a scan in upper case, or in full width', async () => {
    const upper = mixedCase.toUpperCase();
    expect(upper).not.toBe(mixedCase);
    const first = await scanned(upper);
    expect(first).toMatchObject({ state: 'dialog', action: 'fetch', orderSn: mixedCase });
    const fullWidth = [...mixedCase.toLowerCase()]
      .map((c) => (c === '-' ? '－' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)))
      .join('');
    const fetches = fetchCalls();
    expect(await scanned(fullWidth)).toMatchObject({
      action: 'reprint',
      orderSn: mixedCase,
      waybillCodes: first.waybillCodes,
    });
    expect(fetchCalls()).toBe(fetches);
  });

  it('the reprint setting: ask leaves the choice to the seller, refuse refuses; neither fetches', async () => {
    const sn = awaiting[1]!;
    const fetches = fetchCalls();
    desk.core.services.settings.update({ scanReprint: 'ask' });
    const asked = await scanned(sn);
    expect(asked).toMatchObject({ state: 'ask', action: 'ask' });
    expect(await desk.call('scan.reprint', { seq: asked.seq })).toMatchObject({ state: 'dialog' });
    desk.core.services.settings.update({ scanReprint: 'refuse' });
    expect(await scanned(sn)).toMatchObject({ state: 'refused', reason: 'reprint-refused' });
    desk.core.services.settings.update({ scanReprint: 'reprint' });
    expect(fetchCalls()).toBe(fetches);
  });

  it('an unknown number, a closed order and a recycled waybill are refused without a gateway call', async () => {
    const calls = gatewayCalls();
    expect(await scanned('999999-000000000000')).toMatchObject({
      state: 'refused',
      reason: 'unknown',
      action: 'refuse',
    });
    expect(await scanned(closed)).toMatchObject({
      state: 'refused',
      reason: 'not-awaiting',
      orderSn: closed,
    });
    expect(await scanned('   ')).toMatchObject({ state: 'refused', reason: 'empty' });
    expect(gatewayCalls()).toBe(calls);
    const sn = awaiting[2]!;
    const issued = await scanned(sn);
    await desk.call('waybills.recycle', { ids: issued.waybillIds });
    const after = gatewayCalls();
    expect(await scanned(issued.waybillCodes[0]!)).toMatchObject({ state: 'refused', reason: 'recycled' });
    expect(gatewayCalls()).toBe(after);
  });

  it('10 quick scans: 10 waybills, worked and printed in scan order; a number scanned twice while queued is handled once', async () => {
    const sns = awaiting.slice(3, 13);
    const fetches = fetchCalls();
    const entries = sns.map((sn) => desk.core.services.scanStation.submit(sn));
    const twice = desk.core.services.scanStation.submit(sns[4]!);
    expect(twice.seq).toBe(entries[4]!.seq);
    expect((await desk.call('scan.status', {})).pending).toBeGreaterThan(0);
    await desk.core.services.scanStation.idle();
    expect(fetchCalls() - fetches).toBe(10);
    const status = await desk.call('scan.status', {});
    const done = entries.map((e) => status.entries.find((x) => x.seq === e.seq)!);
    expect(done.map((e) => e.state)).toEqual(Array(10).fill('dialog'));
    expect(new Set(done.flatMap((e) => e.waybillCodes)).size).toBe(10);
    // Worked in scan order: each label was dispatched after the one scanned before it.
    const dispatched = done.map((e) => e.at + (e.dispatchMs ?? 0));
    expect([...dispatched].sort((a, b) => a - b)).toEqual(dispatched);
    const ids = done.map((e) => e.waybillIds[0]!);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(status.pending).toBe(0);
    expect(status.pointsSpent).toBeGreaterThan(0);
  });
  it("a member of a merge group reprints its parcel's waybill; an order that joined later is refused, never fetched", async () => {
    const found = (await desk.call('orders.search', { text: group[2]! })).rows.find(
      (r) => r.order.order_sn === group[2],
    );
    expect(found?.merge?.orderSns).toHaveLength(3);
    const s = desk.core.services.settings.get();
    const profile = s.senders.find((x) => x.id === s.defaultSenderId) ?? s.senders[0]!;
    const { id: _id, label: _label, ...sender } = profile;
    // Two of the three share one waybill; the third joined the parcel after it was fetched.
    const fetched = await desk.call('waybills.fetch', {
      orderSns: group.slice(0, 2),
      merges: [group.slice(0, 2)],
      cpCode: 'YTO',
      sender,
      templateUrl: s.templateUrl,
    });
    expect(fetched.results).toHaveLength(1);
    const code = fetched.results[0]!.waybillCode!;
    const fetches = fetchCalls();
    // The waybill's label lists the first two orders only: never printed for the third.
    expect(await scanned(group[2]!)).toMatchObject({
      state: 'refused',
      reason: 'parcel-waybill',
      orderSn: group[2],
      waybillCodes: [code],
      waybillIds: [],
      charged: 0,
    });
    expect(await scanned(group[0]!)).toMatchObject({
      state: 'dialog',
      action: 'reprint',
      waybillCodes: [code],
    });
    expect(fetchCalls()).toBe(fetches);
  });

  describe('a label printer (a raw TSPL printer stand-in over TCP)', () => {
    let standIn: RawPrinterStandIn;
    let next = 13;
    beforeAll(async () => {
      standIn = await startRawPrinterStandIn();
    });
    afterAll(async () => {
      desk.core.services.settings.update({ printProfiles: {} });
      await standIn.close();
    });
    /** Each case its own connection (its own queue and hold): the stand-in's port, told apart by a dpi. */
    const useConnection = (extra: string) => {
      const connection = standIn.uri('tspl', extra);
      desk.core.services.settings.update({
        printProfiles: {
          '100x150': { printer: null, connection, offsetXMm: 0, offsetYMm: 0, copies: 1 },
        },
      });
      return connection;
    };
    const entryOf = async (seq: number): Promise<ScanEntry | undefined> =>
      (await desk.call('scan.status', {})).entries.find((e) => e.seq === seq);
    /** The states a scan went through, as the screen was told them (repeats folded). */
    const toldStates = (seq: number) =>
      desk.events
        .filter((e) => e.event === 'scan.changed')
        .map((e) => (e.payload as { entry: ScanEntry }).entry)
        .filter((e) => e.seq === seq)
        .map((e) => e.state)
        .filter((state, i, all) => all[i - 1] !== state);
    const printedCount = async (code: string) =>
      (await desk.call('waybills.list', { filter: { text: code } })).rows[0]?.printedCount;

    it('says "sent to printer" while the job is in the queue, and printed once the printer took it and says it is well', async () => {
      const connection = useConnection('&dpi=203');
      const sent = await scanned(awaiting[next++]!);
      expect(sent).toMatchObject({ action: 'fetch', queue: { printer: connection, reason: null } });
      expect(sent.queue?.jobIds).toHaveLength(1);
      await standIn.waitForJobs(1);
      await expect.poll(async () => (await entryOf(sent.seq))?.state).toBe('printed');
      expect(toldStates(sent.seq).slice(-2)).toEqual(['sending', 'printed']);
      expect(await printedCount(sent.waybillCodes[0]!)).toBe(1);
    });

    it('a printer out of paper: the scan fails with the reason and the queue holds the label; printed after Retry', async () => {
      const connection = useConnection('&dpi=203&speed=4');
      standIn.state.paperOut = true;
      const jobs = standIn.jobs.length;
      const sent = await scanned(awaiting[next++]!);
      await expect.poll(async () => (await entryOf(sent.seq))?.queue?.reason).toBe('paper-out');
      const held = await entryOf(sent.seq);
      expect(held).toMatchObject({
        state: 'failed',
        reason: 'printer-held',
        queue: { mayHavePrinted: false },
      });
      expect(toldStates(sent.seq)).not.toContain('printed');
      expect(await printedCount(sent.waybillCodes[0]!)).toBe(0);
      expect(standIn.jobs.length).toBe(jobs);
      standIn.state.paperOut = false;
      await desk.call('printQueue.retry', { connection });
      await expect.poll(async () => (await entryOf(sent.seq))?.state).toBe('printed');
      expect(standIn.jobs.length).toBe(jobs + 1);
    });

    it('a label that joins a held queue is told failed with the reason from its first state on, never "sending"', async () => {
      const connection = useConnection('&dpi=203&speed=5');
      standIn.state.paperOut = true;
      try {
        const first = await scanned(awaiting[next++]!);
        await expect.poll(async () => (await entryOf(first.seq))?.queue?.reason).toBe('paper-out');
        const second = await scanned(awaiting[next++]!);
        expect(second).toMatchObject({
          state: 'failed',
          reason: 'printer-held',
          queue: { reason: 'paper-out' },
        });
        expect(toldStates(second.seq)).not.toContain('sending');
        await desk.call('printQueue.cancel', { connection });
      } finally {
        standIn.state.paperOut = false;
      }
    });

    it('a printer that refuses the connection: the scan fails with "refused"; cancelled in the queue, it stays not printed', async () => {
      const connection = useConnection('&dpi=203&darkness=8');
      await standIn.setMode({ kind: 'refuse' });
      try {
        const sent = await scanned(awaiting[next++]!);
        await expect.poll(async () => (await entryOf(sent.seq))?.queue?.reason).toBe('refused');
        expect(await entryOf(sent.seq)).toMatchObject({ state: 'failed', reason: 'printer-held' });
        await desk.call('printQueue.cancel', { connection });
        await expect.poll(async () => (await entryOf(sent.seq))?.reason).toBe('print-failed');
        expect(toldStates(sent.seq)).not.toContain('printed');
        expect(await printedCount(sent.waybillCodes[0]!)).toBe(0);
      } finally {
        await standIn.setMode({ kind: 'accept' });
      }
    });
  });
});
