import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../shared/ipc/events';
import { LabelParseResult } from '../../../shared/label/label-model';
import { createSandbox, type RunningSandbox } from '../../../sandbox/server';
import { startCloudPrintPeer, type CloudPrintPeer } from '../../../e2e/fixtures/cloud-print-peer';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../../testing/desk-test-harness';

/* labels.get / labels.print / labels.exportPdf over the ledger, in the web host's flavour of printing. */

let sandbox: RunningSandbox;
let peer: CloudPrintPeer;
let desk: TestDesk;
let plainIds: number[];
let encryptedIds: number[];

const ids = (outcome: { results: { waybillId?: number | undefined }[] }) =>
  outcome.results.map((r) => r.waybillId as number);

beforeAll(async () => {
  sandbox = await createSandbox({ orders: 60 });
  desk = await startTestDesk({ sandbox });
  const sns = await seeOrders(desk, 60);
  plainIds = ids(await desk.call('waybills.fetch', fetchInput(desk, sns.slice(0, 3))));
  const encrypted = [];
  for (let i = 0; i < 3; i += 1) {
    const group = sns.slice(10 + i * 10, 20 + i * 10).slice(0, i === 2 ? 5 : 10);
    encrypted.push(
      ...ids(await desk.call('waybills.fetch', fetchInput(desk, group, { options: { needEncrypt: true } }))),
    );
  }
  encryptedIds = encrypted;
  // The 25th label fails at the component.
  peer = await startCloudPrintPeer({
    printers: ['KS-Label-1', 'Office'],
    failDocumentIds: [String(encryptedIds[24])],
  });
  desk.core.services.settings.update({ cloudPrintUrl: peer.url });
});
afterAll(async () => {
  await desk.close();
  await peer.close();
  await sandbox.close();
});

