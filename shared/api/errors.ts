/** Gateway and transport failures by kind, not by number (spec 7, DECISIONS T1/T2/C3). */
export const ERROR_KINDS = [
  'unauthorized', // 401
  'shop-not-authorized', // 302, with authUrl
  'calls-exhausted', // 204 "Number of API calls insufficient"
  'no-permission', // 204 "No permission for the interface"
  'invalid-request', // 100, with field when known
  'retryable', // 101, 202, HTTP 429 (Retry-After)
  'unsupported', // 203
  'not-found', // 404
  'system', // 200 or an unknown code
  'account-missing', // 103
  'transport', // network failure, non-JSON body
  'outcome-unknown', // a charged, non-idempotent call whose answer never arrived
  'cancelled', // the caller aborted before the call was sent
] as const;
type GatewayErrorKind = (typeof ERROR_KINDS)[number];

interface GatewayErrorInit {
  kind: GatewayErrorKind;
  msg: string;
  code?: number;
  field?: string;
  authUrl?: string;
  retryAfterMs?: number;
  cause?: unknown;
}

export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  readonly code?: number;
  readonly field?: string;
  readonly authUrl?: string;
  readonly retryAfterMs?: number;

  constructor(init: GatewayErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'GatewayError';
    this.kind = init.kind;
    if (init.code !== undefined) this.code = init.code;
    if (init.field !== undefined) this.field = init.field;
    if (init.authUrl !== undefined) this.authUrl = init.authUrl;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }
}

export const isGatewayError = (e: unknown): e is GatewayError => e instanceof GatewayError;

/** What a call whose answer did not come before its timeout says (a fetch intent's reason kind reads it back). */
export const NO_ANSWER_IN_TIME = 'no answer in time';

const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+/;

/** The 302 link: `data.auth_url`, else any URL found in `data` or `msg` (DECISIONS T2). */
const findAuthUrl = (data: unknown, msg: string): string | undefined => {
  if (data && typeof data === 'object' && 'auth_url' in data) {
    const url = data.auth_url;
    if (typeof url === 'string' && url) return url;
  }
  const inData = data === null || data === undefined ? null : URL_IN_TEXT.exec(JSON.stringify(data));
  return inData?.[0] ?? URL_IN_TEXT.exec(msg)?.[0];
};

/** The field path in a code-100 message `<path>: <message>` (DECISIONS W3), when it has one. */
const fieldFromMessage = (msg: string): string | undefined => {
  const m = /^([A-Za-z_][\w]*(?:\[\d+\]|\.[A-Za-z_][\w]*)*):\s/.exec(msg);
  return m?.[1];
};

/** Maps a non-zero envelope code to a typed error. */
export const errorFromEnvelope = (code: number, msg: string, data: unknown): GatewayError => {
  switch (code) {
    case 401:
      return new GatewayError({ kind: 'unauthorized', code, msg });
    case 302:
      return new GatewayError({ kind: 'shop-not-authorized', code, msg, authUrl: findAuthUrl(data, msg) });
    case 204:
      return new GatewayError({
        kind: /insufficient|exhaust|recharge/i.test(msg) ? 'calls-exhausted' : 'no-permission',
        code,
        msg,
      });
    case 100:
      return new GatewayError({ kind: 'invalid-request', code, msg, field: fieldFromMessage(msg) });
    case 101:
    case 202:
      return new GatewayError({ kind: 'retryable', code, msg });
    case 203:
      return new GatewayError({ kind: 'unsupported', code, msg });
    case 404:
      return new GatewayError({ kind: 'not-found', code, msg });
    case 103:
      return new GatewayError({ kind: 'account-missing', code, msg });
    default:
      return new GatewayError({ kind: 'system', code, msg });
  }
};
