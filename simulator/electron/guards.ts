/**
 * What keeps the desktop shell on the sandbox: the window and the H5 <webview> may only show pages
 * of the sandbox's loopback origin, open no new windows, and every webview gets the H5 preload with
 * no Node in it, whatever the page asked for.
 */
import type { WebContents } from 'electron';

/** True when `url` is on `origin` (scheme, host and port). */
export function onOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

type Contents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/** No navigation off the origin, and no new windows (the H5 opens links through the bridge). */
export function guardNavigation(contents: Contents, origin: string): void {
  contents.on('will-navigate', (event) => {
    if (!onOrigin(event.url, origin)) event.preventDefault();
  });
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** The simulator window: its webviews show only the origin, with the H5 preload and no Node. */
export function guardWindow(contents: Contents, origin: string, h5PreloadPath: string): void {
  guardNavigation(contents, origin);
  contents.on('will-attach-webview', (event, webPreferences, params) => {
    if (!onOrigin(params.src, origin)) {
      event.preventDefault();
      return;
    }
    webPreferences.preload = h5PreloadPath;
    webPreferences.nodeIntegration = false;
    webPreferences.nodeIntegrationInSubFrames = false;
    webPreferences.sandbox = true;
  });
  contents.on('did-attach-webview', (_event, guest) => guardNavigation(guest, origin));
}
