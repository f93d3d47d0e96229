/*
 * The preset dictionary of codec 4 (deflate-raw with a dictionary): the shape every stored order shares (the
 * sold-order fields of spec 2.7 in the gateway's order, their usual values and address words), so one order of
 * 200-600 bytes packs as if it were the thousandth. Never edit it: rows packed with it need it byte for byte to
 * unpack; a better one is a new codec.
 */
export const ORDER_DICTIONARY_V1 = Buffer.from(
  '省市区县镇街道路号栋单元室楼大道中路北路南路西路东路广东省深圳市广州市浙江省杭州市江苏省南京市苏州市上海市北京市' +
    '{"receiver_name":"","receiver_phone":"1****","province":"","city":"","town":"","receiver_address":"",' +
    '"order_sn":"","goods_name":"","goods_img":"https://","goods_spec":"","is_pre_sale":false,' +
    '"last_ship_time":17,"confirm_time":17,"remark":"","goods_count":1,"pay_amount":,"order_status":2,' +
    '"remark_tag":null,"remark_tag_name":null,"withholding_money":0}' +
    '{"order_sn":"","receiver_name":"","goods_name":"","confirm_time":17,"order_status":3,"goods_count":1,' +
    '"pay_amount":',
  'utf8',
);
