/** Texts of the fuel balance screens (油卡余额, 收支明细, 账单详情, 加油订单, 订单详情; issue 15 §1). */
import type { FuelBillKind, FuelOrderState, OilType } from '@/lib/contract/fuel/station';

export const cardLabel: Record<OilType, string> = { old: '旧油卡', new: '新油卡' };

export const billKindLabel: Record<FuelBillKind, string> = {
  recharge: '充值',
  consume: '加油消费',
  refund: '退款',
};

export const orderStateLabel: Record<FuelOrderState, string> = {
  paid: '待加油',
  fuelled: '已加油',
  refunded: '已退款',
};

export const fuelMessages = {
  loading: '加载中',
  retry: '重试',
  all: '全部',

  cards: '油卡',
  selected: '当前油卡',
  balance: '余额',
  bills: '收支明细',
  orders: '加油订单',
  goFuel: '去加油',

  vehicles: '可加油车辆',
  vehiclesFailed: '车辆加载失败',
  noVehicles: '还没有车辆，添加车辆后才能用油卡加油',
  passOk: '可用油卡',
  passNo: '不可用',
  passFailed: '查询失败',

  kind: '收支类型',
  kindConsume: '消费',
  billsLabel: '收支明细列表',
  balanceAfter: '余额',

  bill: '账单详情',
  billMissing: '账单不存在',
  billMissingHint: '该账单不在这张油卡的收支明细中',
  billNo: '账单号',
  billKind: '类型',
  billAmount: '金额',
  billBalance: '变动后余额',
  billTime: '时间',
  billCard: '油卡',
  billRemark: '说明',
  billOrder: '加油订单',
  openOrder: '查看订单',

  stateTabs: '订单状态',
  ordersLabel: '加油订单列表',
  totals: '订单合计',
  orderCount: '订单数',
  litres: '升数',
  paid: '实付',
  saved: '共节省',
  totalsFailed: '合计加载失败',
  refundedNotCounted: '已退款的订单金额已退回油卡，不计入合计',

  order: '订单详情',
  orderSubject: '订单',
  billSubject: '账单',
  backToOrders: '返回订单列表',
  backToBills: '返回账单列表',
  orderNo: '订单号',
  verifyCode: '核销码',
  showCode: '请向加油员出示核销码',
  carNo: '车牌号',
  station: '油站',
  navigate: '导航',
  call: '拨打电话',
  product: '油品',
  volume: '加油量',
  cardPrice: '油卡单价',
  listPrice: '油站挂牌价',
  paidAmount: '实付金额',
  discount: '节省',
  orderBills: '订单账单',
  orderBillsFailed: '账单加载失败',
  createTime: '下单时间',
  fuelTime: '加油时间',
  refundTime: '退款时间',
  refundReason: '退款原因',
  stateBanner: {
    paid: '待加油：到站后向加油员出示核销码',
    fuelled: '已加油：本单已完成',
    refunded: '已退款：金额已退回油卡',
  } satisfies Record<FuelOrderState, string>,

  address: '地址',
  phone: '电话',

  perUnit: (unit: string) => `/${unit}`,
} as const;
