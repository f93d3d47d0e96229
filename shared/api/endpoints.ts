import type { z } from 'zod';
import { CouponLookupRequestSchema, CouponLookupResultSchema } from './schemas/coupon-lookup';
import { ItemPushRequestSchema, ItemPushResultSchema } from './schemas/item-push';
import { SoldOrdersRequestSchema, SoldOrdersResultSchema } from './schemas/sold-orders';
import { WaybillFetchRequestSchema, WaybillFetchResultSchema } from './schemas/waybill-fetch';
import { WaybillRecycleRequestSchema, WaybillRecycleResultSchema } from './schemas/waybill-recycle';

export interface EndpointSpec {
  path: string;
  /** DECISIONS T6: push and orders go as forms, as the spec's examples do; the rest as JSON. */
  encoding: 'json' | 'form';
  requestSchema: z.ZodType;
  resultSchema: z.ZodType;
  /** Charged in points (C1) or balance (C2). */
  charged: boolean;
  /** Safe to re-send: a re-sent fetch issues (and charges) new waybills (W11), so only reads are. */
  idempotent: boolean;
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
  },
  pushItems: {
    path: '/papi/tool/accounts/amallnei',
    encoding: 'form',
    requestSchema: ItemPushRequestSchema,
    resultSchema: ItemPushResultSchema,
    charged: true,
    idempotent: false,
  },
  lookupCoupon: {
    path: '/papi/tool/mall-affiliate/mall-coupon-get',
    encoding: 'json',
    requestSchema: CouponLookupRequestSchema,
    resultSchema: CouponLookupResultSchema,
    charged: true,
    idempotent: true,
  },
  recycleWaybills: {
    path: '/papi/tool/erps/ks-cancel-waybill',
    encoding: 'json',
    requestSchema: WaybillRecycleRequestSchema,
    resultSchema: WaybillRecycleResultSchema,
    charged: true,
    idempotent: false,
  },
  listSoldOrders: {
    path: '/papi/tool/erps/paging-orders',
    encoding: 'form',
    requestSchema: SoldOrdersRequestSchema,
    resultSchema: SoldOrdersResultSchema,
    charged: true,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointSpec>;

export type OperationName = keyof typeof endpoints;
export type OperationRequest<O extends OperationName> = z.input<(typeof endpoints)[O]['requestSchema']>;
export type OperationResult<O extends OperationName> = z.output<(typeof endpoints)[O]['resultSchema']>;
export const operationNames = Object.keys(endpoints) as OperationName[];
