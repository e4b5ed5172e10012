/** What the notice area's server says. */
export const noticeMessages = {
  idField: '消息ID',
  notFound: '消息不存在或已删除',
} as const;
