import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeskCore } from '../../app/desk-core';
import { MAX_BODY_BYTES, readBody, refusal, sameSecret, SECRET_HEADER, sendJson } from './web-host-http';
import { CSV_MAX_BYTES } from '../../../shared/ipc/upload-limits';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 102.4) / 10} MB`;

/** Said when a call's body is over the limit: the limit, and the one a seller meets (a CSV file's). */
export const BODY_TOO_LARGE = `The request is larger than the ${megabytes(MAX_BODY_BYTES)} the desk takes in one call (a CSV file may be at most ${megabytes(CSV_MAX_BYTES)}).`;

/** POST /ipc/<channel>: the secret, a JSON body within the limit, then the router's answer. */
export const handleIpc = async (
  core: DeskCore,
  secret: string,
  req: IncomingMessage,
  res: ServerResponse,
  channel: string,
) => {
  if (req.method !== 'POST') return sendJson(res, 405, refusal('not-found', 'IPC calls are POST requests.'));
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
    return sendJson(res, 413, refusal('invalid-request', BODY_TOO_LARGE));
  }
  let input: unknown;
  try {
    input = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return sendJson(res, 400, refusal('invalid-request', 'The request body is not valid JSON.'));
  }
  sendJson(res, 200, await core.dispatch(channel, input));
};
