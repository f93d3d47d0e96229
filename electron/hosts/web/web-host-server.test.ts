import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoLikeToken } from '../../../shared/testing/sandbox-harness';
import { createSandbox, type RunningSandbox } from '../../../sandbox/server';
import { startWebHost, WEB_TOKEN_FILE, type RunningWebHost } from './web-host-app';
import { CSV_MAX_BYTES } from '../../../shared/ipc/upload-limits';

/*
 * The web host's boundary: loopback only, the per-launch secret on every call, and no foreign Host or
 * Origin (DNS rebinding). Raw node:http requests, so the Host header is exactly what the test says.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const raw = (
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; host?: string } = {},
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        host: options.host ?? '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          // An event stream never ends: the first frame is enough.
          if (String(res.headers['content-type']).startsWith('text/event-stream')) res.destroy();
        });
        const done = () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          });
        res.on('end', done);
        res.on('close', done);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });

let sandbox: RunningSandbox;
let host: RunningWebHost;
let dataDir: string;
let token: string;

beforeAll(async () => {
  sandbox = await createSandbox({ orders: 20 });
  token = await createDemoLikeToken(sandbox.url);
  dataDir = mkdtempSync(join(tmpdir(), 'desk-web-host-'));
  const rendererDir = join(dataDir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>desk</title>');
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dataDir, 'outside.txt'), 'not for the web');
  host = await startWebHost({
    dataDir: join(dataDir, 'data'),
    rendererDir,
    version: '0.0.0-test',
    gatewayUrl: sandbox.url,
    token,
    embedded: null,
  });
});
afterAll(async () => {
  await host.close();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const own = () => ({ host: `127.0.0.1:${host.port}` });
const ipc = (channel: string, headers: Record<string, string>, body = '{}') =>
  raw(host.port, `/ipc/${channel}`, {
    method: 'POST',
    headers: { ...own(), 'content-type': 'application/json', ...headers },
    body,
  });

describe('web host', () => {
  it('prints a URL on 127.0.0.1 carrying the secret, and answers calls that carry it', async () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/?k=${host.secret}`);
    const answer = await ipc('app.info', { 'x-desk-secret': host.secret });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      ok: true,
      value: { host: 'web', embeddedSandboxUrl: null },
    });
    const orders = JSON.parse(
      (await ipc('orders.page', { 'x-desk-secret': host.secret }, '{"page":0,"pageSize":20}')).body,
    ) as {
      value: { rows: unknown[] };
    };
    expect(orders.value.rows).toHaveLength(20);
  });

  it('takes the biggest CSV the contract takes: the body limit is sized from it', async () => {
    // Just under 5 MB of Chinese as UTF-8 (3 bytes a character), one row whose name is too long to bind.
    const csv = `barcode,name\nSKU-BIG,${'茶'.repeat(Math.floor((CSV_MAX_BYTES * 0.98) / 3))}`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(4.9 * 1024 * 1024);
    const answer = await ipc('barcodes.importCsv', { 'x-desk-secret': host.secret }, JSON.stringify({ csv }));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      ok: true,
      value: { added: 0, unchanged: 0, bad: [{ line: 2, barcode: 'SKU-BIG', reason: 'name-too-long' }] },
    });
  });

  it('answers a body over the limit, even 50 MB, with 413 and the envelope in words, then closes', async () => {
    const big = JSON.stringify({ csv: 'x'.repeat(50 * 1024 * 1024) });
    const answer = await ipc('barcodes.importCsv', { 'x-desk-secret': host.secret }, big);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      ok: false,
      error: {
        kind: 'invalid-request',
        msg: 'The request is larger than the 30.1 MB the desk takes in one call (a CSV file may be at most 5 MB).',
      },
    });
  });

  it('refuses a call without the secret, or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-desk-secret': 'guess' },
      { 'x-desk-secret': `${host.secret}x` },
    ];
    for (const headers of attempts) {
      const answer = await ipc('settings.get', headers);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: { kind: 'transport' } });
    }
    expect((await raw(host.port, '/events', { headers: own() })).status).toBe(403);
    expect((await raw(host.port, '/events?k=nope', { headers: own() })).status).toBe(403);
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign Origin, even with the secret', async () => {
    const secret = { 'x-desk-secret': host.secret };
    expect((await ipc('settings.get', { ...secret, host: `rebind.example:${host.port}` })).status).toBe(421);
    expect((await ipc('settings.get', { ...secret, host: '127.0.0.1:1' })).status).toBe(421);
    expect((await raw(host.port, '/', { headers: { host: 'evil.example' } })).status).toBe(421);
    expect((await ipc('settings.get', { ...secret, origin: 'http://evil.example' })).status).toBe(403);
    expect(
      (await ipc('settings.get', { ...secret, origin: `http://localhost:${host.port + 1}` })).status,
    ).toBe(403);
    expect((await ipc('settings.get', { ...secret, origin: `http://127.0.0.1:${host.port}` })).status).toBe(
      200,
    );
    expect((await ipc('settings.get', { ...secret, host: `localhost:${host.port}` })).status).toBe(200);
  });

  it('listens on loopback only', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (!external)
      return console.warn('no non-loopback IPv4 interface here: only the bound address is checked');
    await expect(raw(host.port, '/', { host: external.address, headers: own() })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });

  it('streams events to a holder of the secret', async () => {
    const stream = raw(host.port, `/events?k=${host.secret}`, { headers: own() });
    const answer = await stream;
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
  });

  it('serves the renderer with a strict CSP and no referrer, and nothing outside it', async () => {
    const page = await raw(host.port, `/?k=${host.secret}`, { headers: own() });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await raw(host.port, '/assets/app.js', { headers: own() })).headers['content-type']).toMatch(
      /javascript/,
    );
    expect((await raw(host.port, '/%2e%2e/outside.txt', { headers: own() })).status).toBe(404);
    expect((await raw(host.port, '/..%2foutside.txt', { headers: own() })).status).toBe(404);
  });

  it('allows images from the desk alone, and fetches goods pictures for its own pages only', async () => {
    const page = await raw(host.port, `/?k=${host.secret}`, { headers: own() });
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const pictures = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'image/png' }).end(png),
    );
    await new Promise<void>((done) => pictures.listen(0, '127.0.0.1', done));
    try {
      const u = encodeURIComponent(`http://127.0.0.1:${(pictures.address() as AddressInfo).port}/tea.png`);
      const picture = (site?: string) =>
        raw(host.port, `/goods-picture?u=${u}`, {
          headers: { ...own(), ...(site ? { 'sec-fetch-site': site } : {}) },
        });
      const mine = await picture('same-origin');
      expect([mine.status, mine.headers['content-type'], mine.body]).toEqual([
        200,
        'image/png',
        png.toString(),
      ]);
      expect((await picture('cross-site')).status).toBe(403);
      expect(
        (await raw(host.port, '/goods-picture?u=file%3A%2F%2F%2Fetc%2Fpasswd', { headers: own() })).status,
      ).toBe(404);
    } finally {
      await new Promise<void>((done) => pictures.close(() => done()));
    }
  });

  it('keeps the token in a 0600 file', () => {
    expect(statSync(join(dataDir, 'data', WEB_TOKEN_FILE)).mode & 0o777).toBe(0o600);
  });

  it('answers labels.print with the print route to open (secret included) and records it as sent to the dialog', async () => {
    const call = async (channel: string, input: unknown) =>
      JSON.parse((await ipc(channel, { 'x-desk-secret': host.secret }, JSON.stringify(input))).body) as {
        ok: boolean;
        value: Record<string, unknown>;
      };
    const page = (await call('orders.page', { page: 0, pageSize: 20 })).value as {
      rows: { order: { order_sn: string } }[];
    };
    const settings = (await call('settings.get', {})).value as {
      senders: Record<string, unknown>[];
      templateUrl: string;
    };
    const { id: _id, label: _label, ...sender } = settings.senders[0] ?? {};
    const fetched = await call('waybills.fetch', {
      orderSns: [page.rows[0]?.order.order_sn],
      cpCode: 'ZTO',
      sender,
      templateUrl: settings.templateUrl,
      // The first seeded order may be closed or shipped: fetched as a seller who confirmed.
      confirmNotAwaiting: true,
    });
    const id = (fetched.value.results as { waybillId: number }[])[0]?.waybillId;
    const printed = await call('labels.print', { ids: [id], size: '76x130' });
    expect(printed).toEqual({
      ok: true,
      value: {
        mode: 'browser',
        printed: 1,
        printUrl: `${host.origin}/print.html?ids=${id}&size=76x130&autoprint=1&k=${host.secret}`,
      },
    });
    // The browser's dialog may still be cancelled: recorded as sent to the print dialog, not as printed.
    const listed = (await call('waybills.list', { filter: { printed: 'dialog' } })).value as {
      rows: { id: number; printedCount: number; dialogCount: number }[];
    };
    expect(listed.rows).toEqual([expect.objectContaining({ id, printedCount: 0, dialogCount: 1 })]);
  });
});
