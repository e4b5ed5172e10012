/** The market's fixed reference data: the eight publishing enterprises and the goods they ship. */
import type { QuantityUnit } from '@/lib/contract/supply/load';

export interface GoodsDef {
  goodsName: string;
  goodsType: string;
  packing: string;
  unit: QuantityUnit;
}

const g = (goodsName: string, goodsType: string, packing: string, unit: QuantityUnit = 'ton') => ({
  goodsName,
  goodsType,
  packing,
  unit,
});

export const GOODS = {
  coal: [g('动力煤', '煤炭', '散装'), g('无烟煤', '煤炭', '散装'), g('冶金焦', '焦炭', '散装')],
  steel: [g('螺纹钢', '钢材', '捆装'), g('热轧卷板', '钢材', '卷装'), g('H型钢', '钢材', '捆装')],
  grain: [g('玉米', '粮食', '袋装'), g('小麦', '粮食', '散装'), g('大豆', '粮食', '袋装')],
  cement: [g('袋装水泥', '水泥', '袋装'), g('散装水泥', '水泥', '罐装')],
  sand: [g('机制砂', '砂石', '散装', 'cubic'), g('碎石', '砂石', '散装', 'cubic')],
  fertilizer: [g('复合肥', '化肥', '袋装'), g('尿素', '化肥', '袋装')],
  timber: [g('原木', '木材', '捆装'), g('胶合板', '木材', '托盘')],
} as const satisfies Record<string, readonly GoodsDef[]>;

export interface EnterpriseDef {
  id: string;
  name: string;
  cityName: string;
  /** Where most of its goods load (a seeded district). */
  homeDistrict: string;
  goods: readonly GoodsDef[];
  logoText: string;
  shareCode: string;
  /** What the loading point is called after the street address. */
  yard: string;
}

export const ENTERPRISES: readonly EnterpriseDef[] = [
  {
    id: 'E01',
    name: '河北冀中能源物流有限公司',
    cityName: '石家庄市',
    homeDistrict: '130102',
    goods: [...GOODS.coal],
    logoText: '冀中',
    shareCode: 'JZNY2026',
    yard: '冀中储煤场',
  },
  {
    id: 'E02',
    name: '山西晋煤运销集团有限公司',
    cityName: '太原市',
    homeDistrict: '140105',
    goods: [...GOODS.coal],
    logoText: '晋煤',
    shareCode: 'JMYX2026',
    yard: '晋煤集运站',
  },
  {
    id: 'E03',
    name: '唐山恒信钢铁贸易有限公司',
    cityName: '唐山市',
    homeDistrict: '130202',
    goods: [...GOODS.steel],
    logoText: '恒信',
    shareCode: 'HXGT2026',
    yard: '恒信钢材库',
  },
  {
    id: 'E04',
    name: '安徽恒通煤业有限公司',
    cityName: '太原市',
    homeDistrict: '140106',
    goods: [...GOODS.coal],
    logoText: '恒通',
    shareCode: 'HTMY2026',
    yard: '恒通发运站',
  },
  {
    id: 'E05',
    name: '山东鲁粮储运有限公司',
    cityName: '济南市',
    homeDistrict: '370102',
    goods: [...GOODS.grain],
    logoText: '鲁粮',
    shareCode: 'LLCY2026',
    yard: '鲁粮中心粮库',
  },
  {
    id: 'E06',
    name: '江苏苏建建材有限公司',
    cityName: '南京市',
    homeDistrict: '320106',
    goods: [...GOODS.cement, ...GOODS.sand],
    logoText: '苏建',
    shareCode: 'SJJC2026',
    yard: '苏建建材码头',
  },
  {
    id: 'E07',
    name: '河南中原化肥有限公司',
    cityName: '郑州市',
    homeDistrict: '410105',
    goods: [...GOODS.fertilizer, ...GOODS.grain.slice(0, 1)],
    logoText: '中原',
    shareCode: 'ZYHF2026',
    yard: '中原化肥成品库',
  },
  {
    id: 'E08',
    name: '广东粤林木业有限公司',
    cityName: '广州市',
    homeDistrict: '440106',
    goods: [...GOODS.timber],
    logoText: '粤林',
    shareCode: 'YLMY2026',
    yard: '粤林木材堆场',
  },
];

export const VEHICLE_LENGTHS = ['9.6', '13.0', '13.7', '17.5'] as const;
export const STREETS = [
  '建设路',
  '工业大道',
  '物流园路',
  '港口路',
  '开发区大街',
  '环城北路',
  '经三路',
];
export const RECEIVERS = ['电厂', '钢厂', '粮库', '建材市场', '物流园', '搅拌站', '港口堆场'];
export const LOSS = ['千分之三', '千分之二', '千分之五', '不允许亏吨'];
export const SETTLEMENT = ['按卸货量结算', '按装货量结算', '按装卸较小值结算'];
export const REMARKS = [
  '需带篷布，雨天注意苫盖',
  '装货需排队，请提前电话预约',
  '卸货地限高4.5米',
  '司机需自带绑绳和护角',
  '夜间可装卸',
];
