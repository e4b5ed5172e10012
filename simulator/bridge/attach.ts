/**
 * Injects `window.WebViewJavascriptBridge` into a page the way the Android/iOS hybrid apps do:
 * JSON strings across, callbacks always asynchronous, readiness per the fault panel.
 */
import {
  BRIDGE_GLOBAL,
  NATIVE_EVENT_HANDLER,
  type BridgeRequest,
  type BridgeResponse,
  type NativeEventEnvelope,
  type WebViewJavascriptBridge,
} from '@/lib/bridge/protocol';
import type { FakeNative } from './api';
import { injectBridge, type BridgeWindow } from './inject';

type EventHandler = (
  data: NativeEventEnvelope | string,
  respond?: (reply: unknown) => void,
) => void;

/** Call this before the page's scripts run (e.g. on the iframe's fresh window) for ready 'now'. */
export function attachFakeNative(win: Window, native: FakeNative): () => void {
  const target = win as BridgeWindow;
  const handlers = new Map<string, EventHandler>();
  let attached = true;
  let readyTimer: ReturnType<typeof setTimeout> | null = null;
  const later = (fn: () => void, ms = 0) => globalThis.setTimeout(fn, ms);

  const { page, disconnect } = native.connectPage((json) => {
    later(() => {
      const handler = handlers.get(NATIVE_EVENT_HANDLER);
      if (attached && handler) handler(json, () => undefined);
    });
  });

  const bridge: WebViewJavascriptBridge = {
    callHandler(
      name: string,
      data: BridgeRequest | string,
      callback: (response: BridgeResponse | string) => void,
    ) {
      const json = typeof data === 'string' ? data : JSON.stringify(data);
      void native
        .handle(json ?? '', { handlerName: name, page, requestChars: json?.length ?? 0 })
        .then((response) => {
          if (!response) return;
          const out = JSON.stringify(response);
          later(() => {
            if (attached && typeof callback === 'function') callback(out);
          });
        });
    },
    registerHandler(name, handler) {
      handlers.set(name, handler);
    },
  };

  const { ready, readyDelayMs } = native.state.faults;
  if (ready === 'now') injectBridge(win, bridge, false);
  else if (ready === 'never') native.noteFault('readyNever', '桥接对象从未注入');
  else {
    native.noteFault('readyLate', `桥接对象 ${readyDelayMs} ms 后注入`);
    readyTimer = later(() => {
      readyTimer = null;
      if (attached) injectBridge(win, bridge, true);
    }, readyDelayMs);
  }

  return () => {
    if (!attached) return;
    attached = false;
    if (readyTimer !== null) globalThis.clearTimeout(readyTimer);
    disconnect();
    try {
      if (target[BRIDGE_GLOBAL] === bridge) delete target[BRIDGE_GLOBAL];
    } catch {
      // The page is gone (navigated or removed): nothing left to clean.
    }
  };
}
