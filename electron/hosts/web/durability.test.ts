import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webHostBundle } from '../../../scripts/bundle-options.mjs';
import { createDemoLikeToken } from '../../../shared/testing/sandbox-harness';
import type { IpcResult } from '../../../shared/ipc/errors';
import { createSandbox, type RunningSandbox } from '../../../sandbox/server';
import { bundleWorkDir } from '../../testing/bundle-work-dir';

/*
 * Ledger durability: a web host in a child process is killed with SIGKILL around the moment
 * the sandbox answers a fetch, then restarted on the same data dir. Every waybill the sandbox issued (read
 * from the sandbox's own database) must be in the ledger, or its order must show "outcome unknown": never
 * silently missing. A proxy between the host and the sandbox decides when the kill happens. The host runs
 * from a bundle of the current source, built here with the same options as `npm run build`.
 */

type KillMode = 'pass' | 'kill-before-answer' | 'kill-as-answered';

const root = resolve(import.meta.dirname, '..', '..', '..');

let sandbox: RunningSandbox;
let sandboxFile: string;
let token: string;
let work: string;
let proxy: Server;
let proxyUrl: string;
let mode: KillMode = 'pass';
/** For 'kill-as-answered': how long after the answer is written the kill comes. */
let killDelayMs = 0;
let child: ChildProcess | null = null;
/** The web host, bundled from the current source (as `npm run build` does) so each restart is quick. */
let webHostScript: string;

