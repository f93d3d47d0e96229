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
const set = (name: string, key: string, value: unknown): Mutation => ({
  name,
  apply: (req) => ({ request: { ...req, [key]: value }, path: key }),
});

const fetchMutations: Mutation[] = [
  {
    name: 'cp_code of 20 characters',
    apply: (req) => {
      (req[A] as Obj).cp_code = '圆'.repeat(20);
      return { request: req, path: `${A}.cp_code` };
    },
  },
  {
    name: 'sender name of 40 code points',
    apply: (req) => {
      ((req[A] as Obj).sender as Obj).name = '😀'.repeat(40);
      return { request: req, path: `${A}.sender.name` };
    },
  },
  {
    name: 'empty sender province',
    apply: (req) => {
      (((req[A] as Obj).sender as Obj).address as Obj).province = '';
      return { request: req, path: `${A}.sender.address.province` };
    },
  },
  {
    name: 'template_url of another shape (W8)',
    apply: (req, pick) => {
      const [dto, i] = at((req[A] as Obj).trade_order_info_dtos as Obj[], pick);
      dto.template_url = 'https://cloudprint.example/template/custom/1';
      return { request: req, path: `${A}.trade_order_info_dtos[${i}].template_url` };
    },
  },
  {
    name: 'logistics_services that is not JSON of services',
    apply: (req, pick) => {
      const [dto, i] = at((req[A] as Obj).trade_order_info_dtos as Obj[], pick);
      dto.logistics_services = '{bad json';
      return { request: req, path: `${A}.trade_order_info_dtos[${i}].logistics_services` };
    },
  },
  {
    name: 'item count 0 (W6)',
    apply: (req, pick) => {
      const [dto, i] = at((req[A] as Obj).trade_order_info_dtos as Obj[], pick);
      ((dto.package_info as Obj).items as Obj[])[0]!.count = 0;
      return { request: req, path: `${A}.trade_order_info_dtos[${i}].package_info.items[0].count` };
    },
  },
  {
    name: 'order number with a space',
    apply: (req, pick) => {
      const [dto, i] = at((req[A] as Obj).trade_order_info_dtos as Obj[], pick);
      ((dto.order_info as Obj).trade_order_list as string[])[0] = 'T 1';
      return { request: req, path: `${A}.trade_order_info_dtos[${i}].order_info.trade_order_list[0]` };
    },
  },
  {
    name: 'product_code sent (W14)',
    apply: (req) => {
      (req[A] as Obj).product_code = 'STD';
      return { request: req, path: `${A}.product_code` };
    },
  },
  {
    name: 'duplicate object_id (W4)',
    apply: (req) => {
      const dtos = (req[A] as Obj).trade_order_info_dtos as Obj[];
      if (dtos.length < 2) return null;
      dtos[1]!.object_id = dtos[0]!.object_id;
      return { request: req, path: `${A}.trade_order_info_dtos[1].object_id` };
    },
  },
  {
    name: 'package ids differing only in case (W5)',
    apply: (req) => {
      const dtos = (req[A] as Obj).trade_order_info_dtos as Obj[];
      if (dtos.length < 2) return null;
      (dtos[0]!.package_info as Obj).id = 'Ab1';
      (dtos[1]!.package_info as Obj).id = 'aB1';
      return { request: req, path: `${A}.trade_order_info_dtos[1].package_info.id` };
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
  {
    name: 'platform not digits (T5)',
    apply: (req, pick) => {
      const [entry, i] = at(req.params as Obj[], pick);
      entry.platform = 'one';
      return { request: req, path: `params[${i}].platform` };
    },
  },
  {
    name: 'owner_id missing',
    apply: (req, pick) => {
      const [entry, i] = at(req.params as Obj[], pick);
      delete entry.owner_id;
      return { request: req, path: `params[${i}].owner_id` };
    },
  },
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
  {
    name: 'item id not digits',
    apply: (req, pick) => {
      const [item, i] = at(req.items as Obj[], pick);
      item.url = 'https://mall.example/item/1';
      return { request: req, path: `items[${i}].url` };
    },
  },
  {
    name: 'blank account',
    apply: (req, pick) => {
      const [item, i] = at(req.items as Obj[], pick);
      item.account = '  ';
      return { request: req, path: `items[${i}].account` };
    },
  },
];

export const MUTATIONS: Record<OperationName, Mutation[]> = {
  fetchWaybills: fetchMutations,
  listSoldOrders: ordersMutations,
  recycleWaybills: recycleMutations,
  lookupCoupon: couponMutations,
  pushItems: pushMutations,
};
