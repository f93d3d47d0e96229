import {
  endpoints,
  operationNames,
  type EndpointSpec,
  type OperationName,
  type OperationRequest,
  type OperationResult,
} from './endpoints';
import { errorFromEnvelope, GatewayError, isGatewayError } from './errors';
import { backoffDelay, sleep } from './retry';
import { SlotThrottle, type CallThrottle, type Slot } from './throttle';
import { encodeBody, failedBeforeSending, parseRetryAfter, readAnswer, type EncodedBody } from './transport';
import { describeIssue, formatIssue } from './validation';

/*
 * The typed, throttled client of the Seller Tools gateway (spec 4; DECISIONS T1–T7, W11).
 * - Requests are validated strictly before anything is sent: a bad one costs nothing.
 * - Every endpoint has its own rate limiter (throttle.ts), shared by all callers of this client. The
 *   gateway counts per token, so keep one client per token.
 * - Only idempotent reads are re-sent. A charged non-idempotent call (fetch, recycle, push) whose answer
 *   was lost is reported `outcome-unknown` and never re-sent: a re-sent fetch issues new waybills (W11).
 *   For the same reason, once such a call is on the wire a caller's abort no longer stops it: its answer
 *   is awaited so that what the gateway did becomes known.
 */

export interface CallOptions {
  signal?: AbortSignal;
}

export interface QueueChange {
  op: OperationName;
  /** Calls of `op` waiting for the rate limit. */
  depth: number;
  /** Calls of every operation waiting. */
  total: number;
}
export type QueueListener = (change: QueueChange) => void;

export interface SellerToolsClientOptions {
  baseUrl: string;
  token: string;
  fetch?: typeof globalThis.fetch;
  /** Aborting it cancels every call of this client that has not been sent. */
  signal?: AbortSignal;
  /** Re-sends of an idempotent read after `retryable`/`transport` (default 3). */
  maxReadRetries?: number;
  /** A call with no answer after this long is given up: `transport` for reads, else `outcome-unknown`. */
  requestTimeoutMs?: number;
  onQueueChange?: QueueListener;
  /** Defaults to the gateway's 10 calls per 1000 ms (T4); tests may shrink it. */
  rateLimit?: { limit: number; windowMs: number };
  /**
   * The rate limiter of each endpoint (default: a SlotThrottle in this process). Desks sharing one token plug in
   * a shared one; `onQueueChange` must be told this desk's waiting calls.
   */
  throttle?: (
    op: OperationName,
    limits: { limit: number; windowMs: number },
    onQueueChange: (depth: number) => void,
  ) => CallThrottle;
}

export type SellerToolsOperations = {
  [O in OperationName]: (request: OperationRequest<O>, options?: CallOptions) => Promise<OperationResult<O>>;
};

export interface SellerToolsClient extends SellerToolsOperations {
  /** Calls waiting for the rate limit: of one operation, or of all. */
  queueDepth(op?: OperationName): number;
  /** Subscribe to queue changes (for "waiting for the gateway's 10 calls/s"); returns the unsubscribe. */
  subscribeQueue(listener: QueueListener): () => void;
}

