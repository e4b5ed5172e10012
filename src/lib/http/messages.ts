/** Every message the HTTP client shows (§8), in one place. */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求错误',
  401: '未授权，请重新登录',
  403: '拒绝访问',
  404: '请求地址出错',
  405: '请求方法不允许',
  406: '请求的格式不可得',
  410: '请求的资源被永久删除',
  415: '不支持的媒体类型',
  500: '服务器内部错误',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
};

export const HTTP_MESSAGES = {
  timeout: '接口请求超时',
  network: '网络异常，请检查网络连接',
  system: '系统异常',
  nonJson: '服务器返回了非JSON格式数据',
  attachmentNameMissing: '附件名称缺失',
  tokenSignatureMismatch: 'Token signature mismatch',
} as const;

/** Error toast duration (§9). */
export const ERROR_TOAST_MS = 5000;
/** The clock-skew toast stays as long as an error toast. */
export const CLOCK_SKEW_TOAST_MS = 5000;
