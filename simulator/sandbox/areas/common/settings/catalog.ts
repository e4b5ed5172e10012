/** System configuration items and agreements the settings area answers with. */
import type { AgreementType } from '@/lib/contract/me/agreement';
import {
  DRIVER_APP_CONFIG_FULL_KEY,
  SysConfigKey,
  type SysConfigItem,
} from '@/lib/contract/common/sys-config';

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
  authorization: {
    title: '用户授权协议',
    updateTime: '2025-06-01 00:00:00',
    content: [
      '<h3>用户授权协议</h3>',
      '<p>为向您提供货源撮合、运单承运、运费结算及网络货运监管上报服务，您在此授权平台按本协议处理您的个人信息。</p>',
      '<h4>一、授权处理的信息</h4>',
      '<p>（一）身份信息：姓名、手机号、身份证号码、身份证照片及人脸识别结果；</p>',
      '<p>（二）从业信息：驾驶证、从业资格证、车辆行驶证及道路运输证信息；</p>',
      '<p>（三）位置信息：承运期间的定位与行驶轨迹；</p>',
      '<p>（四）结算信息：银行卡号、开户行及收款记录。</p>',
      '<h4>二、授权用途</h4>',
      '<p>上述信息仅用于实名认证、运单履约、电子合同签署、运费结算、依法纳税代开及向交通运输主管部门上报运单与轨迹数据。</p>',
      '<h4>三、向第三方提供</h4>',
      '<p>您授权平台在履行上述用途所必需的范围内，将相应信息提供给人脸核验服务商、电子签章服务商、地图定位服务商及结算银行，具体见《第三方信息共享清单》。</p>',
      '<h4>四、授权期限与撤回</h4>',
      '<p>本授权自您同意之日起至您注销账号之日止。您可以在“隐私设置”中关闭系统权限，或联系客服撤回授权；撤回后平台将停止相应处理，但不影响撤回前已进行的处理。</p>',
    ].join(''),
  },
};
