/** Texts of the load states; a screen names what failed (its own title), the kit says the rest. */
export const loadStateMessages = {
  loading: '加载中',
  retry: '重试',
  /** The retry button while the read runs again (a spinner alone has no name to read out). */
  retrying: '重试中',

  notFound: (subject: string) => `${subject}不存在`,
  notFoundHint: '可能已被删除，或链接有误',
  notYours: (subject: string) => `不是您的${subject}`,
  notYoursHint: (subject: string) => `该${subject}属于其他司机，您无法查看`,
  forbidden: '暂无权限查看',
  forbiddenHint: '您的账号没有查看此内容的权限，如有疑问请联系客服',
  network: '网络不给力',
  networkHint: '请检查网络连接后重试',
  failed: (subject: string) => `${subject}加载失败`,
  contactService: '联系客服',
  /** A read by waybill id (WaybillProblem). */
  waybill: '运单',
  backToWaybills: '返回运单列表',
} as const;
