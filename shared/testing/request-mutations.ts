import type { OperationName } from '../api/endpoints';

/*
 * One-field breakages of a valid request, each with the JSON path the refusal must name. Every breakage
 * survives the wire encoding (push and orders go as forms, so a value is broken, never just its type).
 */

export interface Mutation {
  name: string;
  /** Breaks a deep copy of `req`; `pick` chooses an entry where the request has several. */
  apply(req: Record<string, unknown>, pick: number): { request: unknown; path: string } | null;
}

type Obj = Record<string, unknown>;
const A = 'param_waybill_cloud_print_apply_new_request';
const at = <T>(list: T[], pick: number): [T, number] => {
  const i = pick % list.length;
  return [list[i]!, i];
};
/** The keys of a path such as `a.b[0].c` (the refusal's own notation). */
const keysOf = (path: string): string[] => path.match(/[^.[\]]+/g) ?? [];
const valueAt = (target: Obj, path: string): unknown =>
  keysOf(path).reduce<unknown>((o, k) => (o as Obj)[k], target);
/** Sets the value at `path` inside `target`; `undefined` removes it. */
const setAt = (target: Obj, path: string, value: unknown): void => {
  const keys = keysOf(path);
  const last = keys.pop()!;
  const parent = keys.reduce<Obj>((o, k) => o[k] as Obj, target);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
};

/** Sets (or removes) the field at `path`; the refusal names that path. */
const set = (name: string, path: string, value: unknown): Mutation => ({
  name,
  apply: (req) => {
    setAt(req, path, value);
    return { request: req, path };
  },
});

/** Sets (or removes) `field` of the picked entry of the list at `listPath`; the refusal names `<listPath>[i].<field>`. */
const inEntry = (name: string, listPath: string, field: string, value: unknown): Mutation => ({
  name,
  apply: (req, pick) => {
    const [entry, i] = at(valueAt(req, listPath) as Obj[], pick);
    setAt(entry, field, value);
    return { request: req, path: `${listPath}[${i}].${field}` };
  },
});

const DTOS = `${A}.trade_order_info_dtos`;

const fetchMutations: Mutation[] = [
  set('cp_code of 20 characters', `${A}.cp_code`, '圆'.repeat(20)),
  set('sender name of 40 code points', `${A}.sender.name`, '😀'.repeat(40)),
  set('empty sender province', `${A}.sender.address.province`, ''),
  inEntry(
    'template_url of another shape (W8)',
    DTOS,
    'template_url',
    'https://cloudprint.example/template/custom/1',
  ),
  inEntry('logistics_services that is not JSON of services', DTOS, 'logistics_services', '{bad json'),
  inEntry('item count 0 (W6)', DTOS, 'package_info.items[0].count', 0),
  inEntry('order number with a space', DTOS, 'order_info.trade_order_list[0]', 'T 1'),
  set('product_code sent (W14)', `${A}.product_code`, 'STD'),
  {
    name: 'duplicate object_id (W4)',
    apply: (req) => {
      const dtos = valueAt(req, DTOS) as Obj[];
      if (dtos.length < 2) return null;
      dtos[1]!.object_id = dtos[0]!.object_id;
      return { request: req, path: `${DTOS}[1].object_id` };
    },
  },
  {
    name: 'package ids differing only in case (W5)',
    apply: (req) => {
      const dtos = valueAt(req, DTOS) as Obj[];
      if (dtos.length < 2) return null;
      (dtos[0]!.package_info as Obj).id = 'Ab1';
      (dtos[1]!.package_info as Obj).id = 'aB1';
      return { request: req, path: `${DTOS}[1].package_info.id` };
    },
  },
  {
    name: 'door pickup without a time (W9)',
    apply: (req) => {
      const apply = req[A] as Obj;
      apply.call_door_pick_up = true;
      delete apply.door_pick_up_time;
      delete apply.door_pick_up_end_time;
      return { request: req, path: `${A}.door_pick_up_time` };
    },
  },
  set('unknown top-level field', 'shopId', 'demo-shop'),
];

const ordersMutations: Mutation[] = [
  set('pageSize 101 (O1)', 'pageSize', '101'),
  set('pageSize 0', 'pageSize', '0'),
  set('page not digits (T5)', 'page', '1.5'),
  set('remarkTag 6 (O3)', 'remarkTag', '6'),
  set('start_time of another shape (O2)', 'start_time', '2025/01/01 00:00'),
  set('vvtype 3', 'vvtype', '3'),
  set('empty owner_id', 'owner_id', ''),
  set('unknown field', 'page_no', '1'),
];

const recycleMutations: Mutation[] = [
  set('no entries (R1)', 'params', []),
  {
    name: '101 entries (R1)',
    apply: (req) => {
      const [first] = req.params as Obj[];
      return { request: { ...req, params: Array.from({ length: 101 }, () => first) }, path: 'params' };
    },
  },
  inEntry('platform not digits (T5)', 'params', 'platform', 'one'),
  inEntry('owner_id missing', 'params', 'owner_id', undefined),
  set('vvtype not an integer', 'vvtype', '1.5'),
];

const couponMutations: Mutation[] = [
  set('mall_user_id not an integer', 'mall_user_id', 'user-1'),
  set('empty me', 'me', ''),
  {
    name: 'activity_id without item_id',
    apply: (req) => {
      if (req.me !== undefined || req.item_id === undefined) return null;
      delete req.item_id;
      return { request: req, path: 'item_id' };
    },
  },
  set('unknown field', 'coupon_id', '1'),
];

const pushMutations: Mutation[] = [
  set('type 5 (P3)', 'type', '5'),
  set('no items (P3)', 'items', []),
  inEntry('item id not digits', 'items', 'url', 'https://mall.example/item/1'),
  inEntry('blank account', 'items', 'account', '  '),
];

export const MUTATIONS: Record<OperationName, Mutation[]> = {
  fetchWaybills: fetchMutations,
  listSoldOrders: ordersMutations,
  recycleWaybills: recycleMutations,
  lookupCoupon: couponMutations,
  pushItems: pushMutations,
};
