/**
 * The Electron shell's H5 runs in a <webview> (another process), so `attachFakeNative` cannot touch
 * its window. It attaches to a stand-in instead — the `WebViewJavascriptBridge` slot, a document to
 * fire the ready event on — and the H5 preload relays calls, handlers and readiness over IPC. The
 * fake native's readiness faults, callbacks and events stay the same code as in the browser.
 */
import type { IpcMessageEvent, WebviewTag } from 'electron';
import { attachFakeNative } from '@sim/bridge/attach';
import { WEBVIEW_CHANNEL } from '@sim/electron/channels';
import {
  BRIDGE_GLOBAL,
  BRIDGE_READY_EVENT,
  type BridgeResponse,
  type NativeEventEnvelope,
  type WebViewJavascriptBridge,
} from '@/lib/bridge/protocol';
import { native } from './native';

interface StandIn {
  document: EventTarget;
  Event: typeof Event;
  [BRIDGE_GLOBAL]?: WebViewJavascriptBridge;
}

interface CallMessage {
  seq: number;
  name: string;
  data: string;
}

export function connectWebview(webview: WebviewTag): () => void {
  let page: { standIn: StandIn; detach: () => void } | null = null;

  const start = () => {
    page?.detach();
    const standIn: StandIn = { document: new EventTarget(), Event };
    const announce = () => webview.send(WEBVIEW_CHANNEL.ready);
    standIn.document.addEventListener(BRIDGE_READY_EVENT, announce);
    // The stand-in has only what attachFakeNative uses of a window.
    const detach = attachFakeNative(standIn as unknown as Window, native);
    if (standIn[BRIDGE_GLOBAL]) announce();
    page = { standIn, detach };
  };

  const onMessage = (event: IpcMessageEvent) => {
    const bridge = page?.standIn[BRIDGE_GLOBAL];
    const [payload] = event.args as [unknown];
    if (event.channel === WEBVIEW_CHANNEL.start) start();
    else if (event.channel === WEBVIEW_CHANNEL.call && bridge) {
      const { seq, name, data } = payload as CallMessage;
      bridge.callHandler(name, data, (response: BridgeResponse | string) =>
        webview.send(WEBVIEW_CHANNEL.response, { seq, response }),
      );
    } else if (event.channel === WEBVIEW_CHANNEL.register && bridge) {
      const { name } = payload as { name: string };
      bridge.registerHandler(name, (data: NativeEventEnvelope | string) =>
        webview.send(WEBVIEW_CHANNEL.event, { name, data }),
      );
    }
  };

  webview.addEventListener('ipc-message', onMessage);
  return () => {
    webview.removeEventListener('ipc-message', onMessage);
    page?.detach();
    page = null;
  };
}
