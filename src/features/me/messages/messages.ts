/** Texts of the message screens (§2.3 /i/message/mymessage). */
export const messageMessages = {
  listLabel: '消息列表',
  unreadSummary: (count: number) => (count > 0 ? `您有 ${count} 条未读消息` : '暂无未读消息'),
  unreadLoading: '正在获取未读消息数',
  unread: '未读',
  read: '已读',
  loading: '加载中…',
  loadFailed: '消息加载失败',
  notFound: '该消息不存在或已删除',
  subject: '消息',
  backToList: '返回消息列表',
  retry: '重试',
  sentAt: '发送时间：',
} as const;
