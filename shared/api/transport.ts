import type { EndpointSpec } from './endpoints';
import { EnvelopeSchema, type Envelope } from './schemas/common';

/** A request body ready for `fetch`. */
export interface EncodedBody {
  body: string;
  contentType: string;
}

/**
 * DECISIONS T6: push and orders go as url-encoded forms (a nested value, such as push's `items`, as its JSON
 * text), the rest as JSON. Undefined fields are left out.
 */
export const encodeBody = (encoding: EndpointSpec['encoding'], request: unknown): EncodedBody => {
  if (encoding === 'json') return { body: JSON.stringify(request), contentType: 'application/json' };
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(request as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    form.append(name, text);
  }
  return { body: form.toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
};

/** What came back: a readable envelope, or an answer that was lost on the way (body cut off, not JSON). */
type Answer = { readable: true; envelope: Envelope } | { readable: false; reason: string; cause?: unknown };

/**
 * T1/T2: the envelope is read whenever the body is JSON, whatever the HTTP status; a body that is not
 * JSON, or not an envelope, counts as lost.
 */
export const readAnswer = async (response: Response): Promise<Answer> => {
  const status = response.status;
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    return { readable: false, reason: 'the answer was cut off', cause };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    return { readable: false, reason: `the answer (HTTP ${status}) is not JSON`, cause };
  }
  const envelope = EnvelopeSchema.safeParse(json);
  if (!envelope.success || envelope.data.code === null) {
    return { readable: false, reason: `the answer (HTTP ${status}) is not a gateway envelope` };
  }
  return { readable: true, envelope: envelope.data };
};

/** `Retry-After` as delay-seconds (what the gateway sends, T1) or an HTTP date; undefined when absent. */
export const parseRetryAfter = (header: string | null, now: number = Date.now()): number | undefined => {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};

const NEVER_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'ERR_INVALID_URL',
]);

/**
 * True when a `fetch` failure provably happened before the request could reach the gateway: the
 * connection was never made (refused, name not resolved, connect timeout, bad URL). Anything else may have
 * been sent.
 */
export const failedBeforeSending = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  const visit = (e: unknown): boolean => {
    if (!e || typeof e !== 'object' || seen.has(e)) return false;
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NEVER_SENT_CODES.has(code)) return true;
    // undici wraps the socket error in `cause`; several addresses give an AggregateError whose parts all count.
    const parts = (e as { errors?: unknown }).errors;
    if (Array.isArray(parts) && parts.length > 0 && parts.every(visit)) return true;
    return visit((e as { cause?: unknown }).cause);
  };
  return visit(error);
};
