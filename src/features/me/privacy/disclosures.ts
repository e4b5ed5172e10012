/**
 * What the app collects (个人信息收集清单) and whom it shares with (第三方信息共享清单), written from
 * what the app really does (§3, §6, §7): each collection names the page that shows the driver's own
 * copy of it.
 */
import { paths } from '@/lib/routing/paths';

export interface Collection {
  key: string;
  category: string;
  collected: string;
  purpose: string;
  when: string;
  /** The page showing what the platform holds of this, and its link text. */
  mine: { to: string; label: string };
}

const basic = { to: paths.basicInfo.to(), label: '查看我的基本信息' };
const device = { to: paths.deviceInfo.to(), label: '查看我的设备信息' };
const service = { to: paths.serviceInfo.to(), label: '查看我的服务信息' };
const permissions = { to: paths.privacySettings.to(), label: '管理相机与相册权限' };

export const COLLECTIONS: readonly Collection[] = [
  {
    key: 'phone',
    category: '手机号',
    collected: '手机号码、短信验证码',
    purpose: '注册与登录、身份校验、找回密码、运单联系',
    when: '注册、登录、更换手机号时',
    mine: basic,
  },
  {
    key: 'identity',
    category: '身份信息',
    collected: '姓名、身份证号码、身份证正反面照片、人脸图像',
    purpose: '实名认证、刷脸登录、电子合同签署、依法代开发票',
    when: '进行实名认证或刷脸登录时',
    mine: basic,
  },
  {
    key: 'licence',
    category: '驾驶证与从业资格证',
    collected: '驾驶证号、准驾车型、有效期、证件照片，从业资格证号及照片',
    purpose: '司机资质审核、网络货运监管上报',
    when: '上传驾驶证、从业资格证时',
    mine: basic,
  },
  {
    key: 'vehicle',
    category: '车辆信息',
    collected: '车牌号、车辆类型、行驶证及道路运输证信息与照片',
    purpose: '车辆认证、接单派车、运单承运',
    when: '添加或认证车辆时',
    mine: basic,
  },
  {
    key: 'location',
    category: '位置信息',
    collected: '经纬度、定位精度、行驶速度与方向、行驶轨迹',
    purpose: '附近货源推荐、装卸货电子围栏校验、运单轨迹、网络货运监管上报',
    when: '使用 App 期间每 60 秒一次；运输途中持续记录',
    mine: device,
  },
  {
    key: 'photos',
    category: '照片',
    collected: '您拍摄或从相册选择的证件、回单、装卸货照片（含时间与位置水印）',
    purpose: '证件认证、回单上传、装卸货凭证',
    when: '您主动拍照或选择图片时',
    mine: permissions,
  },
  {
    key: 'device',
    category: '设备信息',
    collected: '设备标识、手机品牌与型号、App 版本、系统类型',
    purpose: '账号安全校验、App 更新提示、问题排查',
    when: '启动 App 及每次访问服务时',
    mine: device,
  },
  {
    key: 'service',
    category: '服务使用记录',
    collected: '登录记录、运单与结算记录、App 操作事件',
    purpose: '运费结算、账号安全、服务质量改进',
    when: '使用 App 期间',
    mine: service,
  },
];

export interface SharedParty {
  key: string;
  name: string;
  provider: string;
  shared: string;
  purpose: string;
  method: string;
}

export const THIRD_PARTIES: readonly SharedParty[] = [
  {
    key: 'maps',
    name: '地图定位服务',
    provider: '第三方地图服务商',
    shared: '经纬度、装卸货地址',
    purpose: '定位、显示装卸货地点、规划行车路线并估算里程与时长',
    method: 'SDK 接入',
  },
  {
    key: 'service-chat',
    name: '在线客服',
    provider: '第三方在线客服服务商',
    shared: '手机号、姓名、您发送的咨询内容与图片',
    purpose: '为您提供在线客服咨询',
    method: '网页组件接入',
  },
  {
    key: 'face',
    name: '人脸核验',
    provider: '第三方人脸核验服务商',
    shared: '姓名、身份证号码、人脸图像',
    purpose: '实名认证、刷脸登录时核验是否本人',
    method: 'API 接口',
  },
  {
    key: 'ocr',
    name: '证件文字识别',
    provider: '第三方云服务商',
    shared: '驾驶证、从业资格证照片',
    purpose: '自动识别证件信息，减少手工填写',
    method: 'API 接口',
  },
  {
    key: 'esign',
    name: '电子签章',
    provider: '第三方电子签章服务商',
    shared: '姓名、身份证号码、手机号、签署的合同内容',
    purpose: '签署运输合同、委托代征协议等电子合同',
    method: 'API 接口',
  },
  {
    key: 'wallets',
    name: '支付宝、微信支付',
    provider: '支付宝（中国）网络技术有限公司、财付通支付科技有限公司',
    shared: '订单号、支付金额',
    purpose: '完成 App 内付款',
    method: 'SDK 接入',
  },
  {
    key: 'bank',
    name: '结算银行',
    provider: '平台合作结算银行',
    shared: '姓名、身份证号码、银行卡号、预留手机号',
    purpose: '银行卡实名鉴权、运费结算与提现',
    method: 'API 接口',
  },
  {
    key: 'regulator',
    name: '网络货运监管平台',
    provider: '交通运输主管部门',
    shared: '运单信息、车辆信息、司机身份信息、运输轨迹',
    purpose: '依法上报网络货运运单与轨迹数据',
    method: 'SDK 接入（依法提供）',
  },
];
