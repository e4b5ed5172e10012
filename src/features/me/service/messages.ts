/** Texts of the blacklist, app download and invitation code screens (§2.2, §2.6, §8). */
export const serviceMessages = {
  // Blacklist
  blacklistLabel: '黑名单列表',
  blacklistIntro:
    '以下企业已将您列入黑名单。被限制抢单的企业，您将看不到其货源，也无法被指派其运单。',
  partyType: { 1: '货主', 2: '物流企业' } as Record<number, string>,
  restricted: '限制抢单',
  restrictedHint: '您无法承接该企业的货源和运单',
  warningOnly: '仅警告',
  warningOnlyHint: '暂不影响抢单，请规范运输行为',
  reason: '原因：',
  since: '列入时间：',

  // App download
  downloadTitle: '下载司机端App',
  downloadIntro: '抢单、运单、钱包和加油等全部功能，请在司机端App中使用。',
  android: 'Android 版下载',
  ios: 'iPhone 版下载',
  recommended: '推荐',
  installedVersion: (v: string) => `当前App版本：${v}`,
  latestVersion: (v: string) => `最新版本：${v}`,
  webVersion: '您正在使用网页版，下载App获得完整体验',
  downloadStarted: '已开始下载',
  downloadFailed: '下载失败，请重试',

  // Invitation code
  inviteTitle: '我的邀请码',
  inviteHint: '好友扫码或使用邀请码注册司机端',
  invitedCount: (n: number) => `已邀请 ${n} 人`,
  sharedTitle: '邀请您加入司机端',
  sharedHint: '您的好友邀请您注册司机端，注册时将自动关联该邀请码',
  shareText: (code: string) => `我在用司机端接单，注册时填写我的邀请码 ${code}`,
  codeLabel: '邀请码',
  qrLabel: (code: string) => `邀请码 ${code} 的二维码`,
  qrFailed: '二维码生成失败',
  copy: '复制邀请码',
  copied: '复制成功',
  /** §8. */
  copyUnsupported: '该设备不支持复制',
  share: '分享给好友',
  shared: '分享成功',
  shareFailed: '分享失败，请重试',
  register: '立即注册',
  login: '已有账号，去登录',
  loginToSee: '登录后查看您的邀请码',
  loginToSeeHint: '邀请好友注册司机端，请先登录',
  goLogin: '去登录',
  loading: '加载中…',
  loadFailed: '邀请码获取失败',
  retry: '重试',
} as const;
