/**
 * Electron: the H5 in a <webview> whose preload injects the bridge before the page's scripts, as a
 * native app does; its calls are answered by the same fake native as in the browser.
 */
import type { WebviewTag } from 'electron';
import { useEffect, useRef } from 'react';
import type { ElectronShell } from '../core/electron-host';
import { h5, type H5View } from '../core/h5-controller';
import { native } from '../core/native';
import { connectWebview } from '../core/webview-bridge';
import styles from './device-frame.module.css';

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === location.origin ? parsed.pathname + parsed.search + parsed.hash : url;
  } catch {
    return url;
  }
}

export interface H5WebviewProps {
  shell: ElectronShell;
  initialPath: string;
  title: string;
}

export function H5Webview({ shell, initialPath, title }: H5WebviewProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    // Created by hand: React does not know <webview>'s attributes, and they must be set before
    // it is attached (the preload and web preferences are read once).
    const webview = document.createElement('webview') as WebviewTag;
    webview.setAttribute('preload', shell.h5Preload);
    webview.setAttribute('src', new URL(initialPath, location.origin).href);
    // The preload defines `window.WebViewJavascriptBridge` in the page's own world, like a WebView.
    webview.setAttribute('webpreferences', 'contextIsolation=no');
    webview.setAttribute('title', title);
    webview.className = styles.view;
    const disconnect = connectWebview(webview);
    container.appendChild(webview);

    const view: H5View = {
      reload: () => webview.reload(),
      navigate: (path) => void webview.loadURL(new URL(path, location.origin).href),
      back: () => webview.goBack(),
      path: () => {
        try {
          return pathOf(webview.getURL());
        } catch {
          return ''; // not attached yet (before dom-ready)
        }
      },
      devTools: () => webview.openDevTools(),
    };
    h5.bind(view);
    const onLoad = () => h5.loaded();
    const onInPage = (event: Event) => h5.moved(pathOf((event as Event & { url: string }).url));
    webview.addEventListener('did-finish-load', onLoad);
    webview.addEventListener('did-navigate-in-page', onInPage);

    let ready = native.state.faults.ready;
    shell.setReadiness(ready);
    const stopReadiness = native.subscribe((state) => {
      if (state.faults.ready === ready) return;
      ready = state.faults.ready;
      shell.setReadiness(ready);
    });

    return () => {
      stopReadiness();
      webview.removeEventListener('did-finish-load', onLoad);
      webview.removeEventListener('did-navigate-in-page', onInPage);
      h5.bind(null);
      disconnect();
      webview.remove();
    };
  }, [shell, initialPath, title]);

  return <div ref={host} className={styles.view} />;
}
