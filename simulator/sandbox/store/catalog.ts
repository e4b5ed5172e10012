/** Fixed reference data shared by areas and seeding: seeded phones, roles, dictionaries, notices. */
import { DictKey, type DictOption } from '@/lib/contract/common/dict';

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

export const NOTICE_TEMPLATES = [
  { title: '系统公告', content: '平台将于本周六 00:00-02:00 进行系统维护，期间部分功能暂停使用。' },
  { title: '运单通知', content: '您有一条新的运单已指派，请尽快确认接单。' },
  { title: '认证通知', content: '您的驾驶证信息已审核通过。' },
  { title: '结算通知', content: '您的运费已结算至账户余额，请注意查收。' },
  { title: '活动通知', content: '新司机首单完成即可领取加油券。' },
] as const;
