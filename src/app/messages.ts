/** Every text the shell shows, spelled as the spec gives it where it gives it. */
export const appMessages = {
  identityInvalid: '身份信息失效, 请重新登录',
  loginExpiredTitle: '登录过期',
  loginExpiredContent: '您的账号已过期，请重新登录',
  confirm: '确定',
  alertTitle: '提示',
  back: '返回',

  notFoundTitle: '页面不存在',
  notFoundDescription: '您访问的页面不存在或已被移除',
  unauthorizedTitle: '您的账号不能打开这个页面',
  unauthorizedDescription:
    '这个页面只对有相应身份或权限的账号开放（例如车队长、合伙人），您现在登录的账号没有。可以返回首页继续使用；需要开通请联系客服；要用别的账号，请换个账号登录。',
  contactService: '联系客服',
  switchAccount: '换个账号登录',
  backHome: '返回首页',

  chunkLoadFailed: '页面加载失败，请检查网络后重试',
  pageCrashed: '页面出错了，请重新加载',
  reload: '重新加载',
  pageLoading: '页面加载中',

  tabHome: '首页',
  tabSupply: '货源',
  tabScan: '扫一扫',
  tabWaybill: '运单',
  tabMe: '我的',

  customerService: '在线客服',

  updateDownloading: '正在下载新版本…',
  updateFailed: '下载失败，请重试',
  pressAgainToExit: '再按一次退出程序',
} as const;
