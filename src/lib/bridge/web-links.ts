/** Leaving the page in the browser: calls, links and downloads. */
import { BridgeError } from './bridge-error';
import type { BridgeHost } from './host';
import { WEB_MESSAGES } from './messages';
import type { BridgeParams, BridgeResult } from './protocol';

/** Only web addresses (relative ones against the page): a `javascript:` URL from data must never run. */
function webUrl(host: BridgeHost, method: string, url: string): string {
  try {
    const parsed = new URL(url, host.location?.href);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.href;
  } catch {
    // Falls through to the refusal.
  }
  throw new BridgeError('bad_params', method, { message: WEB_MESSAGES.badUrl, detail: url });
}

function openWindow(host: BridgeHost, method: string, url: string): void {
  if (!host.open) throw new BridgeError('unavailable', method);
  // null means a popup blocker stopped it; navigating away instead would lose the driver's page.
  if (host.open(url, '_blank') == null)
    throw new BridgeError('failed', method, { message: WEB_MESSAGES.popupBlocked, detail: url });
}

export function phoneCall(params: BridgeParams<'phoneCall'>, host: BridgeHost): null {
  const phone = String(params.phone ?? '').replace(/[^\d+]/g, '');
  if (phone.replace(/\D/g, '') === '')
    throw new BridgeError('bad_params', 'phoneCall', {
      message: WEB_MESSAGES.badPhone,
      detail: params.phone,
    });
  if (!host.location) throw new BridgeError('unavailable', 'phoneCall');
  host.location.href = `tel:${phone}`;
  return null;
}

export function openBrowser(params: BridgeParams<'openBrowser'>, host: BridgeHost): null {
  openWindow(host, 'openBrowser', webUrl(host, 'openBrowser', params.url));
  return null;
}

export function downloadApp(params: BridgeParams<'downloadApp'>, host: BridgeHost): null {
  openWindow(host, 'downloadApp', webUrl(host, 'downloadApp', params.url));
  return null;
}

/** The browser saves to its own downloads folder, so the path is the file name it was given. */
export function downloadFile(
  params: BridgeParams<'downloadFile'>,
  host: BridgeHost,
): BridgeResult<'downloadFile'> {
  const url = webUrl(host, 'downloadFile', params.url);
  const { document } = host;
  if (document.createElement && document.body) {
    const link = document.createElement('a');
    link.href = url;
    link.download = params.fileName;
    link.target = '_blank';
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } else {
    openWindow(host, 'downloadFile', url);
  }
  return { path: params.fileName };
}
