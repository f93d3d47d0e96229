/*
 * Sandbox capacity with the rate limit off: requests/s and latency on loopback for a paged
 * orders query (pageSize 100) and a 10-entry waybill fetch (RSA signing included).
 * The sandbox runs in its own process, so it and this load generator each get a core.
 * Run alone: `npx tsx bench/sandbox-capacity.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { endpoints } from '../shared/api/endpoints';
import { waybillRequest } from '../sandbox/testing/test-support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 16;
const WARMUP_MS = 1_000;
const MEASURE_MS = 5_000;

interface Scenario {
  name: string;
  path: string;
  contentType: string;
  body: Buffer;
  target: number;
}

interface Measurement {
  /** CPU the sandbox process spent per answered request (Linux only; null elsewhere). */
  serverCpuMs: number | null;
  requests: number;
  failures: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export async function startSandbox(): Promise<{ proc: ChildProcess; baseUrl: string }> {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0', '--no-rate-limit'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    proc.stdout?.setEncoding('utf8');
    proc.stdout?.on('data', (chunk: string) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    proc.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${out}`)));
  });
  return { proc, baseUrl };
}

/**
 * A lean HTTP/1.1 keep-alive connection: writes a prebuilt request and counts the answer's bytes by its
 * Content-Length without building objects per response. The generator shares the two cores with the
 * sandbox, so every microsecond it spends is taken from the server being measured.
 */
class Connection {
  private readonly socket: Socket;
  private pending: { resolve: (ok: boolean) => void; reject: (e: Error) => void } | null = null;
  private buffered: Buffer = Buffer.alloc(0);
  private bodyLeft = -1;
  private ok = false;

  constructor(port: number) {
    this.socket = connect({ host: '127.0.0.1', port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', (e) => this.pending?.reject(e));
  }

  send(request: Buffer): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(request);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    if (this.bodyLeft < 0) {
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      const end = this.buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.buffered.subarray(0, end).toString('latin1');
      const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      const body = this.buffered.subarray(end + 4);
      this.ok = head.startsWith('HTTP/1.1 200') && body.subarray(0, 10).toString('latin1') === '{"code":0,';
      this.bodyLeft = length - body.length;
      this.buffered = Buffer.alloc(0);
    } else {
      this.bodyLeft -= chunk.length;
    }
    if (this.bodyLeft <= 0) {
      this.bodyLeft = -1;
      const done = this.pending;
      this.pending = null;
      done?.resolve(this.ok);
    }
  }
}

function requestBytes(url: URL, scenario: Scenario, token: string): Buffer {
  const head =
    `POST ${scenario.path} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: ${scenario.contentType}\r\nContent-Length: ${scenario.body.length}\r\nConnection: keep-alive\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), scenario.body]);
}

/** User + system CPU seconds of a process, from /proc (Linux); null where that is not readable. */
function cpuSecondsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, i.e. 12 and 13 after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function measure(
  baseUrl: string,
  token: string,
  scenario: Scenario,
  serverPid: number | undefined,
): Promise<Measurement> {
  const url = new URL(baseUrl);
  const request = requestBytes(url, scenario, token);
  const connections = Array.from({ length: CONNECTIONS }, () => new Connection(Number(url.port)));
  const latencies: number[] = [];
  let failures = 0;
  const run = async (until: number, record: boolean) => {
    await Promise.all(
      connections.map(async (connection) => {
        while (performance.now() < until) {
          const started = performance.now();
          const ok = await connection.send(request).catch(() => false);
          if (!record) continue;
          latencies.push(performance.now() - started);
          if (!ok) failures += 1;
        }
      }),
    );
  };
  await run(performance.now() + WARMUP_MS, false);
  const started = performance.now();
  const cpuBefore = cpuSecondsOf(serverPid);
  await run(started + MEASURE_MS, true);
  const elapsed = performance.now() - started;
  const cpuAfter = cpuSecondsOf(serverPid);
  for (const c of connections) c.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const serverCpuMs =
    cpuBefore === null || cpuAfter === null
      ? null
      : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, latencies.length);
  return {
    serverCpuMs,
    requests: latencies.length,
    failures,
    perSecond: (latencies.length / elapsed) * 1000,
    p50: at(0.5),
    p99: at(0.99),
  };
}

/** A valid fetch of 10 orders, the same request the sandbox's own tests send. */
const waybillFetchBody = (): Buffer => Buffer.from(JSON.stringify(waybillRequest(10)));

export async function benchSandboxCapacity(): Promise<void> {
  console.log(
    `cores (os.cpus().length): ${os.cpus().length}; load average ${os.loadavg()[0]?.toFixed(1) ?? '?'}; ` +
      `${CONNECTIONS} connections; ${MEASURE_MS / 1000} s per scenario after ${WARMUP_MS / 1000} s warm-up`,
  );
  const { proc, baseUrl } = await startSandbox();
  try {
    const created = await fetch(`${baseUrl}/sandbox/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ points: 1_000_000_000, shops: ['demo-shop'] }),
    });
    const { data } = (await created.json()) as { data: { token: string } };
    const scenarios: Scenario[] = [
      {
        name: 'paged orders, pageSize 100 (form)',
        path: endpoints.listSoldOrders.path,
        contentType: 'application/x-www-form-urlencoded',
        body: Buffer.from('owner_id=demo-owner&page=0&pageSize=100'),
        target: 2000,
      },
      {
        name: 'waybill fetch, 10 entries (RSA-signed)',
        path: endpoints.fetchWaybills.path,
        contentType: 'application/json',
        body: waybillFetchBody(),
        target: 400,
      },
    ];
    for (const scenario of scenarios) {
      const m = await measure(baseUrl, data.token, scenario, proc.pid);
      const verdict = m.perSecond >= scenario.target ? 'meets' : 'BELOW';
      const cpu = m.serverCpuMs === null ? '' : `; sandbox CPU ${m.serverCpuMs.toFixed(3)} ms/request`;
      console.log(
        `${scenario.name}: ${m.perSecond.toFixed(0)} req/s (${verdict} target ${scenario.target}), ` +
          `p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, ${m.requests} requests, ${m.failures} failed${cpu}`,
      );
    }
  } finally {
    proc.kill('SIGTERM');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchSandboxCapacity();
}
