import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY, CONTENT_TYPES } from '../content-security-policy';
import { sendText } from './web-host-http';

/** The built renderer's files (rendererDir resolved), never a path outside it; HTML pages under the CSP. */
export const serveStatic = async (
  rendererDir: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => {
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
