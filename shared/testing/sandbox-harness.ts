import type { OperationName } from '../api/endpoints';

/*
 * Test and benchmark helpers around the sandbox's operator paths (`/sandbox/...`, no token, no rate limit):
 * fresh tokens, account state, fault injection, and a `fetch` that records what the client sent.
 */

interface SandboxEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

const sandboxCall = async <T>(url: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(url + path, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const envelope = (await res.json()) as SandboxEnvelope<T>;
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
};

export interface TokenSpec {
  points?: number;
  shops?: string[];
  owners?: string[];
  mallUsers?: (string | number)[];
  endpoints?: OperationName[];
}

let tokenCount = 0;

/** A fresh token, so that a test starts with an empty rate window and its own points. */
export const createToken = async (url: string, spec: TokenSpec = {}): Promise<string> => {
  tokenCount += 1;
  const token = `t-${process.pid}-${Date.now().toString(36)}-${tokenCount}`;
  await sandboxCall(url, '/sandbox/tokens', { token, ...spec });
  return token;
};

/** A token authorized for every demo subject (shop, owner, mall user), with plenty of points. */
export const createDemoLikeToken = (url: string, points = 100_000): Promise<string> =>
  createToken(url, { points, shops: ['demo-shop'] });

export interface AccountState {
  points: number;
  waybillsIssued: number;
  waybillsLive: number;
  waybillsRecycled: number;
  /** Successful (charged) calls per operation since the sandbox started. */
  calls: Partial<Record<OperationName, number>>;
}

export interface LoggedCall {
  op: OperationName;
  at: number;
  fields: Record<string, unknown>;
}

/** The successful calls the sandbox answered for the token (of one operation), with their fields. */
export const sandboxCalls = async (url: string, token: string, op?: OperationName): Promise<LoggedCall[]> =>
  (
    await sandboxCall<{ calls: LoggedCall[] }>(
      url,
      `/sandbox/calls?token=${encodeURIComponent(token)}${op ? `&op=${op}` : ''}`,
    )
  ).calls;

export const accountState = (url: string, token: string): Promise<AccountState> =>
  sandboxCall<AccountState>(url, `/sandbox/state?token=${encodeURIComponent(token)}`);

export interface SandboxWaybill {
  waybill_code: string;
  cp_code: string;
  order_sn: string;
  object_id: string;
  parent_waybill_code: string;
  issued_at: number;
  recycled_at: number | null;
}

/** Every waybill the sandbox issued to the token, oldest first. */
export const issuedWaybills = async (url: string, token: string): Promise<SandboxWaybill[]> =>
  (
    await sandboxCall<{ waybills: SandboxWaybill[] }>(
      url,
      `/sandbox/waybills?token=${encodeURIComponent(token)}`,
    )
  ).waybills;

export interface FaultRule {
  endpoint: OperationName | '*';
  code?: 101 | 200 | 202 | 203;
  delayMs?: number;
  drop?: true;
  nonJson?: true;
  status?: number;
  times?: number;
}

export const injectFault = (url: string, rule: FaultRule): Promise<unknown> =>
  sandboxCall(url, '/sandbox/faults', rule);
export const clearFaults = (url: string): Promise<unknown> =>
  sandboxCall(url, '/sandbox/faults', { clear: true });

export interface CouponEntry {
  item_id: string;
  coupon_activity_id: string;
  me: string;
}

export const demoCoupons = async (url: string, mallUser = '10001'): Promise<CouponEntry[]> =>
  (await sandboxCall<{ coupons: CouponEntry[] }>(url, `/sandbox/coupons?mall_user_id=${mallUser}`)).coupons;

export interface SentCall {
  path: string;
  sentAt: number;
  /** When the answer's headers arrived (the throttle starts a slot's cool-down then). */
  answeredAt?: number;
  status: number | 'failed';
}

/** A `fetch` for the client that records each call's path, send time and HTTP status. */
export const recordingFetch = (): { fetch: typeof globalThis.fetch; calls: SentCall[] } => {
  const calls: SentCall[] = [];
  const recording: typeof globalThis.fetch = async (input, init) => {
    const call: SentCall = {
      path: new URL(input instanceof Request ? input.url : String(input)).pathname,
      sentAt: performance.now(),
      status: 'failed',
    };
    calls.push(call);
    const response = await fetch(input, init);
    call.answeredAt = performance.now();
    call.status = response.status;
    return response;
  };
  return { fetch: recording, calls };
};

/**
 * Adds `count` generated orders to an owner; returns their numbers. By default they are confirmed now (so they
 * come first); with `spacingMs` the i-th is confirmed i × spacingMs before now (a history).
 */
export const addSandboxOrders = async (
  url: string,
  ownerId: string,
  count: number,
  spacingMs = 0,
): Promise<string[]> => {
  const added: { order_sn: string }[] = [];
  const now = Date.now();
  for (let from = 0; from < count; from += 1000) {
    const n = Math.min(count - from, 1000);
    const body =
      spacingMs > 0
        ? {
            owner_id: ownerId,
            orders: Array.from({ length: n }, (_, i) => ({ confirm_time: now - (from + i) * spacingMs })),
          }
        : { owner_id: ownerId, count: n };
    const data = await sandboxCall<{ added: { order_sn: string }[] }>(url, '/sandbox/orders', body);
    added.push(...data.added);
  }
  return added.map((o) => o.order_sn);
};

/** The operator changes an order's status (shipped or closed elsewhere). */
export const setSandboxOrderStatus = (url: string, ownerId: string, orderSn: string, status: number) =>
  sandboxCall<{ order: { order_sn: string; order_status: number } }>(url, '/sandbox/orders/status', {
    owner_id: ownerId,
    order_sn: orderSn,
    order_status: status,
  });