describe('labels', () => {
  it('labels.get draws each waybill from its stored print_data, in the order asked, at the settings size', async () => {
    const out = await desk.call('labels.get', { ids: [...plainIds].reverse() });
    expect(out.size).toBe(desk.core.services.settings.get().labelSize);
    expect(out.labels.map((l) => l.id)).toEqual([...plainIds].reverse());
    for (const entry of out.labels) {
      const parsed = LabelParseResult.parse(entry.label);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) {
        expect(parsed.label.waybillCode).toBe(entry.waybillCode);
        expect(parsed.label.orderSn).not.toBe('');
        expect(parsed.label.printedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      }
    }
    expect((await desk.call('labels.get', { ids: plainIds, size: '76x130' })).size).toBe('76x130');
  });

  it('labels.print in the browser flavour hands out the print route and records "sent to the print dialog", not printed', async () => {
    const outcome = await desk.call('labels.print', { ids: plainIds, size: '100x180' });
    expect(outcome).toEqual({
      mode: 'browser',
      printed: 3,
      printUrl: `http://desk.test/print.html?ids=${plainIds.join(',')}&size=100x180&autoprint=1`,
    });
    await desk.call('labels.print', { ids: plainIds.slice(0, 1) });
    expect((await desk.call('waybills.list', { filter: { printed: 'printed' } })).rows).toEqual([]);
    const rows = (await desk.call('waybills.list', { filter: { printed: 'dialog' } })).rows;
    expect(new Map(rows.map((r) => [r.id, [r.printedCount, r.dialogCount]]))).toEqual(
      new Map([
        [plainIds[0], [0, 2]],
        [plainIds[1], [0, 1]],
        [plainIds[2], [0, 1]],
      ]),
    );
    expect((await desk.call('labels.get', { ids: plainIds.slice(0, 1) })).labels[0]).toMatchObject({
      printedCount: 0,
      dialogCount: 2,
    });
    expect(desk.calls.filter((c) => c.path.endsWith('/gcswb'))).toHaveLength(4);
  });

  it("a size's print profile is applied by the print route: offsets and copies", async () => {
    desk.core.services.settings.update({
      printProfiles: { '76x130': { printer: null, offsetXMm: 1.5, offsetYMm: -2, copies: 2 } },
    });
    try {
      const outcome = await desk.call('labels.print', { ids: plainIds.slice(0, 1), size: '76x130' });
      expect(outcome).toMatchObject({
        mode: 'browser',
        printUrl: `http://desk.test/print.html?ids=${plainIds[0]}&size=76x130&autoprint=1&dx=1.5&dy=-2&copies=2`,
      });
      // The browser host lists no printers: the pre-flight has nothing to warn about.
      expect(await desk.call('labels.preflight', { size: '76x130' })).toEqual({
        size: '76x130',
        printer: null,
        warnings: [],
      });
    } finally {
      desk.core.services.settings.update({ printProfiles: {} });
    }
  });

  it('labels.exportPdf gives the route to save from, and records nothing until a file exists', async () => {
    const before = (await desk.call('waybills.list', { filter: { printed: 'printed' } })).rows;
    const outcome = await desk.call('labels.exportPdf', { ids: plainIds });
    expect(outcome).toEqual({
      path: null,
      pages: 3,
      printUrl: `http://desk.test/print.html?ids=${plainIds.join(',')}&size=100x150`,
    });
    expect((await desk.call('waybills.list', { filter: { printed: 'printed' } })).rows).toEqual(before);
  });

  it('encrypted labels go to the cloud-print component: tasks of ≤ 10, each outcome recorded', async () => {
    const eventsBefore = desk.events.length;
    const outcome = await desk.call('labels.print', { ids: encryptedIds, printer: 'KS-Label-1' });
    const failedId = encryptedIds[24] as number;
    expect(outcome).toEqual({
      mode: 'silent',
      printed: 24,
      printer: 'KS-Label-1',
      // The one the component failed is named, with its words, so the seller can reprint it.
      failed: [
        {
          id: failedId,
          waybillCode: expect.any(String) as string,
          msg: expect.stringMatching(/out of labels/) as string,
        },
      ],
    });
    expect(peer.tasks.map((t) => t.documentIDs.length)).toEqual([10, 10, 5]);
    expect(peer.maxInFlightPerPrinter()).toBe(1);
    const printed = await desk.call('waybills.matchingIds', { filter: { printed: 'printed' } });
    expect(encryptedIds.filter((id) => printed.ids.includes(id))).toEqual(encryptedIds.slice(0, 24));
    // The print queue moved with each document the component answered: every one is told (`changed`: print).
    const told = desk.events
      .slice(eventsBefore)
      .map((e) => e.payload as EventPayload<'changed'>)
      .filter((c) => c.topic === 'print')
      .flatMap((c) => c.keys?.waybillIds ?? []);
    expect([...told].sort((x, y) => x - y)).toEqual([...encryptedIds].sort((x, y) => x - y));
  });

  it('prints the live ones of a mixed batch and names the void ones; refuses an all-void batch and unknown ids', async () => {
    await desk.call('waybills.recycle', { ids: plainIds.slice(2) });
    const voidId = plainIds[2] as number;
    const mixed = await desk.call('labels.print', { ids: plainIds });
    expect(mixed.printed).toBe(2);
    expect(mixed.leftOut).toEqual([
      { id: voidId, waybillCode: expect.any(String) as string, reason: 'recycled' },
    ]);
    expect(await desk.raw('labels.print', { ids: [voidId] })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-request', field: 'ids' },
    });
    expect(await desk.raw('labels.exportPdf', { ids: [987_654] })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });

  it('says plainly when no print component answers, and marks nothing printed', async () => {
    desk.core.services.settings.update({ cloudPrintUrl: 'ws://127.0.0.1:9/none' });
    try {
      const before = await desk.call('waybills.matchingIds', { filter: { printed: 'printed' } });
      const outcome = await desk.call('labels.print', {
        ids: encryptedIds.slice(0, 2),
        printer: 'KS-Label-1',
      });
      expect(outcome).toMatchObject({
        mode: 'silent',
        printed: 0,
        cloudNotRunning: { url: 'ws://127.0.0.1:9/none', count: 2 },
      });
      expect(await desk.call('waybills.matchingIds', { filter: { printed: 'printed' } })).toEqual(before);
    } finally {
      desk.core.services.settings.update({ cloudPrintUrl: peer.url });
    }
  });
});
