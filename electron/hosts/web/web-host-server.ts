import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { DeskCore } from '../../app/desk-core';
import { eventStreams } from './web-host-events';
import { SECRET_PARAM, sendText } from './web-host-http';
import { handleIpc } from './web-host-ipc';
import { serveStatic } from './web-host-static';
import { servePicture } from './web-host-picture';
import { GOODS_PICTURE_PATH } from '../../../shared/orders/goods-picture-src';

/*
 * The web host's HTTP side: the built renderer, the router over POST /ipc/<channel>, and the event stream
 * /events (SSE). Loopback only; every call carries the per-launch secret (header x-desk-secret, or ?k= where
 * a header cannot be set: EventSource); a Host or Origin that is not this server's own is refused, so a web
 * page elsewhere cannot reach the desk through DNS rebinding.
 */

interface DeskHttpServerOptions {
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

export const startDeskHttpServer = async (options: DeskHttpServerOptions): Promise<DeskHttpServer> => {
  const { core } = options;
  const secret = options.secret ?? randomBytes(32).toString('base64url');
  const rendererDir = resolve(options.rendererDir);
  let port = 0;
  const allowedHosts = () => [`127.0.0.1:${port}`, `localhost:${port}`];
  const allowedOrigins = () => allowedHosts().map((h) => `http://${h}`);
  const events = eventStreams(core, secret);

  const server: Server = createServer((req, res) => {
    // DNS rebinding: a foreign name resolving to 127.0.0.1 still sends its own Host (and Origin).
    if (!allowedHosts().includes(req.headers.host ?? '')) return sendText(res, 421, 'Unknown host.');
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins().includes(origin))
      return sendText(res, 403, 'Foreign origin.');
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const work = url.pathname.startsWith('/ipc/')
      ? handleIpc(core, secret, req, res, decodeURIComponent(url.pathname.slice('/ipc/'.length)))
      : url.pathname === '/events'
        ? Promise.resolve(events.handle(req, res, url))
        : url.pathname === GOODS_PICTURE_PATH
          ? servePicture(req, res, url)
          : serveStatic(rendererDir, req, res, url);
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
        events.close();
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
};
