import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  frameText,
  startCloudPrintPeer,
  type CloudPrintPeer,
} from '../../../../e2e/fixtures/cloud-print-peer';
import { samplePrintDataObject } from '../../../../shared/testing/print-data-samples';

// The bridge tests trust this peer to catch a malformed request; here is the proof that it does.
let peer: CloudPrintPeer;
let client: WebSocket;
afterEach(async () => {
  client.terminate();
  await peer.close();
});

const ask = async (message: unknown): Promise<Record<string, unknown>> => {
  const answer = new Promise<Record<string, unknown>>((resolve) =>
    client.once('message', (raw) => resolve(JSON.parse(frameText(raw)) as Record<string, unknown>)),
  );
  client.send(typeof message === 'string' ? message : JSON.stringify(message));
  return answer;
};

const open = async () => {
  peer = await startCloudPrintPeer();
  client = new WebSocket(peer.url);
  await new Promise((r) => client.once('open', r));
};

const goodDoc = { documentID: 'D1', contents: [samplePrintDataObject('YTO', { encrypted: true })] };
const print = (task: Record<string, unknown>) => ({
  cmd: 'print',
  requestID: 'r1',
  version: '1.0',
  task: { taskID: 'T1', preview: false, printer: 'Desk Label Printer', documents: [goodDoc], ...task },
});

describe('cloud-print peer (stand-in for the vendor component) is strict', () => {
  it.each([
    ['not JSON', '{oops', 'the message is not JSON'],
    ['no requestID', { cmd: 'getPrinters', version: '1.0' }, 'requestID must be a non-empty string'],
    [
      'wrong version',
      { cmd: 'getPrinters', requestID: 'r', version: '2.0' },
      'version must be "1.0", got "2.0"',
    ],
    ['unknown cmd', { cmd: 'reboot', requestID: 'r', version: '1.0' }, 'unknown cmd "reboot"'],
    [
      'extra getPrinters field',
      { cmd: 'getPrinters', requestID: 'r', version: '1.0', x: 1 },
      'getPrinters has unknown fields: x',
    ],
    ['no task', { cmd: 'print', requestID: 'r', version: '1.0' }, 'print needs a task object'],
    ['preview', print({ preview: true }), 'task.preview must be false (this peer only prints)'],
    ['unknown printer', print({ printer: 'X' }), 'task.printer "X" is not a printer of this PC'],
    [
      '11 documents',
      print({ documents: Array.from({ length: 11 }, (_, i) => ({ ...goodDoc, documentID: `D${i}` })) }),
      'task.documents holds 11 documents; at most 10',
    ],
    [
      'duplicate document',
      print({ documents: [goodDoc, goodDoc] }),
      'task.documents[1].documentID D1 appears twice in the task',
    ],
    [
      'contents as text',
      print({ documents: [{ documentID: 'D', contents: ['{"data":{}}'] }] }),
      'task.documents[0].contents[0] must be the parsed print_data object',
    ],
    [
      'no signature',
      print({
        documents: [{ documentID: 'D', contents: [{ encryptedData: 'x', templateURL: 'https://t' }] }],
      }),
      'task.documents[0].contents[0].signature is missing',
    ],
  ])('answers failed for %s', async (_kind, message, msg) => {
    await open();
    const answer = await ask(message);
    expect(answer).toMatchObject({ status: 'failed', msg });
    expect(peer.tasks).toHaveLength(0);
  });

  it('accepts a well-formed task and pushes rendered then printed', async () => {
    await open();
    const pushes: Array<Record<string, unknown>> = [];
    client.on('message', (raw) => pushes.push(JSON.parse(frameText(raw)) as Record<string, unknown>));
    client.send(JSON.stringify(print({})));
    await new Promise((r) => setTimeout(r, 100));
    expect(pushes.map((p) => [p.cmd, p.status ?? p.taskStatus])).toEqual([
      ['print', 'success'],
      ['notifyPrintResult', 'rendered'],
      ['notifyPrintResult', 'printed'],
    ]);
    expect(peer.tasks.map((t) => t.taskID)).toEqual(['T1']);
  });
});
