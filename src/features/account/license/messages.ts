/**
 * Every text of the licence area (驾驶证 / 从业资格证). Entries marked "not in the spec" fill gaps
 * the spec leaves; change them here only. The ID-number messages come from `lib/domain`.
 */
import type { ApprovalStatus, ExpiryLevel } from '@/lib/contract/account/license';

export const licenseMessages = {
  loading: '加载中…',
  loadFailed: '驾驶证信息加载失败',
  retry: '重试',

  /** Not in the spec: the words for approvalStatus 10 / 20 / 30 (§4 names only 20). */
  status: { 10: '审核中', 20: '已认证', 30: '未通过' } satisfies Record<ApprovalStatus, string>,
  statusLabel: '认证状态',
  rejectedReason: '未通过原因：',
  pendingHint: '资料已提交，平台审核中，请耐心等待',

  emptyTitle: '您还没有上传驾驶证',
  emptyText: '完成驾驶证认证后才能接单运输',
  startCertification: '去认证',

  /** Not in the spec: why the bank real-name entry sent the driver here (§4). */
  bankTitle: '银行实名认证需要驾驶证',
  bankText: '请先完成驾驶证认证，审核通过后返回“我的”重新进入银行卡实名认证。',
  bankTextCertified: '驾驶证已认证，请返回“我的”重新进入银行卡实名认证。',

  licenceSection: '驾驶证',
  qualificationSection: '道路运输从业资格证',
  noQualification: '未上传从业资格证',
  updateLicence: '更新驾驶证',
  updateQualification: '更新从业资格证',
  addQualification: '上传从业资格证',

  expiry: {
    licence: { 1: '您的驾驶证将在30天内到期，请及时更新', 2: '您的驾驶证已过期，请尽快更新' },
    qualification: {
      1: '您的从业资格证将在30天内到期，请及时更新',
      2: '您的从业资格证已过期，请尽快更新',
    },
  } satisfies Record<'licence' | 'qualification', Record<Exclude<ExpiryLevel, 0>, string>>,

  labels: {
    front: '驾驶证正页',
    back: '驾驶证副页',
    qualificationPhoto: '从业资格证照片',
    name: '姓名',
    driverLicenseNo: '驾驶证号',
    quasiDrivingType: '准驾车型',
    issuingAuthority: '发证机关',
    firstIssueDate: '初次领证日期',
    validFrom: '有效期起',
    validTo: '有效期止',
    qualificationCertificateNo: '从业资格证号',
    qualificationValidTo: '从业资格证有效期止',
  },

  required: {
    front: '请上传驾驶证正页照片',
    qualificationPhoto: '请上传从业资格证照片',
    name: '请输入姓名',
    quasiDrivingType: '请选择准驾车型',
    issuingAuthority: '请输入发证机关',
    firstIssueDate: '请选择初次领证日期',
    validFrom: '请选择有效期起',
    validTo: '请选择有效期止',
    qualificationCertificateNo: '请输入从业资格证号',
    qualificationValidTo: '请选择从业资格证有效期止',
  },
  dateFormat: '请输入正确的日期，格式为 YYYY-MM-DD',
  firstIssueFuture: '初次领证日期不能晚于今天',
  validToBeforeFrom: '有效期止须晚于有效期起',
  validToPast: '证件已过期，请上传有效期内的证件',
  qualificationNoFormat: '请输入正确的从业资格证号',
  nameFormat: '请输入正确的姓名',

  submit: '提交认证',
  saveQualification: '保存',
  saved: '提交成功',
  qualificationNeedsLicence: '请先完成驾驶证认证，再上传从业资格证',

  steps: ['身份认证', '驾驶证认证'],
  stepLabel: '认证步骤',
  currentStep: '当前步骤',
  voucherIntro: '上传驾驶证，平台审核通过后即可接单',
  draftRestored: '已恢复上次填写的内容',
  loginToSubmit: '请先登录后再提交',
  /** Not in the spec. */
  loginForPhotos: '登录后可拍照上传',
  loginRequiredTitle: '提交前请先登录',
  goLogin: '去登录',
  cancel: '取消',
  resultTitle: { 10: '提交成功，等待审核', 20: '驾驶证认证成功', 30: '驾驶证认证未通过' },
  backToMe: '返回我的',
} as const;
