import type { EndpointSpec, OperationName } from './endpoints';
import { errorFromEnvelope, GatewayError, isGatewayError, NO_ANSWER_IN_TIME } from './errors';
import type { CallThrottle, Slot } from './throttle';
import { failedBeforeSending, parseRetryAfter, readAnswer, type EncodedBody } from './transport';
import { formatIssue } from './validation';

/** What one send needs of its client. */
export interface SendContext {
  baseUrl: string;
  authorization: string;
  fetchImpl: typeof globalThis.fetch;
  requestTimeoutMs: number;
  throttles: Record<OperationName, CallThrottle>;
}

/** One call on the wire, once its endpoint's rate limit lets it go: its result, or the error it ended in. */
export async function sendOnce(
  { baseUrl, authorization, fetchImpl, requestTimeoutMs, throttles }: SendContext,
  op: OperationName,
  spec: EndpointSpec,
  body: EncodedBody,
  signal: AbortSignal | undefined,
): Promise<unknown> {
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
  return resultOf(spec, response, signal, timeout);
}

/** The gateway's answer read: the result its schema admits, or the error it says. */
async function resultOf(
  spec: EndpointSpec,
  response: Response,
  signal: AbortSignal | undefined,
  timeout: AbortSignal,
): Promise<unknown> {
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
}

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
  const what = timeout.aborted ? NO_ANSWER_IN_TIME : reason;
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
