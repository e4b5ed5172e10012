/** Named scenarios: which seeded user a quick login targets, and how the server behaves. */
import { SEEDED_MOBILES } from './store/catalog';
import { SCENARIOS, type ScenarioName } from './store/types';

export interface ScenarioDef {
  /** The seeded user a quick login (`POST /__sandbox/quick-login`) logs in as. */
  mobile: string;
  description: string;
}

export const SCENARIO_DEFS: Record<ScenarioName, ScenarioDef> = {
  newDriver: {
    mobile: SEEDED_MOBILES.newDriver,
    description: '新司机：未实名 (999)，无证照、车辆、车队长',
  },
  certifiedDriver: {
    mobile: SEEDED_MOBILES.certifiedDriver,
    description: '已认证司机：实名 1，驾驶证 20，4 辆车，已绑定车队长',
  },
  captain: {
    mobile: SEEDED_MOBILES.captain,
    description: '车队长：已认证，23 辆车（两页），企业人员',
  },
  partner: {
    mobile: SEEDED_MOBILES.partner,
    description: '合伙人/推广员：角色 partner 与 promoter',
  },
  expiredSession: {
    mobile: SEEDED_MOBILES.certifiedDriver,
    description: '会话过期：所有需登录的接口返回 505001',
  },
  serverDown: {
    mobile: SEEDED_MOBILES.certifiedDriver,
    description: '服务宕机：所有 /api 请求返回 HTTP 503',
  },
  licenceExpired: {
    mobile: SEEDED_MOBILES.certifiedDriver,
    description: '驾驶证过期：已认证司机的驾驶证已过期 (isExpired 2)，从业资格证 30 天内到期 (1)',
  },
  vehicleUnderReview: {
    mobile: SEEDED_MOBILES.partner,
    description: '车辆审核中：13800000004 最新添加的车辆审核中 (10)',
  },
};

export function isScenarioName(name: unknown): name is ScenarioName {
  return typeof name === 'string' && (SCENARIOS as readonly string[]).includes(name);
}
