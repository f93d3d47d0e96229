import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import { createSandbox } from '../../../../sandbox/server';
import {
  call,
  newToken,
  printResponses,
  waybillRequest,
  type FetchData,
} from '../../../../sandbox/testing/test-support';
import {
  frameText,
  PEER_FAIL_MESSAGE,
  startCloudPrintPeer,
  type CloudPrintPeer,
} from '../../../../e2e/fixtures/cloud-print-peer';
import {
  samplePrintData,
  sampleWaybillCode,
  SAMPLE_CARRIERS,
} from '../../../../shared/testing/print-data-samples';
import { createCloudPrintBridge, type CloudPrintBridge, type CloudPrintStatus } from './cloud-print-bridge';
import type { WebSocketConstructor } from './cloud-print-connection';
import {
  CloudPrintProtocolError,
  CloudPrintUnavailableError,
  toCloudPrintDocument,
  type DocumentOutcome,
} from './cloud-print-messages';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const peerWith = async (opts: Parameters<typeof startCloudPrintPeer>[0] = {}): Promise<CloudPrintPeer> => {
  const peer = await startCloudPrintPeer(opts);
  cleanups.push(() => peer.close());
  return peer;
};

const bridgeTo = (url: string, opts: Parameters<typeof createCloudPrintBridge>[0] = {}): CloudPrintBridge => {
  const bridge = createCloudPrintBridge({ url, backoff: { initialMs: 40, maxMs: 200 }, ...opts });
  cleanups.push(() => bridge.close());
  return bridge;
};

const waitFor = async (what: string, check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** 25 encrypted labels across the carriers, as the ledger would hand them over. */
const encryptedDocuments = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const carrier = SAMPLE_CARRIERS[i % SAMPLE_CARRIERS.length]!;
    const code = sampleWaybillCode(carrier, i + 1);
    return toCloudPrintDocument(code, samplePrintData(carrier, { seq: i + 1, encrypted: true }));
  });

/** A free loopback port with nobody listening on it. */
const freePort = async (): Promise<number> => {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
};

describe('cloud-print bridge against the protocol peer', () => {
  it('lists the printers of the component', async () => {
    const peer = await peerWith({ printers: ['Zebra ZD421', 'Deli 750W'] });
    const bridge = bridgeTo(peer.url);
    expect(await bridge.getPrinters()).toEqual({
      defaultPrinter: 'Zebra ZD421',
      printers: [{ name: 'Zebra ZD421' }, { name: 'Deli 750W' }],
    });
    expect(bridge.status().state).toBe('connected');
  });

  it('prints 25 encrypted labels as 3 tasks of at most 10, one in flight, every outcome returned', async () => {
    const documents = encryptedDocuments(25);
    const failing = documents[13]!.documentID;
    const peer = await peerWith({ failDocumentIds: [failing] });
    const bridge = bridgeTo(peer.url);
    const seen: DocumentOutcome[] = [];

    const outcomes = await bridge.printDocuments({ printer: 'Desk Label Printer', documents }, (o) =>
      seen.push(o),
    );

    expect(peer.rejections).toEqual([]);
    expect(peer.tasks.map((t) => t.documentIDs.length)).toEqual([10, 10, 5]);
    expect(peer.tasks.flatMap((t) => t.documentIDs)).toEqual(documents.map((d) => d.documentID));
    expect(peer.maxInFlightPerPrinter()).toBe(1);
    // Each task starts only after the previous one finished printing.
    for (let i = 1; i < peer.tasks.length; i++) {
      expect(peer.tasks[i]!.receivedAt).toBeGreaterThanOrEqual(peer.tasks[i - 1]!.finishedAt!);
    }
    // The component got the parsed print_data objects, encrypted as they came.
    expect(peer.tasks[0]!.contents[0]).toEqual(
      JSON.parse(samplePrintData('YTO', { seq: 1, encrypted: true })),
    );
    expect(outcomes.map((o) => o.documentID)).toEqual(documents.map((d) => d.documentID));
    expect(outcomes.filter((o) => o.status === 'printed')).toHaveLength(24);
    expect(outcomes[13]).toEqual({ documentID: failing, status: 'failed', msg: PEER_FAIL_MESSAGE });
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((o) => o.documentID)).size).toBe(25);
  });

  it('keeps one task in flight per printer across concurrent jobs, and lets two printers work at once', async () => {
    const peer = await peerWith({ stepDelayMs: 15 });
    const bridge = bridgeTo(peer.url);
    const docs = encryptedDocuments(31);
    const [a, b, c] = await Promise.all([
      bridge.printDocuments({ printer: 'Desk Label Printer', documents: docs.slice(0, 12) }),
      bridge.printDocuments({ printer: 'Desk Label Printer', documents: docs.slice(12, 19) }),
      bridge.printDocuments({ printer: 'Spare Label Printer', documents: docs.slice(19) }),
    ]);
    expect([a.length, b.length, c.length]).toEqual([12, 7, 12]);
    expect([...a, ...b, ...c].every((o) => o.status === 'printed')).toBe(true);
    const busy = (printer: string) => peer.tasks.filter((t) => t.printer === printer);
    for (const printer of ['Desk Label Printer', 'Spare Label Printer']) {
      const list = busy(printer).sort((x, y) => x.receivedAt - y.receivedAt);
      for (let i = 1; i < list.length; i++)
        expect(list[i]!.receivedAt).toBeGreaterThanOrEqual(list[i - 1]!.finishedAt!);
    }
    expect(peer.tasks).toHaveLength(5);
  });

  it('a task whose every document fails is reported failed, document by document', async () => {
    const documents = encryptedDocuments(2);
    const peer = await peerWith({ failDocumentIds: documents.map((d) => d.documentID) });
    const outcomes = await bridgeTo(peer.url).printDocuments({ printer: 'Desk Label Printer', documents });
    expect(outcomes).toEqual(
      documents.map((d) => ({ documentID: d.documentID, status: 'failed', msg: PEER_FAIL_MESSAGE })),
    );
  });

  it('a task the component refuses (unknown printer) fails its documents with the component’s reason', async () => {
    const peer = await peerWith();
    const outcomes = await bridgeTo(peer.url).printDocuments({
      printer: 'No Such Printer',
      documents: encryptedDocuments(3),
    });
    expect(outcomes.every((o) => o.status === 'failed')).toBe(true);
    expect(outcomes[0]!.msg).toBe(
      'the print component refused the task: task.printer "No Such Printer" is not a printer of this PC',
    );
    expect(peer.tasks).toHaveLength(0);
  });

  it('refuses a job it cannot send correctly before talking to the component', async () => {
    const peer = await peerWith();
    const bridge = bridgeTo(peer.url);
    const [d] = encryptedDocuments(1);
    await expect(
      bridge.printDocuments({ printer: 'Desk Label Printer', documents: [d!, d!] }),
    ).rejects.toThrow(/appears twice/);
    await expect(bridge.printDocuments({ printer: ' ', documents: [d!] })).rejects.toThrow(
      /choose a printer/,
    );
    expect(await bridge.printDocuments({ printer: 'Desk Label Printer', documents: [] })).toEqual([]);
  });

  it('works with the ws package as the WebSocket implementation too', async () => {
    const peer = await peerWith();
    const bridge = bridgeTo(peer.url, { WebSocketImpl: WebSocket as unknown as WebSocketConstructor });
    expect((await bridge.getPrinters()).printers).toHaveLength(2);
  });
});

