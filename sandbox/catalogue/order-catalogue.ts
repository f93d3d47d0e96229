/** Fixed word lists the seeded orders draw from (realistic Chinese regions, goods and remarks). */

export const REGIONS: readonly {
  province: string;
  city: string;
  towns: readonly string[];
  streets: readonly string[];
}[] = [
  {
    province: '广东省',
    city: '深圳市',
    towns: ['南山区', '福田区', '宝安区'],
    streets: ['科技园南路', '深南大道', '新安六路'],
  },
  {
    province: '广东省',
    city: '广州市',
    towns: ['天河区', '海珠区', '番禺区'],
    streets: ['天河路', '新港中路', '市桥大道'],
  },
  {
    province: '浙江省',
    city: '杭州市',
    towns: ['西湖区', '余杭区', '滨江区'],
    streets: ['文三路', '文一西路', '江南大道'],
  },
  {
    province: '江苏省',
    city: '南京市',
    towns: ['鼓楼区', '玄武区', '江宁区'],
    streets: ['中山北路', '珠江路', '双龙大道'],
  },
  {
    province: '江苏省',
    city: '苏州市',
    towns: ['姑苏区', '工业园区', '吴中区'],
    streets: ['人民路', '星湖街', '东吴北路'],
  },
  {
    province: '上海市',
    city: '上海市',
    towns: ['浦东新区', '徐汇区', '闵行区'],
    streets: ['世纪大道', '漕溪北路', '七莘路'],
  },
  {
    province: '北京市',
    city: '北京市',
    towns: ['朝阳区', '海淀区', '丰台区'],
    streets: ['建国路', '中关村大街', '丰台北路'],
  },
  {
    province: '四川省',
    city: '成都市',
    towns: ['武侯区', '锦江区', '高新区'],
    streets: ['人民南路', '春熙路', '天府大道'],
  },
  {
    province: '湖北省',
    city: '武汉市',
    towns: ['洪山区', '江汉区', '武昌区'],
    streets: ['珞喻路', '解放大道', '中北路'],
  },
  {
    province: '山东省',
    city: '青岛市',
    towns: ['市南区', '崂山区', '黄岛区'],
    streets: ['香港中路', '松岭路', '长江中路'],
  },
  {
    province: '福建省',
    city: '厦门市',
    towns: ['思明区', '湖里区', '集美区'],
    streets: ['湖滨南路', '嘉禾路', '杏林湾路'],
  },
  {
    province: '河南省',
    city: '郑州市',
    towns: ['金水区', '二七区', '郑东新区'],
    streets: ['花园路', '大学路', '商务外环路'],
  },
  {
    province: '湖南省',
    city: '长沙市',
    towns: ['岳麓区', '天心区', '开福区'],
    streets: ['麓山南路', '芙蓉中路', '湘江中路'],
  },
  {
    province: '陕西省',
    city: '西安市',
    towns: ['雁塔区', '碑林区', '未央区'],
    streets: ['小寨东路', '东大街', '凤城八路'],
  },
  {
    province: '重庆市',
    city: '重庆市',
    towns: ['渝中区', '江北区', '南岸区'],
    streets: ['解放碑步行街', '观音桥步行街', '南坪正街'],
  },
];

export const GOODS: readonly { name: string; specs: readonly string[]; price: number }[] = [
  { name: '纯棉短袖T恤 男女同款宽松', specs: ['白色 / L', '黑色 / XL', '灰色 / M'], price: 39.9 },
  { name: '不锈钢保温杯 大容量', specs: ['500ml 雾白', '750ml 墨黑'], price: 59 },
  { name: '无线蓝牙耳机 降噪入耳式', specs: ['标准版 白色', '豪华版 黑色'], price: 129 },
  { name: '家用多功能电煮锅', specs: ['1.5L 单锅', '2L 带蒸笼'], price: 89.5 },
  { name: '儿童益智积木 大颗粒', specs: ['120粒 桶装', '200粒 礼盒装'], price: 69.9 },
  { name: '新疆阿克苏冰糖心苹果', specs: ['5斤 中果', '10斤 大果'], price: 35.8 },
  { name: '加厚珊瑚绒四件套', specs: ['1.5m床 浅灰', '1.8m床 豆绿'], price: 159 },
  { name: '运动跑步鞋 透气减震', specs: ['黑白 42码', '全黑 40码', '灰蓝 43码'], price: 199 },
  { name: '手机壳 防摔硅胶', specs: ['透明 适用6.1寸', '磨砂黑 适用6.7寸'], price: 15.9 },
  { name: '云南普洱熟茶 357克饼', specs: ['2019年 单饼', '2021年 两饼装'], price: 98 },
  { name: '宠物猫粮 全价成猫粮', specs: ['2kg 鸡肉味', '5kg 三文鱼味'], price: 76 },
  { name: '办公室护腰坐垫 记忆棉', specs: ['灰色 标准款', '黑色 加厚款'], price: 49.9 },
];

export const SURNAMES = [
  '张',
  '王',
  '李',
  '赵',
  '刘',
  '陈',
  '杨',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
];

export const REMARKS = [
  '请尽快发货',
  '不要放快递柜，送货上门',
  '送人的，不要放价格单',
  '加急，周五前要用',
  '周末才有人收货',
  '颜色发错请联系我',
  '多送两个赠品可以吗',
];

/** Marketplace marks 1 to 5 and the names sellers gave them (O3 filters on both). */
export const REMARK_TAGS: Readonly<Record<string, string>> = {
  '1': '红旗 加急',
  '2': '黄旗 缺货待补',
  '3': '绿旗 已核对地址',
  '4': '蓝旗 顺丰发货',
  '5': '紫旗 大客户',
};

export const GOODS_IMAGE_HOST = 'https://img.sandbox-cdn.invalid/goods';
