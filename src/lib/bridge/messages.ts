/** Every message the bridge client shows (§8, §9), in one place: each is fit for a toast. */
import type { BridgeErrorCode, BridgeMethod } from './protocol';

export const BRIDGE_ERROR_MESSAGES: Readonly<Record<BridgeErrorCode, string>> = {
  cancelled: '已取消',
  denied: '权限未开启',
  failed: '操作失败，请重试',
  unsupported: '当前App版本不支持此功能，请升级App',
  bad_params: '参数错误，请重试',
  too_large: '数据过大，已拒绝',
  timeout: '操作超时，请重试',
  not_ready: '未连接到App，请重试',
  unavailable: '请在司机端App中使用此功能',
};

/** What the browser cannot do, said per method where a generic sentence would puzzle the driver. */
const UNAVAILABLE_MESSAGES: Readonly<Partial<Record<BridgeMethod, string>>> = {
  pay: '请在司机端App中完成支付',
  regulatory: '请在司机端App中上传定位',
  share: '当前浏览器不支持分享',
  scanQr: '当前浏览器不支持扫码，请在司机端App中使用',
};

/** Failures of the browser fallback. */
export const WEB_MESSAGES = {
  /** §8: shown when copying fails. */
  copyUnsupported: '该设备不支持复制',
  /** §8 upload message. */
  uploadFailed: '图片上传失败，请重试',
  fileExpired: '图片已失效，请重新选择',
  locationFailed: '定位失败，请重试',
  qrNotFound: '未识别到二维码',
  popupBlocked: '无法打开链接，请允许浏览器打开新窗口',
  badUrl: '链接地址无效',
  badPhone: '电话号码无效',
} as const;

/** Native error text is shown only when it is already written for the driver (Chinese). */
const CHINESE = /[\u4e00-\u9fff]/;

export function bridgeErrorMessage(
  code: BridgeErrorCode,
  method: string,
  nativeText?: string,
): string {
  if (code === 'failed' && nativeText && CHINESE.test(nativeText)) return nativeText.trim();
  if (code === 'unavailable') {
    const specific = UNAVAILABLE_MESSAGES[method as BridgeMethod];
    if (specific) return specific;
  }
  return BRIDGE_ERROR_MESSAGES[code];
}
