/** Copy and share in the browser. */
import { BridgeError } from './bridge-error';
import type { BridgeHost } from './host';
import { WEB_MESSAGES } from './messages';
import type { BridgeParams, BridgeResult } from './protocol';

/** The pre-Clipboard-API way: select a hidden textarea and ask the document to copy. */
function execCommandCopy(host: BridgeHost, text: string): boolean {
  const { document } = host;
  if (!document.createElement || !document.execCommand || !document.body) return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export async function copyText(params: BridgeParams<'copyText'>, host: BridgeHost): Promise<null> {
  const clipboard = host.navigator?.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(params.text);
      return null;
    } catch {
      // Refused (no focus, no permission): the older way may still work.
    }
  }
  if (execCommandCopy(host, params.text)) return null;
  throw new BridgeError('failed', 'copyText', { message: WEB_MESSAGES.copyUnsupported });
}

export async function share(
  params: BridgeParams<'share'>,
  host: BridgeHost,
): Promise<BridgeResult<'share'>> {
  const navigator = host.navigator;
  if (typeof navigator?.share !== 'function') throw new BridgeError('unavailable', 'share');
  const data: ShareData = { title: params.title };
  if (params.text !== undefined) data.text = params.text;
  if (params.url !== undefined) data.url = params.url;
  try {
    await navigator.share(data);
    return { shared: true };
  } catch (cause) {
    const name = (cause as { name?: unknown } | null)?.name;
    if (name === 'AbortError') throw new BridgeError('cancelled', 'share', { cause });
    throw new BridgeError('failed', 'share', { detail: String(cause), cause });
  }
}
