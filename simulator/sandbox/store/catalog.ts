/** Fixed reference data: dictionaries, system configuration, agreements, permissions. */
import type { AgreementType } from '@/lib/contract/agreement';
import { DictKey, type DictOption } from '@/lib/contract/dict';
import {
  DRIVER_APP_CONFIG_FULL_KEY,
  SysConfigKey,
  type SysConfigItem,
} from '@/lib/contract/sys-config';

export const SEEDED_PASSWORD = 'Driver@123';

/** Fixed phones of the seeded users (README). */
export const SEEDED_MOBILES = {
  newDriver: '13800000001',
  certifiedDriver: '13800000002',
  captain: '13800000003',
  partner: '13800000004',
} as const;

export const Roles = {
  driver: 'driver',
  captain: 'captain',
  partner: 'partner',
  promoter: 'promoter',
};

const DRIVER_PERMISSIONS = [
  'supply:view',
  'supply:grab',
  'waybill:view',
  'wallet:view',
  'vehicle:manage',
];

export function permissionsFor(roles: readonly string[]): string[] {
  const extra: string[] = [];
  if (roles.includes(Roles.captain)) extra.push('captain:fleet', 'collectionaccount:manage');
  if (roles.includes(Roles.partner) || roles.includes(Roles.promoter)) extra.push('main:view');
  return [...DRIVER_PERMISSIONS, ...extra];
}

export const DICTIONARIES: Record<string, DictOption[]> = {
  [DictKey.plateColor]: [
    { label: '黄色', value: '2' },
    { label: '蓝色', value: '1' },
    { label: '黄绿色', value: '93' },
    { label: '渐变绿色', value: '94' },
  ],
  [DictKey.vehicleType]: [
    { label: '重型半挂牵引车', value: 'Q11' },
    { label: '重型厢式货车', value: 'H15' },
    { label: '重型仓栅式货车', value: 'H17' },
    { label: '中型厢式货车', value: 'H25' },
    { label: '轻型厢式货车', value: 'H35' },
  ],
  [DictKey.quasiDrivingType]: ['A1', 'A2', 'B1', 'B2', 'C1'].map((v) => ({ label: v, value: v })),
  [DictKey.energyType]: [
    { label: '柴油', value: 'B' },
    { label: '汽油', value: 'A' },
    { label: '天然气', value: 'E' },
    { label: '纯电', value: 'C' },
    { label: '混合动力', value: 'O' },
  ],
  [DictKey.complaintType]: [
    { label: '运费问题', value: '1' },
    { label: '装卸问题', value: '2' },
    { label: '服务态度', value: '3' },
    { label: '其他', value: '9' },
  ],
  [DictKey.cancelReason]: [
    { label: '车辆故障', value: '1' },
    { label: '货源信息不符', value: '2' },
    { label: '个人原因', value: '3' },
    { label: '其他', value: '9' },
  ],
};

export const SYS_CONFIG_ITEMS: SysConfigItem[] = [
  {
    id: 'C0001',
    sysConfigFullKey: DRIVER_APP_CONFIG_FULL_KEY,
    itemKey: SysConfigKey.electronicFenceDetectionInterval,
    itemName: '电子围栏检测间隔(秒)',
    itemValue: '300',
    remark: null,
  },
  {
    id: 'C0002',
    sysConfigFullKey: DRIVER_APP_CONFIG_FULL_KEY,
    itemKey: SysConfigKey.driverTrailInterval,
    itemName: '司机轨迹上传间隔(秒)',
    itemValue: '60',
    remark: null,
  },
  {
    id: 'C0003',
    sysConfigFullKey: DRIVER_APP_CONFIG_FULL_KEY,
    itemKey: SysConfigKey.customerServicePhone,
    itemName: '客服电话',
    itemValue: '400-800-0000',
    remark: '工作日 9:00-18:00',
  },
];

/**
 * The user agreement carries a `<script>` and an `onerror` handler on purpose: a client that
 * renders it unsanitized sets `window.__sandboxAgreementXss`, which tests can check.
 */
export const AGREEMENTS: Record<
  AgreementType,
  { title: string; content: string; updateTime: string }
> = {
  user: {
    title: '用户服务协议',
    updateTime: '2025-01-01 00:00:00',
    content: [
      '<h3>用户服务协议</h3>',
      '<p>欢迎使用司机端。请您在注册、登录前仔细阅读本协议。</p>',
      '<p>一、您应当使用本人手机号注册，并对账号下的一切行为负责。</p>',
      '<p>二、平台为您提供货源信息、运单管理、运费结算等服务。</p>',
      '<img src="/__sandbox/files/missing-banner.png" alt="协议配图" onerror="window.__sandboxAgreementXss = true">',
      '<script>window.__sandboxAgreementXss = true;</script>',
      '<p>三、本协议自您勾选同意之日起生效。</p>',
    ].join(''),
  },
  privacy: {
    title: '隐私政策',
    updateTime: '2025-01-01 00:00:00',
    content: [
      '<h3>隐私政策</h3>',
      '<p>我们仅在提供服务所必需的范围内收集您的手机号、身份信息、位置信息和车辆信息。</p>',
      '<p>位置信息用于运单轨迹与电子围栏校验，您可以在系统设置中关闭定位权限。</p>',
    ].join(''),
  },
  certification: {
    title: '认证授权协议',
    updateTime: '2025-01-01 00:00:00',
    content: [
      '<h3>认证授权协议</h3>',
      '<p>您同意平台将您的姓名、身份证号码及人脸信息提交至合法的第三方机构进行实名认证。</p>',
    ].join(''),
  },
};

export const NOTICE_TEMPLATES = [
  { title: '系统公告', content: '平台将于本周六 00:00-02:00 进行系统维护，期间部分功能暂停使用。' },
  { title: '运单通知', content: '您有一条新的运单已指派，请尽快确认接单。' },
  { title: '认证通知', content: '您的驾驶证信息已审核通过。' },
  { title: '结算通知', content: '您的运费已结算至账户余额，请注意查收。' },
  { title: '活动通知', content: '新司机首单完成即可领取加油券。' },
] as const;
