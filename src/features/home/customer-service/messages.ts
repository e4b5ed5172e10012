/** Texts of 在线客服 (/contract/customH5, §2.1, §7.5). */
export const customerServiceMessages = {
  connecting: '正在连接客服…',
  failed: '客服暂时无法连接',
  failedHint: '请稍后重试，或拨打客服电话',
  retry: '重试',
  callHotline: '拨打客服电话',
  chatLabel: '在线客服',
  timeout: '连接超时',
  scriptFailed: '客服组件加载失败',
};
