/** What the driver can do with a scanned result: open a link in the browser, copy text. */
import { showToast } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import { qrcodeMessages as m } from './messages';

const TOAST_MS = 2000;

export async function openLink(url: string) {
  try {
    await bridge.call('openBrowser', { url });
  } catch (err) {
    if (isBridgeError(err) && err.code !== 'cancelled') showToast(err.message, TOAST_MS);
  }
}

export async function copy(text: string) {
  try {
    await bridge.call('copyText', { text });
    showToast(m.copied, TOAST_MS, 'success');
  } catch {
    showToast(m.copyFailed, TOAST_MS);
  }
}
