/** Texts of the real-name badge; the status labels come from lib/domain/certification. */
export const certificationBadgeMessages = {
  certification: '实名认证',
  goCertify: '去认证',
  viewDetail: '查看详情',
} as const;
