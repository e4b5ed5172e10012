/** Texts of the scanner (/home/qrcode). */
export const qrcodeMessages = {
  heading: '扫一扫',
  hint: '将二维码放入框内，即可自动扫描',
  albumHint: '正在识别相册中的二维码…',
  album: '从相册选择',
  rescan: '重新扫描',
  resultTitle: '扫描结果',
  linkTitle: '链接地址',
  openLink: '打开链接',
  copy: '复制',
  copied: '已复制',
  /** §8. */
  copyFailed: '该设备不支持复制',
  cancelled: '已取消扫描',
  empty: '未识别到二维码内容',
  failed: '扫描失败，请重试',
} as const;
