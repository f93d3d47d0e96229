import type { SoldOrder } from '../api/schemas/sold-orders';

/** A sold order as the gateway lists it (awaiting shipment, two T-shirts to Hangzhou), with `extra` over it. */
export const sampleSoldOrder = (orderSn: string, extra: Partial<SoldOrder> = {}): SoldOrder => ({
  order_sn: orderSn,
  receiver_name: '王**',
  receiver_phone: '139****8888',
  province: '浙江省',
  city: '杭州市',
  town: '西湖区',
  receiver_address: '文三路 90 号',
  goods_name: '纯棉T恤',
  goods_img: '',
  goods_spec: '白色 XL',
  is_pre_sale: false,
  last_ship_time: 0,
  confirm_time: 0,
  remark: '',
  goods_count: 2,
  pay_amount: 9.9,
  order_status: 1,
  remark_tag: null,
  remark_tag_name: null,
  withholding_money: 1,
  ...extra,
});

/**
 * One receiver (Nanjing) for a merge group: orders awaiting shipment to the same receiver are ONE parcel, so
 * tests of merged waybills add their orders with these fields (`receiver_address` made their own where the
 * group must be exactly their orders).
 */
export const MERGE_RECEIVER = {
  receiver_name: '周**',
  receiver_phone: '137****2468',
  province: '江苏省',
  city: '南京市',
  town: '鼓楼区',
  receiver_address: '中山北路 30 号 2 栋 1203 室',
} satisfies Partial<SoldOrder>;