export const createSellerToolsClient = (options: SellerToolsClientOptions): SellerToolsClient => {
  // Fail here, not on the wire, for a base URL or token that cannot make a request.
  const baseUrl = new URL(options.baseUrl).href.replace(/\/+$/, '');
  const authorization = new Headers({ Authorization: `Bearer ${options.token}` }).get('Authorization') ?? '';
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const maxReadRetries = options.maxReadRetries ?? 3;
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const listeners = new Set<QueueListener>();
  if (options.onQueueChange) listeners.add(options.onQueueChange);

  const throttles = {} as Record<OperationName, CallThrottle>;
  const totalDepth = () => operationNames.reduce((n, op) => n + throttles[op].queueDepth, 0);
  const limits = options.rateLimit ?? { limit: 10, windowMs: 1000 };
  for (const op of operationNames) {
    const onQueueChange = (depth: number) => {
      const change = { op, depth, total: totalDepth() };
      for (const listener of listeners) listener(change);
    };
    throttles[op] = options.throttle
      ? options.throttle(op, limits, onQueueChange)
      : new SlotThrottle({ ...limits, onQueueChange });
  }

  const sendOnce = async (
    op: OperationName,
    spec: EndpointSpec,
    body: EncodedBody,
    signal: AbortSignal | undefined,
  ): Promise<unknown> => {
    const slot: Slot = await throttles[op].acquire(signal);
    if (signal?.aborted) {
      slot.giveBack();
      throw new GatewayError({ kind: 'cancelled', msg: 'cancelled before sending', cause: signal.reason });
    }
    const timeout = AbortSignal.timeout(requestTimeoutMs);
    // Reads may be abandoned on the wire; charged writes are awaited to learn their outcome.
    const wireSignal = spec.idempotent && signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetchImpl(baseUrl + spec.path, {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': body.contentType,
          Accept: 'application/json',
        },
        body: body.body,
        signal: wireSignal,
      });
    } catch (cause) {
      throw lostAnswer(spec, cause, signal, timeout, 'the request failed');
    } finally {
      // The gateway counted the call (if at all) before this point: start the slot's cool-down now.
      slot.release();
    }
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    const answer = await readAnswer(response);
    if (response.status === 429) {
      // Refused by the rate limit (T4): not carried out, so safe to report as retryable even for a write.
      const msg = answer.readable ? answer.envelope.msg : 'too many calls (HTTP 429)';
      const code = answer.readable ? (answer.envelope.code ?? 202) : 202;
      throw new GatewayError({ kind: 'retryable', code, msg, retryAfterMs });
    }
    if (!answer.readable) throw lostAnswer(spec, answer.cause, signal, timeout, answer.reason, true);
    const { envelope } = answer;
    if (envelope.code !== 0) {
      const error = errorFromEnvelope(envelope.code ?? 200, envelope.msg, envelope.data);
      if (error.kind === 'retryable' && retryAfterMs !== undefined) {
        throw new GatewayError({ kind: 'retryable', code: error.code, msg: error.message, retryAfterMs });
      }
      throw error;
    }
    const result = spec.resultSchema.safeParse(envelope.data);
    if (result.success) return result.data;
    const msg = `the gateway answered success but its data is unreadable: ${formatIssue(result.error)}`;
    // A charged write succeeded, but what it issued cannot be read: its outcome is as good as unknown.
    throw new GatewayError({ kind: spec.idempotent ? 'system' : 'outcome-unknown', code: 0, msg });
  };

  const call = async (op: OperationName, request: unknown, callOptions?: CallOptions): Promise<unknown> => {
    const spec: EndpointSpec = endpoints[op];
    const parsed = spec.requestSchema.safeParse(request);
    if (!parsed.success) {
      const { path } = describeIssue(parsed.error);
      throw new GatewayError({
        kind: 'invalid-request',
        msg: formatIssue(parsed.error),
        ...(path ? { field: path } : {}),
      });
    }
    const body = encodeBody(spec.encoding, parsed.data);
    const signals = [options.signal, callOptions?.signal].filter((s): s is AbortSignal => s !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await sendOnce(op, spec, body, signal);
      } catch (error) {
        const again =
          spec.idempotent &&
          attempt < maxReadRetries &&
          isGatewayError(error) &&
          (error.kind === 'retryable' || error.kind === 'transport');
        if (!again) throw error;
        await sleep(backoffDelay(attempt, error.retryAfterMs), signal);
      }
    }
  };

  const operations = Object.fromEntries(
    operationNames.map((op) => [op, (request: unknown, o?: CallOptions) => call(op, request, o)]),
  ) as SellerToolsOperations;

  return {
    ...operations,
    queueDepth: (op) => (op ? throttles[op].queueDepth : totalDepth()),
    subscribeQueue: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** Classifies a call whose answer did not (readably) arrive. */
const lostAnswer = (
  spec: EndpointSpec,
  cause: unknown,
  signal: AbortSignal | undefined,
  timeout: AbortSignal,
  reason: string,
  reachedGateway = false,
): GatewayError => {
  if (isGatewayError(cause)) return cause;
  if (spec.idempotent && signal?.aborted) {
    return new GatewayError({ kind: 'cancelled', msg: 'cancelled while the read was on the wire', cause });
  }
  const what = timeout.aborted ? 'no answer in time' : reason;
  if (!reachedGateway && failedBeforeSending(cause)) {
    return new GatewayError({ kind: 'transport', msg: `the gateway could not be reached: ${what}`, cause });
  }
  if (spec.idempotent) return new GatewayError({ kind: 'transport', msg: what, cause });
  return new GatewayError({
    kind: 'outcome-unknown',
    msg: `${what}; the gateway may have carried out this charged call, so it was not re-sent`,
    cause,
  });
};
