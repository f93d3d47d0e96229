import type { IncomingMessage, ServerResponse } from 'node:http';
import { goodsPicture } from '../goods-picture';
import { sendText } from './web-host-http';

/**
 * GET /goods-picture?u=…: the goods picture, fetched by the host for the desk's own pages only. A browser marks
 * an image another site's page asks for as cross-site (Sec-Fetch-Site), and such a request is refused: the
 * desk is no picture proxy for the web.
 */
export const servePicture = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
  if (req.method !== 'GET') return sendText(res, 405, 'Method not allowed.');
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return sendText(res, 403, 'Foreign page.');
  const answer = await goodsPicture(url.searchParams.get('u'), fetch);
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
};
