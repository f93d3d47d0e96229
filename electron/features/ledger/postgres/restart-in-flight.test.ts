import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../../../scripts/pg-cluster.mjs';
import { createSandbox, type RunningSandbox } from '../../../../sandbox/server';
import type { Channel, In, Out } from '../../../../shared/ipc/contract';
import type { IpcResult } from '../../../../shared/ipc/errors';
import { createDemoLikeToken, injectFault, sandboxCalls } from '../../../../shared/testing/sandbox-harness';
import { databaseUrl } from '../../../testing/pg-test-databases';
import {
  startWebHost,
  stopProcess,
  webHostClient,
  type WebHostClient,
} from '../../../testing/web-host-process';

/*
 * The shared ledger's server crashes and comes back while a desk has fetches waiting on the gateway: the desk
 * process (a real web host, where an unhandled 'error' event of a pg client would end it) stays up, and every
 * fetch gets an answer — issued, or a refusal in the desk's own kind and words, never a driver's.
 */

const runs = inject('pgUrl') !== '';
if (!runs) console.warn('restart-in-flight.test: skipped, no PostgreSQL cluster');

const FETCHES = 10;

describe.skipIf(!runs)('a server restart under 10 in-flight fetches', () => {
  let cluster: PostgresCluster;
  let sandbox: RunningSandbox;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let client: WebHostClient;
  let token: string;
  let output = '';

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    sandbox = await createSandbox({ orders: 30 });
    token = await createDemoLikeToken(sandbox.url);
    dataDir = mkdtempSync(join(tmpdir(), 'desk-restart-'));
    const started = await startWebHost(
      [
        ...['--port', '0', '--data-dir', dataDir, '--gateway-url', sandbox.url, '--token', token],
        ...['--ledger-url', databaseUrl(cluster.url, 'postgres'), '--desk-name', 'desk 1'],
      ],
      { fromSource: true },
    );
    child = started.child;
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    client = webHostClient(started.url);
  }, 90_000);
  afterAll(async () => {
    if (child) await stopProcess(child);
    await sandbox?.close();
    cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async <C extends Channel>(channel: C, input: In<C>): Promise<Out<C>> => {
    const result = await client.raw(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
    return result.value as Out<C>;
  };

  it('keeps the desk up and answers every fetch', async () => {
    const page = await call('orders.page', { page: 0, pageSize: 100, edition: 'normal' });
    const sns = page.rows.map((r) => r.order.order_sn).slice(0, FETCHES);
    const settings = await call('settings.get', {});
    const { id: _id, label: _label, ...sender } = settings.senders[0]!;
    await injectFault(sandbox.url, { endpoint: 'fetchWaybills', delayMs: 4000, times: FETCHES });

    const answers = sns.map((sn) =>
      client
        .raw('waybills.fetch', {
          orderSns: [sn],
          cpCode: 'YTO',
          sender,
          templateUrl: settings.templateUrl,
          confirmNotAwaiting: true,
        } satisfies In<'waybills.fetch'>)
        .catch((error: unknown): IpcResult<unknown> | string => `no answer: ${String(error)}`),
    );
    // The gateway holds the calls it took; the server crashes under them and comes back.
    await expect
      .poll(async () => (await sandboxCalls(sandbox.url, token, 'fetchWaybills')).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    cluster.crash();
    await new Promise((r) => setTimeout(r, 500));
    cluster.resume();

    const results = await Promise.all(answers);
    for (const result of results) {
      expect(typeof result, `${JSON.stringify(result)}\n${output}`).toBe('object');
      if (typeof result === 'object' && !result.ok) {
        // The desk's own words: never a driver's message under 'internal'.
        expect(result.error.kind, JSON.stringify(result.error)).not.toBe('internal');
        expect(result.error.msg).not.toMatch(/ECONN[A-Z]+|SASL|Connection terminated/);
      }
    }
    expect(child?.exitCode, output).toBeNull();
    expect(output).not.toMatch(/Unhandled 'error' event/);
    // Still answering after the restart.
    await expect.poll(async () => (await client.raw('waybills.list', {})).ok, { timeout: 15_000 }).toBe(true);
  }, 90_000);
});
