import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeskCore } from '../../app/desk-core';
import { sameSecret, SECRET_PARAM, sendText } from './web-host-http';

const KEEPALIVE_MS = 20_000;

/** GET /events (SSE, secret as ?k=): every event of the core to every open stream, kept alive. */
export function eventStreams(core: DeskCore, secret: string) {
  const streams = new Set<ServerResponse>();
  const unsubscribe = core.events.subscribe((event, payload) => {
    const frame = `data: ${JSON.stringify({ event, payload })}\n\n`;
    for (const res of streams) res.write(frame);
  });

  const handle = (req: IncomingMessage, res: ServerResponse, url: URL) => {
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

  const close = () => {
    unsubscribe();
    for (const res of streams) res.end();
    streams.clear();
  };
  return { handle, close };
}
