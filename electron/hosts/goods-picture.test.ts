import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsPicture } from './goods-picture';

/* Goods pictures through the desk: raster images only, from http(s) only, none too big. */

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const answers: Record<string, [string, Buffer | string]> = {
      '/tea.png': ['image/png', PNG],
      '/page.html': ['text/html', '<script>alert(1)</script>'],
      '/logo.svg': ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
      '/huge.jpg': ['image/jpeg', Buffer.alloc(2 * 1024 * 1024 + 1)],
    };
    const answer = answers[req.url ?? ''];
    if (!answer) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': answer[0] }).end(answer[1]);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('goodsPicture', () => {
  it('hands a raster picture on as it came', async () => {
    const answer = await goodsPicture(`${base}/tea.png`, fetch);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(PNG);
  });

  it('answers 404 for a page, an SVG, a picture over 2 MB, one that is not there, or a host that does not answer', async () => {
    for (const path of ['/page.html', '/logo.svg', '/huge.jpg', '/gone.png'])
      expect((await goodsPicture(`${base}${path}`, fetch)).status).toBe(404);
    expect((await goodsPicture('http://127.0.0.1:9/tea.png', fetch)).status).toBe(404);
  });

  it('fetches nothing for a URL that is not http(s)', async () => {
    const asked: string[] = [];
    const spy = (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(PNG, { headers: { 'content-type': 'image/png' } }));
    };
    for (const url of [
      null,
      '',
      'file:///etc/passwd',
      'data:image/png;base64,AA==',
      'app://desk/x.png',
      'https://',
    ])
      expect((await goodsPicture(url, spy)).status).toBe(404);
    expect(asked).toEqual([]);
  });
});
