import type { z } from 'zod';
import {
  CouponLookupRequestSchema,
  CouponLookupResultSchema,
  type CouponLookupResult,
} from './schemas/coupon-lookup';
import { ItemPushRequestSchema, ItemPushResultSchema } from './schemas/item-push';
import { SoldOrdersRequestSchema, SoldOrdersResultSchema, type SoldOrdersPage } from './schemas/sold-orders';
import {
  WaybillFetchRequestSchema,
  WaybillFetchResultSchema,
  type WaybillFetchResult,
} from './schemas/waybill-fetch';
import {
  WaybillRecycleRequestSchema,
  WaybillRecycleResultSchema,
  type WaybillRecycleResult,
} from './schemas/waybill-recycle';

export interface EndpointSpec<Result = never> {
  path: string;
  /** DECISIONS T6: push and orders go as forms, as the spec's examples do; the rest as JSON. */
  encoding: 'json' | 'form';
  requestSchema: z.ZodType;
  resultSchema: z.ZodType;
  /** Charged in points (C1) or balance (C2). */
  charged: boolean;
  /** Safe to re-send: a re-sent fetch issues (and charges) new waybills (W11), so only reads are. */
  idempotent: boolean;
  /**
   * What a successful call cost, from its result (withholding_money, C1), or null when the operation is charged
   * but reports no amount (the push deducts account balance, C2). The gateway service records it for every call.
   */
  chargeOf: (result: Result) => number | null;
}

/** The five operations of the gateway (spec section 4), as data. */
export const endpoints = {
  fetchWaybills: {
    path: '/papi/tool/accounts/gcswb',
    encoding: 'json',
    requestSchema: WaybillFetchRequestSchema,
    resultSchema: WaybillFetchResultSchema,
    charged: true,
    idempotent: false,
    chargeOf: (r: WaybillFetchResult) => r.withholding_money,
  },
  pushItems: {
    path: '/papi/tool/accounts/amallnei',
    encoding: 'form',
    requestSchema: ItemPushRequestSchema,
    resultSchema: ItemPushResultSchema,
    charged: true,
    idempotent: false,
    chargeOf: () => null,
  },
  lookupCoupon: {
    path: '/papi/tool/mall-affiliate/mall-coupon-get',
    encoding: 'json',
    requestSchema: CouponLookupRequestSchema,
    resultSchema: CouponLookupResultSchema,
    charged: true,
    idempotent: true,
    chargeOf: (r: CouponLookupResult) => r.withholding_money,
  },
  recycleWaybills: {
    path: '/papi/tool/erps/ks-cancel-waybill',
    encoding: 'json',
    requestSchema: WaybillRecycleRequestSchema,
    resultSchema: WaybillRecycleResultSchema,
    charged: true,
    idempotent: false,
    chargeOf: (r: WaybillRecycleResult) => r.withholding_money,
  },
  listSoldOrders: {
    path: '/papi/tool/erps/paging-orders',
    encoding: 'form',
    requestSchema: SoldOrdersRequestSchema,
    resultSchema: SoldOrdersResultSchema,
    charged: true,
    idempotent: true,
    // C1: each entry of content carries the call's charge; an empty page does not say (counted as 0).
    chargeOf: (r: SoldOrdersPage) => r.content[0]?.withholding_money ?? 0,
  },
} as const;

export type OperationName = keyof typeof endpoints;
export type OperationRequest<O extends OperationName> = z.input<(typeof endpoints)[O]['requestSchema']>;
export type OperationResult<O extends OperationName> = z.output<(typeof endpoints)[O]['resultSchema']>;

// Every operation is a full EndpointSpec over its own result type.
endpoints satisfies { [O in OperationName]: EndpointSpec<OperationResult<O>> };

/** What a successful call of `op` cost (points), or null when charged without a reported amount. */
export const chargeOf = <O extends OperationName>(op: O, result: OperationResult<O>): number | null =>
  (endpoints[op].chargeOf as (r: OperationResult<O>) => number | null)(result);
export const operationNames = Object.keys(endpoints) as OperationName[];
