/** QR codes in the browser, where it has a BarcodeDetector: a photo (camera) or a gallery image. */
import { BridgeError } from './bridge-error';
import type { BridgeHost } from './host';
import { WEB_MESSAGES } from './messages';
import type { BridgeParams, BridgeResult } from './protocol';
import type { WebContext } from './web-context';
import { pickImages } from './web-files';

export function canScan(host: BridgeHost): boolean {
  return typeof host.BarcodeDetector === 'function';
}

export async function scanQr(
  params: BridgeParams<'scanQr'>,
  { host, signal }: WebContext,
): Promise<BridgeResult<'scanQr'>> {
  const Detector = host.BarcodeDetector;
  if (!Detector) throw new BridgeError('unavailable', 'scanQr');
  const [image] = await pickImages(host, {
    source: params.source,
    count: 1,
    method: 'scanQr',
    signal,
  });
  let codes: Array<{ rawValue: string }>;
  try {
    codes = await new Detector({ formats: ['qr_code'] }).detect(image!);
  } catch (cause) {
    throw new BridgeError('failed', 'scanQr', {
      message: WEB_MESSAGES.qrNotFound,
      detail: String(cause),
      cause,
    });
  }
  const text = codes.find((code) => code.rawValue)?.rawValue;
  if (!text) throw new BridgeError('failed', 'scanQr', { message: WEB_MESSAGES.qrNotFound });
  return { text };
}
