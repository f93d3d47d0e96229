import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from '../fixtures';
import { startSuiteSandbox } from '../testing/suite-sandbox';

/*
 * The embedded sandbox runs beside the seller's browser: a page on another site must not reach
 * it (foreign Host from DNS rebinding, foreign Origin from a cross-site form), and clients that connect and send
 * nothing are cut instead of holding sockets open.
 */

const gateway = startSuiteSandbox({ orders: 10, idleTimeoutMs: 400 });

const post = (headers: Record<string, string>): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const req = request(
      `${gateway.url}/papi/tool/erps/paging-orders`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${DEMO_TOKEN}`,
          'content-type': 'application/json',
          ...headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ owner_id: 'demo-owner' }));
  });

const points = async (): Promise<number> => {
  const res = await fetch(`${gateway.url}/sandbox/state?token=${DEMO_TOKEN}`);
  return ((await res.json()) as { data: { points: number } }).data.points;
};

describe('the sandbox answers its own address only', () => {
  it('refuses a foreign Host or Origin before the operation, so nothing is charged', async () => {
    const before = await points();
    const foreign: Record<string, string>[] = [
      { host: 'evil.example:80' },
      { host: `rebound.example:${gateway.running.port}` },
      { origin: 'https://evil.example' },
      { origin: `http://localhost.evil.example:${gateway.running.port}` },
    ];
    for (const headers of foreign) {
      const res = await post(headers);
      expect(res.status).toBe(403);
      expect(res.body).toContain('Foreign Host or Origin');
    }
    expect(await points()).toBe(before);
  });

  it('serves its own names, with or without an Origin of its own', async () => {
    const own: Record<string, string>[] = [
      {},
      { host: `localhost:${gateway.running.port}` },
      { origin: gateway.url },
    ];
    for (const headers of own) {
      const res = await post(headers);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ code: 0 });
    }
  });

  it('cuts connections that send nothing', async () => {
    const sockets: Socket[] = [];
    const closed = Array.from(
      { length: 20 },
      () =>
        new Promise<number>((resolve) => {
          const opened = Date.now();
          const socket = connect(gateway.running.port, '127.0.0.1');
          sockets.push(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => resolve(Date.now() - opened));
        }),
    );
    const timer = setTimeout(() => sockets.forEach((s) => s.destroy()), 5000);
    const lifetimes = await Promise.all(closed);
    clearTimeout(timer);
    // Cut by the server near its idle timeout (400 ms here), long before the test's own 5 s cleanup.
    for (const ms of lifetimes) expect(ms).toBeLessThan(3000);
  });
});
