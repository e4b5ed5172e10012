/** Texts of the about pages. */
export const aboutMessages = {
  slogan: '货运司机的贴心助手',
  version: '版本',
  customerService: '在线客服',
  userAgreement: '用户协议',
  privacyPolicy: '隐私政策',
  copyright: '© 货运平台 版权所有',
  loading: '加载中…',
  loadFailed: '协议加载失败',
  retry: '重试',
  unknownAgreement: '未找到该协议',
  unknownAgreementHint: '链接中的协议类型无效',
  updatedAt: '更新日期：',
} as const;
