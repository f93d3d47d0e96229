/** Helpers for the sandbox's conformance tests: raw HTTP on loopback, no client library in between. */
import { endpoints, type OperationName } from '../../shared/api/endpoints';
import { DEMO_TEMPLATE_URL, DEMO_TOKEN } from '../fixtures';

export interface Envelope<D = unknown> {
  code: number;
  msg: string;
  msec: number;
  time: number;
  data: D;
}

export interface Answer<D = unknown> {
  status: number;
  headers: Headers;
  envelope: Envelope<D>;
}

export type Encoding = 'json' | 'multipart' | 'urlencoded';

export interface CallOptions {
  /** `null` sends no Authorization header. Default: the demo token. */
  token?: string | null;
  encoding?: Encoding;
  headers?: Record<string, string>;
}

const formValue = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Encodes a body the way the spec's examples do for forms: nested values as JSON text. */
export function encodeBody(
  body: unknown,
  encoding: Encoding,
): { body: BodyInit; headers: Record<string, string> } {
  if (encoding === 'json')
    return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const entries = Object.entries(body as Record<string, unknown>).map(([k, v]): [string, string] => [
    k,
    formValue(v),
  ]);
  if (encoding === 'urlencoded')
    return {
      body: new URLSearchParams(entries).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return { body: form, headers: {} };
}

export async function call<D = unknown>(
  baseUrl: string,
  op: OperationName,
  body: unknown,
  opts: CallOptions = {},
): Promise<Answer<D>> {
  const token = opts.token === undefined ? DEMO_TOKEN : opts.token;
  const encoded = encodeBody(body, opts.encoding ?? 'json');
  const headers: Record<string, string> = { ...encoded.headers, ...opts.headers };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  return rawPost<D>(`${baseUrl}${endpoints[op].path}`, encoded.body, headers);
}

export async function rawPost<D = unknown>(
  url: string,
  body: BodyInit | undefined,
  headers: Record<string, string>,
): Promise<Answer<D>> {
  const res = await fetch(url, { method: 'POST', body: body ?? null, headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, envelope: JSON.parse(text) as Envelope<D> };
}

/** Operator endpoints under /sandbox/ answer the same envelope. */
export async function operator<D = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Envelope<D>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return (await res.json()) as Envelope<D>;
}

export interface TokenSpec {
  token?: string;
  points?: number;
  shops?: string[];
  owners?: string[];
  mallUsers?: (string | number)[];
  endpoints?: OperationName[];
}

/** A fresh token (its own points and its own rate window), authorized like the demo token by default. */
export async function newToken(baseUrl: string, spec: TokenSpec = {}): Promise<string> {
  const answer = await operator<{ token: string }>(baseUrl, 'POST', '/sandbox/tokens', {
    shops: ['demo-shop'],
    ...spec,
  });
  if (answer.code !== 0) throw new Error(`token not created: ${answer.msg}`);
  return answer.data.token;
}

export interface TokenState {
  points: number;
  waybillsIssued: number;
  waybillsLive: number;
  waybillsRecycled: number;
  authorized: string[];
}

export async function stateOf(baseUrl: string, token: string): Promise<TokenState> {
  const answer = await operator<TokenState>(
    baseUrl,
    'GET',
    `/sandbox/state?token=${encodeURIComponent(token)}`,
  );
  if (answer.code !== 0) throw new Error(answer.msg);
  return answer.data;
}

export const pointsOf = async (baseUrl: string, token: string): Promise<number> =>
  (await stateOf(baseUrl, token)).points;

export function tradeOrder(i: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    object_id: `obj-${i}`,
    order_info: { order_channels_type: 'PDD', trade_order_list: [`240601-00000000000${i}`] },
    package_info: { items: [{ count: 1, name: '纯棉短袖T恤' }] },
    recipient: {
      address: { province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南路 18 号' },
      mobile: '13900000000',
      name: '李四',
    },
    template_url: DEMO_TEMPLATE_URL,
    user_id: 10001,
    ...overrides,
  };
}

/** A valid waybill fetch for `count` orders; `apply` overrides fields of the inner request object. */
export function waybillRequest(
  count = 1,
  apply: Record<string, unknown> = {},
  top: Record<string, unknown> = {},
) {
  return {
    shop_id: 'demo-shop',
    param_waybill_cloud_print_apply_new_request: {
      cp_code: 'YTO',
      sender: {
        address: { province: '浙江省', city: '杭州市', district: '余杭区', detail: '文一西路 969 号' },
        mobile: '13800000000',
        name: '张三',
      },
      trade_order_info_dtos: Array.from({ length: count }, (_, i) => tradeOrder(i)),
      ...apply,
    },
    ...top,
  };
}

export interface PrintResponse {
  object_id: string;
  waybill_code: string;
  print_data: string;
  parent_waybill_code: string;
}

export interface FetchData {
  withholding_money: number;
  carrier_waybill_ii_get_response: { modules: { waybill_cloud_print_response: PrintResponse[] } };
}

export const printResponses = (data: FetchData): PrintResponse[] =>
  data.carrier_waybill_ii_get_response.modules.waybill_cloud_print_response;

/** A recycle body for waybills `{ code, cp }` of one owner. */
export const recycleOf = (
  waybills: { code: string; cp: string }[],
  ownerId = 'demo-owner',
  platform = '1',
) => ({
  params: waybills.map((w) => ({ wp_code: w.cp, waybill_code: w.code, owner_id: ownerId, platform })),
});