describe('cloud-print bridge when no component answers', () => {
  it('says unavailable with a reason, then connects when the component comes up', async () => {
    const port = await freePort();
    const statuses: CloudPrintStatus[] = [];
    const bridge = bridgeTo(`ws://127.0.0.1:${port}`, { onStatus: (s) => statuses.push(s) });
    await waitFor('unavailable', () => bridge.status().state === 'unavailable');
    const status = bridge.status();
    expect(status.state === 'unavailable' && status.reason).toMatch(
      `no cloud-print component answers at ws://127.0.0.1:${port}`,
    );
    expect(status.state === 'unavailable' && status.retryInMs).toBeGreaterThan(0);
    await expect(bridge.getPrinters()).rejects.toBeInstanceOf(CloudPrintUnavailableError);
    const outcomes = await bridge.printDocuments({
      printer: 'Desk Label Printer',
      documents: encryptedDocuments(2),
    });
    expect(outcomes.map((o) => o.status)).toEqual(['failed', 'failed']);
    expect(outcomes[0]!.msg).toMatch(/no cloud-print component answers/);

    const peer = await peerWith({ port });
    await waitFor('reconnect', () => bridge.status().state === 'connected');
    expect((await bridge.getPrinters()).defaultPrinter).toBe('Desk Label Printer');
    expect(statuses[0]!.state).toBe('connecting');
    expect(statuses.some((s) => s.state === 'unavailable')).toBe(true);
    expect(peer.rejections).toEqual([]);
  });

  it('fails the documents in flight when the component goes away, then reconnects', async () => {
    const port = await freePort();
    const peer = await startCloudPrintPeer({ port, stepDelayMs: 200 });
    const bridge = bridgeTo(peer.url);
    const printing = bridge.printDocuments({
      printer: 'Desk Label Printer',
      documents: encryptedDocuments(4),
    });
    await waitFor('task sent', () => peer.tasks.length === 1);
    await peer.close();
    const outcomes = await printing;
    expect(
      outcomes.every(
        (o) => o.status === 'failed' && /connection to the print component was lost/.test(o.msg ?? ''),
      ),
    ).toBe(true);
    await waitFor('unavailable', () => bridge.status().state === 'unavailable');
    const again = await peerWith({ port });
    await waitFor('reconnect', () => bridge.status().state === 'connected');
    expect((await bridge.getPrinters()).printers.length).toBe(2);
    expect(again.tasks).toHaveLength(0);
  });
});

