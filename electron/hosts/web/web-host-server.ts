import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import type { IpcResult } from '../../../shared/ipc/errors';
import { CONTENT_SECURITY_POLICY, CONTENT_TYPES } from '../content-security-policy';
import type { DeskCore } from '../../app/desk-core';

/*
 * The web host's HTTP side: the built renderer, the router over POST /ipc/<channel>, and the event stream
 * /events (SSE). Loopback only; every call carries the per-launch secret (header x-desk-secret, or ?k= where
 * a header cannot be set: EventSource); a Host or Origin that is not this server's own is refused, so a web
 * page elsewhere cannot reach the desk through DNS rebinding.
 */

export const SECRET_HEADER = 'x-desk-secret';
export const SECRET_PARAM = 'k';
const MAX_BODY_BYTES = 1024 * 1024;
const KEEPALIVE_MS = 20_000;

export interface DeskHttpServerOptions {
  core: DeskCore;
  rendererDir: string;
  port?: number;
  /** Default: 32 random bytes per launch. */
  secret?: string;
}

export interface DeskHttpServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  secret: string;
  /** The address to open: origin + `/?k=<secret>`. */
  url: string;
  /** A renderer path (e.g. `print.html?ids=1`) as an absolute URL carrying the secret. */
  routeUrl: (path: string) => string;
  close: () => Promise<void>;
}

const sameSecret = (given: string | null | undefined, secret: string): boolean => {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
};

const refusal = (kind: 'transport' | 'invalid-request' | 'not-found', msg: string): IpcResult<never> => ({
  ok: false,
  error: { kind, msg },
});

const sendText = (res: ServerResponse, status: number, text: string): void => {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
};

/** Past this much, an oversized body is no longer read to the end: the connection is cut instead. */
const MAX_DRAINED_BYTES = 16 * MAX_BODY_BYTES;

/**
 * The body as text, or null when it is over 1 MB. An oversized body is still read (and dropped) to its end, so
 * the 413 answer reaches the client instead of a reset connection; only an absurd one is cut.
 */
const readBody = (req: IncomingMessage): Promise<string | null> =>
  new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAINED_BYTES) req.destroy();
      else if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolveBody(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export const startDeskHttpServer = async (options: DeskHttpServerOptions): Promise<DeskHttpServer> => {
  const { core } = options;
  const secret = options.secret ?? randomBytes(32).toString('base64url');
  const rendererDir = resolve(options.rendererDir);
  let port = 0;
  const allowedHosts = () => [`127.0.0.1:${port}`, `localhost:${port}`];
  const allowedOrigins = () => allowedHosts().map((h) => `http://${h}`);
  const streams = new Set<ServerResponse>();

  const unsubscribe = core.events.subscribe((event, payload) => {
    const frame = `data: ${JSON.stringify({ event, payload })}\n\n`;
    for (const res of streams) res.write(frame);
  });

  const handleIpc = async (req: IncomingMessage, res: ServerResponse, channel: string) => {
    if (req.method !== 'POST')
      return sendJson(res, 405, refusal('not-found', 'IPC calls are POST requests.'));
    if (!sameSecret(req.headers[SECRET_HEADER] as string | undefined, secret)) {
      return sendJson(
        res,
        403,
        refusal(
          'transport',
          'This page has no valid desk secret: open the address the web host printed (…/?k=…).',
        ),
      );
    }
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      return sendJson(
        res,
        415,
        refusal('invalid-request', 'IPC calls carry a JSON body (content-type application/json).'),
      );
    }
    const text = await readBody(req);
    if (text === null) {
      res.setHeader('connection', 'close');
      return sendJson(res, 413, refusal('invalid-request', 'The request body is larger than 1 MB.'));
    }
    let input: unknown;
    try {
      input = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      return sendJson(res, 400, refusal('invalid-request', 'The request body is not valid JSON.'));
    }
    sendJson(res, 200, await core.dispatch(channel, input));
  };

  const handleEvents = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (!sameSecret(url.searchParams.get(SECRET_PARAM), secret))
      return sendText(res, 403, 'Missing or wrong desk secret.');
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    streams.add(res);
    const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
    req.on('close', () => {
      clearInterval(keepalive);
      streams.delete(res);
    });
  };

  const handleStatic = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed.');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendText(res, 400, 'Bad path.');
    }
    const file = resolve(join(rendererDir, pathname === '/' ? 'index.html' : pathname));
    if (file !== rendererDir && !file.startsWith(rendererDir + sep)) return sendText(res, 404, 'Not found.');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return sendText(res, 404, 'Not found.');
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    res.writeHead(200, {
      'content-type': type,
      'content-length': info.size,
      'x-content-type-options': 'nosniff',
      // The page URL carries the secret (?k=): never send it on to other sites.
      'referrer-policy': 'no-referrer',
      ...(type.startsWith('text/html')
        ? {
            'content-security-policy': CONTENT_SECURITY_POLICY,
            'cache-control': 'no-store',
            'x-frame-options': 'DENY',
          }
        : {
            'cache-control': pathname.startsWith('/assets/')
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          }),
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  };

  const server: Server = createServer((req, res) => {
    // DNS rebinding: a foreign name resolving to 127.0.0.1 still sends its own Host (and Origin).
    if (!allowedHosts().includes(req.headers.host ?? '')) return sendText(res, 421, 'Unknown host.');
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins().includes(origin))
      return sendText(res, 403, 'Foreign origin.');
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const work = url.pathname.startsWith('/ipc/')
      ? handleIpc(req, res, decodeURIComponent(url.pathname.slice('/ipc/'.length)))
      : url.pathname === '/events'
        ? Promise.resolve(handleEvents(req, res, url))
        : handleStatic(req, res, url);
    work.catch((error: unknown) => {
      console.error('desk web host: a request failed', error);
      if (!res.headersSent) sendText(res, 500, 'The desk failed to answer.');
      else res.end();
    });
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    port,
    secret,
    url: `${origin}/?${SECRET_PARAM}=${secret}`,
    routeUrl: (path) => `${origin}/${path}${path.includes('?') ? '&' : '?'}${SECRET_PARAM}=${secret}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        unsubscribe();
        for (const res of streams) res.end();
        streams.clear();
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
};
