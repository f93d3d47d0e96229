import {
  endpoints,
  operationNames,
  type EndpointSpec,
  type OperationName,
  type OperationRequest,
  type OperationResult,
} from './endpoints';
import { GatewayError, isGatewayError } from './errors';
import { backoffDelay, sleep } from './retry';
import { encodeBody } from './transport';
import { describeIssue, formatIssue } from './validation';
import type { CallOptions, QueueListener, SellerToolsClientOptions } from './client-options';
import { createClientQueues } from './client-queues';
import { sendOnce, type SendContext } from './client-send';

/*
 * The typed, throttled client of the Seller Tools gateway (spec 4; DECISIONS T1–T7, W11).
 * - Requests are validated strictly before anything is sent: a bad one costs nothing.
 * - Every endpoint has its own rate limiter (client-queues.ts), shared by all callers of this client. The
 *   gateway counts per token, so keep one client per token.
 * - Only idempotent reads are re-sent. A charged non-idempotent call (fetch, recycle, push) whose answer
 *   was lost is reported `outcome-unknown` and never re-sent: a re-sent fetch issues new waybills (W11).
 *   For the same reason, once such a call is on the wire a caller's abort no longer stops it: its answer
 *   is awaited so that what the gateway did becomes known.
 */

export type { QueueChange, QueueListener, SellerToolsClientOptions } from './client-options';

type SellerToolsOperations = {
  [O in OperationName]: (request: OperationRequest<O>, options?: CallOptions) => Promise<OperationResult<O>>;
};

export interface SellerToolsClient extends SellerToolsOperations {
  /** Calls waiting for the rate limit: of one operation, or of all. */
  queueDepth(op?: OperationName): number;
  /** Subscribe to queue changes (for "waiting for the gateway's 10 calls/s"); returns the unsubscribe. */
  subscribeQueue(listener: QueueListener): () => void;
}

/** The request as its endpoint's schema reads it; a bad one is refused here, before it costs anything. */
const validRequest = (spec: EndpointSpec, request: unknown): unknown => {
  const parsed = spec.requestSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  const { path } = describeIssue(parsed.error);
  throw new GatewayError({
    kind: 'invalid-request',
    msg: formatIssue(parsed.error),
    ...(path ? { field: path } : {}),
  });
};

export const createSellerToolsClient = (options: SellerToolsClientOptions): SellerToolsClient => {
  // Fail here, not on the wire, for a base URL or token that cannot make a request.
  const baseUrl = new URL(options.baseUrl).href.replace(/\/+$/, '');
  const authorization = new Headers({ Authorization: `Bearer ${options.token}` }).get('Authorization') ?? '';
  const maxReadRetries = options.maxReadRetries ?? 3;
  const queues = createClientQueues(options);
  const context: SendContext = {
    baseUrl,
    authorization,
    fetchImpl: options.fetch ?? globalThis.fetch.bind(globalThis),
    requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
    throttles: queues.throttles,
  };

  const call = async (op: OperationName, request: unknown, callOptions?: CallOptions): Promise<unknown> => {
    const spec: EndpointSpec = endpoints[op];
    const body = encodeBody(spec.encoding, validRequest(spec, request));
    const signals = [options.signal, callOptions?.signal].filter((s): s is AbortSignal => s !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await sendOnce(context, op, spec, body, signal);
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

  return { ...operations, queueDepth: queues.queueDepth, subscribeQueue: queues.subscribeQueue };
};
