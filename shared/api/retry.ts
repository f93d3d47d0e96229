import { GatewayError } from './errors';

interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  random?: () => number;
}

/**
 * Wait before re-sending an idempotent read: exponential (base · 2^attempt, capped) with "equal jitter" (half
 * fixed, half random) so that callers who failed together do not come back together; never shorter than
 * the gateway's `Retry-After`, plus a little jitter on top of it for the same reason.
 */
export const backoffDelay = (
  attempt: number,
  retryAfterMs: number | undefined,
  { baseMs = 200, maxMs = 5000, random = Math.random }: BackoffOptions = {},
): number => {
  const exp = Math.min(maxMs, baseMs * 2 ** attempt);
  const jittered = exp / 2 + (random() * exp) / 2;
  if (retryAfterMs === undefined) return Math.round(jittered);
  return Math.round(retryAfterMs + random() * Math.min(baseMs, 100));
};

/** Resolves after `ms`; rejects with kind `cancelled` if the signal aborts first. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const cancel = () => {
      clearTimeout(timer);
      reject(
        new GatewayError({
          kind: 'cancelled',
          msg: 'cancelled while waiting to retry',
          cause: signal?.reason,
        }),
      );
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    }, ms);
    if (signal?.aborted) cancel();
    else signal?.addEventListener('abort', cancel, { once: true });
  });