/** Forwards to the sandbox; on a fetch, may kill the host before or as the answer goes back. */
const startProxy = async (): Promise<void> => {
  proxy = createServer((req, res) => {
    const upstream = request(
      `${sandbox.url}${req.url ?? '/'}`,
      // A proxy speaks to the sandbox in its own name: the sandbox answers its own address only.
      { method: req.method, headers: { ...req.headers, host: new URL(sandbox.url).host } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          // The sandbox has committed (and charged) by now.
          const isFetch = (req.url ?? '').endsWith('/gcswb');
          if (isFetch && mode === 'kill-before-answer') {
            child?.kill('SIGKILL');
            res.destroy();
            return;
          }
          res.writeHead(answer.statusCode ?? 200, answer.headers);
          res.end(Buffer.concat(chunks), () => {
            if (isFetch && mode === 'kill-as-answered') {
              const target = child;
              setTimeout(() => target?.kill('SIGKILL'), killDelayMs);
            }
          });
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
};

interface Host {
  origin: string;
  secret: string;
  exited: Promise<void>;
}

const startHost = (): Promise<Host> =>
  new Promise((resolveHost, reject) => {
    const proc = spawn(
      process.execPath,
      [
        webHostScript,
        '--port',
        '0',
        '--data-dir',
        join(work, 'desk'),
        '--gateway-url',
        proxyUrl,
        '--token',
        token,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    let out = '';
    let err = '';
    proc.stderr?.on('data', (c: Buffer) => (err += c.toString()));
    proc.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /Desk web host listening on (http:\/\/127\.0\.0\.1:\d+)\/\?k=(\S+)/.exec(out);
      if (m) resolveHost({ origin: m[1] as string, secret: m[2] as string, exited });
    });
    proc.once('exit', (code) =>
      reject(new Error(`web host exited (${code}) before listening: ${out}${err}`)),
    );
  });

const call = async <T>(host: Host, channel: string, input: unknown): Promise<IpcResult<T>> => {
  const res = await fetch(`${host.origin}/ipc/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-desk-secret': host.secret },
    body: JSON.stringify(input),
  });
  return (await res.json()) as IpcResult<T>;
};
const value = async <T>(host: Host, channel: string, input: unknown): Promise<T> => {
  const result = await call<T>(host, channel, input);
  if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
  return result.value;
};

/** What the sandbox issued for our token, from its own database. */
const issuedBySandbox = (): { waybill_code: string; order_sn: string }[] => {
  const db = new DatabaseSync(sandboxFile, { readOnly: true });
  try {
    return db.prepare('SELECT waybill_code, order_sn FROM waybills WHERE token = ?').all(token) as {
      waybill_code: string;
      order_sn: string;
    }[];
  } finally {
    db.close();
  }
};

/** The invariant: each issued waybill is in the ledger, or its order shows the fetch outcome as unknown. */
const checkNothingMissing = async (host: Host): Promise<{ inLedger: number; unknown: number }> => {
  const issued = issuedBySandbox();
  const ledger = await value<{ rows: { waybillCode: string }[] }>(host, 'waybills.list', { limit: 5000 });
  const codes = new Set(ledger.rows.map((r) => r.waybillCode));
  const missing = issued.filter((w) => !codes.has(w.waybill_code));
  const sns = [...new Set(missing.map((w) => w.order_sn))];
  const states = sns.length
    ? await value<{ rows: { order: { order_sn: string }; waybill: { state: string } }[] }>(
        host,
        'orders.get',
        { orderSns: sns },
      )
    : { rows: [] };
  const unknown = new Set(
    states.rows.filter((r) => r.waybill.state === 'outcome-unknown').map((r) => r.order.order_sn),
  );
  expect(missing.filter((w) => !unknown.has(w.order_sn))).toEqual([]);
  lastCounts = { inLedger: issued.length - missing.length, unknown: missing.length };
  return lastCounts;
};

const fetchInputFor = async (host: Host, orderSns: string[]) => {
  const settings = await value<{ senders: Record<string, unknown>[]; templateUrl: string }>(
    host,
    'settings.get',
    {},
  );
  const { id: _id, label: _label, ...sender } = settings.senders[0] ?? {};
  // Seeded orders hold every status: fetched as a seller who confirmed the not-awaiting ones.
  return { orderSns, cpCode: 'STO', sender, templateUrl: settings.templateUrl, confirmNotAwaiting: true };
};

const orders: string[] = [];
let lastCounts = { inLedger: 0, unknown: 0 };
const countsNow = () => Promise.resolve(lastCounts);
const nextOrders = (n: number) => orders.splice(0, n);

beforeAll(async () => {
  work = bundleWorkDir('desk-durability-');
  sandboxFile = join(work, 'sandbox.sqlite');
  webHostScript = join(work, 'web-host.mjs');
  await build({ ...webHostBundle(root, webHostScript), sourcemap: false, logLevel: 'error' });
  sandbox = await createSandbox({ dataFile: sandboxFile, orders: 100 });
  token = await createDemoLikeToken(sandbox.url);
  await startProxy();
  const host = await startHost();
  for (let page = 0; page < 1; page += 1) {
    const result = await value<{ rows: { order: { order_sn: string } }[] }>(host, 'orders.page', {
      page,
      pageSize: 100,
    });
    orders.push(...result.rows.map((r) => r.order.order_sn));
  }
  child?.kill('SIGKILL');
  await host.exited;
}, 60_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await new Promise<void>((r) => proxy.close(() => r()));
  await sandbox.close();
  rmSync(work, { recursive: true, force: true });
});

/** One round: a host, a fetch around which it is killed, a restarted host to check. */
const round = async (kill: KillMode, orderSns: string[]): Promise<Host> => {
  mode = 'pass';
  const host = await startHost();
  const input = await fetchInputFor(host, orderSns);
  mode = kill;
  await call(host, 'waybills.fetch', input).catch(() => undefined);
  if (kill === 'pass') child?.kill('SIGKILL');
  await host.exited;
  mode = 'pass';
  return startHost();
};

describe('ledger durability across SIGKILL', () => {
  it('killed after the sandbox issued but before the answer arrived: the orders show outcome unknown', async () => {
    const sns = nextOrders(10);
    const before = issuedBySandbox().length;
    const host = await round('kill-before-answer', sns);
    expect(issuedBySandbox().length - before).toBe(10);
    expect(await checkNothingMissing(host)).toMatchObject({ unknown: 10 });
    const open = await value<{ intents: { orderSns: string[] }[] }>(host, 'waybills.openIntents', {});
    expect(open.intents.map((i) => i.orderSns)).toContainEqual(sns);
    // The unknown outcome blocks an automatic re-fetch.
    const again = await call(host, 'waybills.fetch', await fetchInputFor(host, sns.slice(0, 1)));
    expect(again).toMatchObject({ ok: false, error: { kind: 'duplicate-waybill' } });
    child?.kill('SIGKILL');
    await host.exited;
  }, 60_000);

  it('killed right after the answer was returned: every waybill is in the ledger', async () => {
    const sns = nextOrders(10);
    const host = await round('pass', sns);
    const codes = new Set(
      (await value<{ rows: { orderSn: string }[] }>(host, 'waybills.list', { limit: 5000 })).rows.map(
        (r) => r.orderSn,
      ),
    );
    expect(sns.every((sn) => codes.has(sn))).toBe(true);
    await checkNothingMissing(host);
    child?.kill('SIGKILL');
    await host.exited;
  }, 60_000);

  it('killed the moment the answer reaches it: recorded or unknown, never missing', async () => {
    // The kill lands while the answer is read, parsed and recorded: each round may go either way.
    for (const delay of [0, 20, 100]) {
      killDelayMs = delay;
      const before = await countsNow();
      const host = await round('kill-as-answered', nextOrders(10));
      const seen = await checkNothingMissing(host);
      console.log(
        `killed ${delay} ms after the answer: ${seen.inLedger - before.inLedger} recorded, ${seen.unknown - before.unknown} unknown`,
      );
      child?.kill('SIGKILL');
      await host.exited;
    }
  }, 90_000);
});
