/** Texts of the Me tab (/i) and the settings screen (/i/setup). */
export const meMessages = {
  settings: '设置',
  messages: '我的消息',
  messagesUnread: (count: number) => `我的消息，${count}条未读`,
  avatarUploaded: '头像上传成功',
  changeAvatar: '更换头像',
  phone: '手机号',
  idNumber: '身份证号',
  address: '地址',
  noAddress: '暂无',

  wallet: '我的钱包',
  walletBalance: '钱包余额（元）',
  oldFuelCard: '旧油卡余额（元）',
  newFuelCard: '新油卡余额（元）',
  settlementVehicles: '结算车辆（辆）',
  thirtyDayAmount: '近30天金额（元）',

  unsignedBanner: '您有未签署的协议，请尽快签署',
  unsignedBannerAction: '去签署',
  signDialogTitle: '协议签署提醒',

  commonTools: '常用功能',
  information: '信息管理',
  toolbox: '工具箱',
  fuelStation: '加油站',
  bankCards: '银行卡',
  qualification: '驾驶员资质',
  vehicles: '我的车辆',
  captain: '我的车队长',
  contracts: '合同列表',
  bankRealName: '银行实名认证',
  complaints: '投诉列表',
  blacklist: '黑名单',
  customerService: '在线客服',
  aboutUs: '关于我们',
  comingSoon: '即将开放',
  personalHome: '个人主页',

  account: '账号与安全',
  changePassword: '修改密码',
  changePhone: '更换手机号',
  privacy: '隐私',
  privacySettings: '隐私设置',
  userAgreement: '用户服务协议',
  privacyPolicy: '隐私政策',
  about: '关于',
  appVersion: '当前版本',
  clearCache: '清除缓存',
  clearCacheConfirm: '确定清除缓存吗？',
  cleared: '清除成功',
  logout: '退出登录',
  logoutConfirm: '确定退出登录吗？',
  confirm: '确定',
  cancel: '取消',
  loading: '加载中…',
} as const;

/** §9: the cache size is shown in KB. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)}KB`;
}
