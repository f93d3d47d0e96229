import { randomBytes } from 'node:crypto';
import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import type { TradeOrderInfo, WaybillFetchRequest } from '../../../shared/api/schemas/waybill-fetch';
import type { ParsedIn } from '../../../shared/ipc/contract';
import type { Parcel } from './parcels';

/*
 * A parcel (one sold order, spec 2.7, or a merge group of one receiver's orders) → one TradeOrderInfoDto
 * (spec 2.2): trade_order_list holds every order of the parcel and package_info.items the goods of each. The
 * whole request is built here and validated by the caller with the shared schema before an intent is written
 * (a bad field costs nothing).
 */

type FetchInput = ParsedIn<'waybills.fetch'>;

/** The gateway's ids of the shop a call fetches for: today's settings, or one shop of the directory. */
export interface FetchShopIds {
  shopId: string;
  ownerId: string;
  merchantUserId: string;
  orderChannelsType: string;
}

/** Unique per call (W4), and unique enough across calls to tell intents apart in the audit trail. */
export const newObjectIds = (count: number): string[] => {
  const batch = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return Array.from({ length: count }, (_, i) => `${batch}-${i + 1}`);
};

const present = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/** The order's quantity as the gateway needs it (W6: a positive integer); an order without one ships 1. */
const itemCount = (order: SoldOrder): number =>
  order.goods_count !== null && Number.isInteger(order.goods_count) && order.goods_count > 0
    ? order.goods_count
    : 1;

/** One order's goods: name, spec and quantity ("纯棉T恤 白色 XL ×2"). */
const goodsSummary = (order: SoldOrder): string =>
  `${[order.goods_name, order.goods_spec]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ')} ×${itemCount(order)}`.trim();

/** Between the goods of a merged waybill's orders, in order (the label fits the line as a whole). */
const GOODS_SEPARATOR = '；';

/** The goods line of the label and the ledger: every order's goods with its quantity, in the parcel's order. */
export const parcelGoodsSummary = (orders: SoldOrder[]): string =>
  orders.map(goodsSummary).join(GOODS_SEPARATOR);

const tradeOrderInfo = (
  parcel: Parcel,
  objectId: string,
  input: FetchInput,
  settings: FetchShopIds,
): TradeOrderInfo => {
  // One receiver for the whole parcel: a merge group's receivers are the same (mergeKeyOf), so the first speaks.
  const [order] = parcel.orders as [SoldOrder, ...SoldOrder[]];
  const city = present(order.city);
  const district = present(order.town);
  const phone = present(order.receiver_phone);
  const { totalPackagesCount, logisticsServices, itemGrams } = input.options;
  return {
    object_id: objectId,
    order_info: {
      order_channels_type: settings.orderChannelsType,
      trade_order_list: parcel.orders.map((o) => o.order_sn),
    },
    package_info: {
      // One item per order. An order without a goods name still ships: the spec or its number names it.
      items: parcel.orders.map((o) => ({
        name: present(o.goods_name) ?? present(o.goods_spec) ?? o.order_sn,
        count: itemCount(o),
        // Spec 2.2 Item.weight, in g: the goods' unit weight, where the desk knows it.
        ...(itemGrams?.[o.order_sn] !== undefined ? { weight: itemGrams[o.order_sn] } : {}),
      })),
      ...(totalPackagesCount !== undefined ? { total_packages_count: totalPackagesCount } : {}),
    },
    recipient: {
      name: order.receiver_name,
      ...(phone ? { mobile: phone } : {}),
      address: {
        province: order.province,
        ...(city ? { city } : {}),
        ...(district ? { district } : {}),
        detail: order.receiver_address,
      },
      tid: order.order_sn,
    },
    template_url: input.templateUrl,
    user_id: Number(settings.merchantUserId),
    ...(logisticsServices ? { logistics_services: logisticsServices } : {}),
  };
};

export const buildFetchRequest = (
  parcels: Parcel[],
  objectIds: string[],
  input: FetchInput,
  settings: FetchShopIds,
): WaybillFetchRequest => {
  const { needEncrypt, callDoorPickUp, doorPickUpTime, doorPickUpEndTime, edition } = input.options;
  return {
    shop_id: settings.shopId,
    // W1: vvtype at the top level, beside shop_id.
    vvtype: edition,
    param_waybill_cloud_print_apply_new_request: {
      cp_code: input.cpCode,
      sender: input.sender,
      trade_order_info_dtos: parcels.map((parcel, i) =>
        tradeOrderInfo(parcel, objectIds[i] ?? `${i + 1}`, input, settings),
      ),
      need_encrypt: needEncrypt,
      ...(callDoorPickUp ? { call_door_pick_up: true } : {}),
      ...(doorPickUpTime ? { door_pick_up_time: doorPickUpTime } : {}),
      ...(doorPickUpEndTime ? { door_pick_up_end_time: doorPickUpEndTime } : {}),
    },
  };
};

const APPLY = 'param_waybill_cloud_print_apply_new_request';
const DTO = new RegExp(`^${APPLY}\\.trade_order_info_dtos\\[(\\d+)\\]\\.?(.*)$`);
/** Paths inside a dto that belong to one order of the parcel (its number, its goods). */
const PER_ORDER = /^(?:order_info\.trade_order_list|package_info\.items)\[(\d+)\]/;

/** The desk's field of a path inside dto `index`: the order (`orderSns[i]`, `merges[g][j]`) or the parcel. */
const parcelFieldOf = (parcels: Parcel[] | undefined, index: string, rest: string): string => {
  const parcel = parcels?.[Number(index)];
  if (!parcel) return `orderSns[${index}]`;
  const perOrder = PER_ORDER.exec(rest);
  return (perOrder ? parcel.orderFields[Number(perOrder[1])] : undefined) ?? parcel.field;
};

/**
 * The request path of a bad field → the field the seller can fix: the fetch input, a setting, or the order
 * (`orderSns[i]`, or `merges[g][j]` / `merges[g]` for a merged waybill) whose data the gateway would refuse.
 */
export const inputFieldOf = (requestPath: string, parcels?: Parcel[]): string => {
  if (requestPath === 'shop_id') return 'settings.shopId';
  if (requestPath === 'vvtype') return 'options.edition';
  if (!requestPath.startsWith(APPLY)) return requestPath;
  const dto = DTO.exec(requestPath);
  if (dto) {
    const [, index = '', rest = ''] = dto;
    if (rest === 'template_url') return 'templateUrl';
    if (rest === 'user_id') return 'settings.merchantUserId';
    if (rest === 'order_info.order_channels_type') return 'settings.orderChannelsType';
    if (rest === 'package_info.total_packages_count') return 'options.totalPackagesCount';
    if (rest === 'logistics_services') return 'options.logisticsServices';
    return parcelFieldOf(parcels, index, rest);
  }
  const inner = requestPath.slice(APPLY.length + 1);
  if (inner === 'cp_code') return 'cpCode';
  if (inner.startsWith('sender')) return inner;
  const options: Record<string, string> = {
    need_encrypt: 'options.needEncrypt',
    call_door_pick_up: 'options.callDoorPickUp',
    door_pick_up_time: 'options.doorPickUpTime',
    door_pick_up_end_time: 'options.doorPickUpEndTime',
    vvtype: 'options.edition',
  };
  return options[inner] ?? requestPath;
};
