/**
 * Every UI text of the contract area (issue 12). The spec gives the SMS messages (§5, from
 * `lib/domain`); the rest is ours.
 */
import type { ContractKind } from '@/lib/contract/supply/e-contract';
import type { ContractStatus } from '@/lib/contract/supply/load';

export const eContractMessages = {
  listLabel: '合同列表',
  filterLabel: '按签署状态筛选',
  filters: { all: '全部', unsigned: '待签署', signed: '已签署' },
  status: { unsigned: '待签署', signed: '已签署', void: '已作废' } as Record<
    ContractStatus,
    string
  >,
  kind: { KJ: '运输合同', service: '运输服务合同', delegation: '委托协议' } as Record<
    ContractKind,
    string
  >,
  loading: '合同加载中',
  subject: '合同',
  backToList: '返回合同列表',
  notFound: '未找到该合同',
  notFoundHint: '链接可能已失效，请联系发货方重新发送',
  loginTitle: '登录后查看您的合同',
  loginHint: '短信中的合同链接无需登录即可打开；查看全部合同请先登录',
  goLogin: '去登录',
  contractNo: '合同编号',
  waybillNo: '运单号',
  party: '签约方',
  signer: '签署人手机',
  createTime: '创建时间',
  signedTime: '签署时间',
  infoSection: '合同信息',
  textTabs: '合同文本',
  bodyTab: '合同正文',
  delegationTab: '委托书',
  delegationLoadFailed: '委托书加载失败',
  signatureSection: '签名',
  signatureAlt: '签署人手写签名',
  sign: '签署',
  countdown: (seconds: number) => `签署（${seconds}秒）`,
  readFirst: '请阅读合同内容，倒计时结束后可签署',
  signedNotice: '合同已签署，可随时查看',
  voidNotice: '合同已作废，无需签署',
  // signatures
  padLabel: '手写签名区',
  padHint: '请在框内用手指写下您的姓名',
  clear: '重写',
  signatureRequired: '请先在签名区手写签名',
  signatureTooLarge: '签名图片过大，请重写',
  smsSection: '短信验证',
  smsHint: (phone: string) => `验证码将发送至 ${phone}`,
  smsMobileHint: '请输入签署人手机号，验证码将发送至该手机',
  signerMobile: '签署人手机号',
  submit: '确认签署',
  signed: '签署成功',
  signFailed: '签署失败，请重试',
  alreadySigned: '该合同已签署',
  backToContract: '查看合同',
} as const;
