import type { CouponLookupRequest } from '../api/schemas/coupon-lookup';
import type { ItemPushRequest } from '../api/schemas/item-push';
import type { SoldOrdersRequest } from '../api/schemas/sold-orders';
import type { WaybillFetchRequest } from '../api/schemas/waybill-fetch';
import type { WaybillRecycleRequest } from '../api/schemas/waybill-recycle';

/*
 * Realistic valid requests for the sandbox's demo fixtures (DECISIONS "Sandbox fixtures"), used by tests and
 * the client benchmark. `n` makes object ids and order numbers unique per call.
 */

export const DEMO = {
  token: 'sandbox-demo-token',
  shop: 'demo-shop',
  owner: 'demo-owner',
  mallUser: 10001,
  template: 'https://cloudprint.example/template/standard/101',
} as const;

export const sampleFetchRequest = (n: number, entries = 1, cpCode = 'YTO'): WaybillFetchRequest => ({
  shop_id: DEMO.shop,
  param_waybill_cloud_print_apply_new_request: {
    cp_code: cpCode,
    sender: {
      address: { province: '浙江省', city: '杭州市', district: '余杭区', detail: '文一西路 969 号 3 号楼' },
      mobile: '13800000000',
      name: '张三',
    },
    trade_order_info_dtos: Array.from({ length: entries }, (_, i) => ({
      object_id: `obj-${n}-${i}`,
      order_info: { order_channels_type: 'OTHERS', trade_order_list: [`T${n}_${i}`] },
      package_info: { items: [{ count: 1, name: '保温杯' }] },
      recipient: {
        address: { province: '上海市', city: '上海市', district: '浦东新区', detail: '世纪大道 100 号' },
        mobile: '13900000000',
        name: '李四',
      },
      template_url: DEMO.template,
      user_id: DEMO.mallUser,
    })),
  },
});

export const sampleOrdersRequest = (page = 0, pageSize = 20): SoldOrdersRequest => ({
  owner_id: DEMO.owner,
  page: String(page),
  pageSize: String(pageSize),
});

export const sampleRecycleRequest = (
  waybills: { wp_code: string; waybill_code: string }[],
): WaybillRecycleRequest => ({
  params: waybills.map((w) => ({ ...w, owner_id: DEMO.owner, platform: '1' })),
});

export const samplePushRequest = (n: number): ItemPushRequest => ({
  items: [{ url: String(600_000 + n), account: 'demo-account' }],
  type: '1',
});

export const sampleCouponRequest = (me: string): CouponLookupRequest => ({ me, mall_user_id: DEMO.mallUser });