/** A misbehaving component: answers each request with what `answer` returns (raw text). */
const rawComponent = async (answer: (request: Record<string, unknown>) => string[]) => {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  server.on('connection', (ws) =>
    ws.on('message', (raw) => {
      for (const text of answer(JSON.parse(frameText(raw)) as Record<string, unknown>)) ws.send(text);
    }),
  );
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const c of server.clients) c.terminate();
        server.close(() => resolve());
      }),
  );
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe('cloud-print bridge against malformed answers', () => {
  it('skips text that is not JSON and refuses an answer without a printers list', async () => {
    const url = await rawComponent((req) => [
      'this is not json',
      '[1,2,3]',
      JSON.stringify({
        cmd: 'getPrinters',
        requestID: req.requestID,
        status: 'success',
        defaultPrinter: 'X',
      }),
    ]);
    const problems: Error[] = [];
    const bridge = bridgeTo(url, { onProtocolError: (e) => problems.push(e) });
    await expect(bridge.getPrinters()).rejects.toThrow(
      new CloudPrintProtocolError('getPrinters answer has no printers list'),
    );
    expect(problems.map((p) => p.message)).toEqual([
      'the component sent text that is not JSON: this is not json',
      'the component sent JSON that is not an object',
    ]);
  });

  it('matches an answer that does not echo the requestID, and reads printers given as names', async () => {
    const url = await rawComponent(() => [
      JSON.stringify({ cmd: 'getPrinters', printers: ['A', { name: 'B' }, {}] }),
    ]);
    expect(await bridgeTo(url).getPrinters()).toEqual({
      defaultPrinter: null,
      printers: [{ name: 'A' }, { name: 'B' }],
    });
  });

  it('a refused getPrinters is an error with the component’s message', async () => {
    const url = await rawComponent((req) => [
      JSON.stringify({ cmd: 'getPrinters', requestID: req.requestID, status: 'failed', msg: 'busy' }),
    ]);
    await expect(bridgeTo(url).getPrinters()).rejects.toThrow('getPrinters refused: busy');
  });

  it('ignores notices it cannot use and fails a task that never reports, with a reason', async () => {
    const url = await rawComponent((req) => {
      const task = req.task as { taskID: string };
      return [
        JSON.stringify({ cmd: 'print', requestID: req.requestID, taskID: task.taskID, status: 'success' }),
        JSON.stringify({
          cmd: 'notifyPrintResult',
          taskID: task.taskID,
          taskStatus: 'weird',
          printStatus: 'nope',
        }),
        JSON.stringify({ cmd: 'notifyPrintResult', taskStatus: 'printed' }),
        JSON.stringify({ cmd: 'somethingElse' }),
      ];
    });
    const problems: string[] = [];
    const bridge = bridgeTo(url, { taskTimeoutMs: 300, onProtocolError: (e) => problems.push(e.message) });
    const outcomes = await bridge.printDocuments({ printer: 'P', documents: encryptedDocuments(2) });
    expect(outcomes.map((o) => o.status)).toEqual(['failed', 'failed']);
    expect(outcomes[0]!.msg).toMatch(/no result from the print component within 0.3 s/);
    expect(problems).toEqual([
      'notifyPrintResult without a taskID',
      'unexpected message from the component: cmd "somethingElse"',
    ]);
  });

  it('a print request nobody answers fails its documents instead of hanging', async () => {
    const url = await rawComponent(() => []);
    const bridge = bridgeTo(url, { requestTimeoutMs: 200, taskTimeoutMs: 5000 });
    const outcomes = await bridge.printDocuments({ printer: 'P', documents: encryptedDocuments(1) });
    expect(outcomes).toEqual([
      { documentID: outcomes[0]!.documentID, status: 'failed', msg: 'no answer to print within 200 ms' },
    ]);
  });
});

describe('cloud-print bridge with the sandbox’s real encrypted print_data', () => {
  it('prints what the gateway issued, as the component expects it', async () => {
    const sandbox = await createSandbox({ port: 0 });
    cleanups.push(() => sandbox.close());
    const token = await newToken(sandbox.url);
    const { envelope } = await call<FetchData>(
      sandbox.url,
      'fetchWaybills',
      waybillRequest(10, { cp_code: 'SF', need_encrypt: true }),
      { token },
    );
    const documents = printResponses(envelope.data).map((r) =>
      toCloudPrintDocument(r.waybill_code, r.print_data),
    );
    const peer = await peerWith();
    const outcomes = await bridgeTo(peer.url).printDocuments({ printer: 'Desk Label Printer', documents });
    expect(peer.rejections).toEqual([]);
    expect(outcomes.map((o) => o.status)).toEqual(Array(10).fill('printed'));
    expect(peer.tasks).toHaveLength(1);
  });
});
