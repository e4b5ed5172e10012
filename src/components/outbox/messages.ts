/** The outbox's words (not in the spec: issue 13 §4 names them). */
export const outboxMessages = {
  title: '待上传',
  waiting: '待上传',
  sending: '上传中',
  retrying: '重试中',
  rejected: '已拒绝',
  sent: '已上传',
  retryNow: '立即重试',
  retake: '重拍',
  discard: '删除',
  savedOffline: '已保存，联网后自动上传',
  photoLost: '照片文件已丢失，请重拍',
  /** On a queued photo the app could give only as its (possibly smaller) preview. */
  previewQuality: '预览画质',
  allSent: '已全部上传',
} as const;

/** 2 项待上传 */
export const waitingCount = (n: number) => `${n} 项待上传`;
/** 1 项已拒绝 */
export const rejectedCount = (n: number) => `${n} 项已拒绝`;
/** 重试中（08:30:12） */
export const retryingAt = (time: string) => `${outboxMessages.retrying}（${time}）`;
