import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IpcResult } from '../../../shared/ipc/errors';
import { IPC_BODY_MAX_BYTES } from '../../../shared/ipc/upload-limits';

/* The web host's small HTTP pieces: the secret's check, answers as JSON or text, a bounded body. */

export const SECRET_HEADER = 'x-desk-secret';
export const SECRET_PARAM = 'k';
/** The limit on an IPC call's body: sized from the biggest CSV the contract takes (shared/ipc/upload-limits). */
export const MAX_BODY_BYTES = IPC_BODY_MAX_BYTES;

export const sameSecret = (given: string | null | undefined, secret: string): boolean => {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
};

export const refusal = (
  kind: 'transport' | 'invalid-request' | 'not-found',
  msg: string,
): IpcResult<never> => ({
  ok: false,
  error: { kind, msg },
});

export const sendText = (res: ServerResponse, status: number, text: string): void => {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
};

/**
 * The body as text, or null when it is over the limit. An oversized body is still read (and dropped) to its end,
 * however big, so the 413 answer reaches the client in words instead of a reset connection: only a caller with
 * the per-launch secret gets this far, and reading to the end on loopback costs no more than the sending did.
 */
export const readBody = (req: IncomingMessage): Promise<string | null> =>
  new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      // Past the limit nothing is kept: what was kept is let go at once.
      else chunks.length = 0;
    });
    req.on('end', () => resolveBody(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
