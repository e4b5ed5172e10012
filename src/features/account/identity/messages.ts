/**
 * Every text of the identity area: real-name certification (§2.3, §4) and the driver / captain
 * certification flows (§2.2, §6). The ID-number rule's messages come from `lib/domain`, the status
 * labels from `lib/domain/certification`. Entries marked "not in the spec" fill gaps the spec leaves.
 */
export const identityMessages = {
  /** §8: the face-authentication-failed toast (the same words as the login journey's). */
  faceFailed: '人脸认证失败',
  /** Not in the spec. */
  faceSucceeded: '人脸认证成功',
  /** Not in the spec. */
  saved: '身份信息已提交',
  /** Not in the spec. */
  captainSubmitted: '车队长认证已提交',
  /** Not in the spec. */
  loadFailed: '加载失败',
  /** Not in the spec. */
  nameRequired: '请输入姓名',
  /** Not in the spec. */
  nameInvalid: '请输入正确的姓名',
  /** Not in the spec. */
  addressRequired: '请输入住址',
  /** Not in the spec. */
  frontRequired: '请上传身份证人像面照片',
  /** Not in the spec. */
  backRequired: '请上传身份证国徽面照片',
  /** Not in the spec. */
  validityRequired: '请选择有效期',
  /** Not in the spec. */
  fleetNameRequired: '请输入车队名称',
  /** Not in the spec. */
  contactNameRequired: '请输入联系人',
  /** Not in the spec. */
  regionRequired: '请选择所在地区',
  /** Not in the spec. */
  vehicleCountInvalid: '请输入1-9999之间的车辆数量',
} as const;

export const identityLabels = {
  addHint: '请上传本人二代身份证照片并核对信息',
  front: '身份证人像面',
  back: '身份证国徽面',
  photosNeedLogin: '登录后可上传证件照片',
  name: '姓名',
  idNumber: '身份证号',
  address: '住址',
  validity: '有效期',
  submit: '提交并进行人脸认证',
  next: '下一步',
  prevStep: '上一步',
  loginAndSubmit: '登录后提交',

  faceTitle: '人脸认证',
  faceHint: '请在光线充足的环境下，正对手机屏幕，按提示完成动作',
  startFace: '开始人脸认证',
  faceRetry: '重新认证',
  faceChecking: '正在查询认证结果…',
  faceRecording: '正在更新认证状态…',
  faceDoneHint: '实名认证已完成',
  retry: '重试',
  viewDetail: '查看实名信息',
  backMe: '返回我的',

  detailTitle: '实名信息',
  status: '认证状态',
  photos: '身份证照片',
  until: ' 至 ',
  none: '—',
  reviewing: '您的实名信息正在审核中，请耐心等待',
  failedHint: '实名认证未通过，请重新提交',
  noneHint: '您还未完成实名认证',
  certifyAgain: '重新认证',
  certify: '去认证',
  loading: '加载中…',

  steps: '认证步骤',
  stepIdentity: '身份信息',
  stepFace: '人脸认证',
  stepLicence: '驾驶证',
  stepFleet: '车队信息',
  toLicence: '下一步：上传驾驶证',
  fleetName: '车队名称',
  contactName: '联系人',
  contactMobile: '联系电话',
  region: '所在地区',
  vehicleCount: '车辆数量',
  captainSubmit: '提交认证',
  captainDone: '车队长认证已提交，等待平台审核',
  backHome: '返回首页',
} as const;
