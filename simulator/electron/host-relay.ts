/**
 * The host page's side of the relay: the H5 runs in a <webview> (another process), so
 * `attachFakeNative` cannot touch its window. It attaches to a stand-in instead — the
 * `WebViewJavascriptBridge` slot, a document to fire the ready event on — and relays calls, handler
 * registrations and readiness to and from the guest (guest-bridge.ts). The fake native's readiness
 * faults, callbacks and events stay the same code as in the iframe transport.
 */
import {
  BRIDGE_GLOBAL,
  BRIDGE_READY_EVENT,
  type BridgeResponse,
  type NativeEventEnvelope,
  type WebViewJavascriptBridge,
} from '@/lib/bridge/protocol';
import type { FakeNative } from '@sim/bridge/api';
import { attachFakeNative } from '@sim/bridge/attach';
import {
  WEBVIEW_CHANNEL,
  type CallMessage,
  type EventMessage,
  type ResponseMessage,
} from './channels';

/** What the relay sees of an `ipc-message` event of a <webview>. */
export interface IpcMessageLike {
  channel: string;
  args: unknown[];
}

/** The part of Electron's `WebviewTag` the relay uses. */
export interface WebviewLike {
  send(channel: string, ...args: unknown[]): unknown;
  addEventListener(type: 'ipc-message', listener: (event: IpcMessageLike) => void): unknown;
  removeEventListener(type: 'ipc-message', listener: (event: IpcMessageLike) => void): unknown;
}

interface StandIn {
  document: EventTarget;
  Event: typeof Event;
  [BRIDGE_GLOBAL]?: WebViewJavascriptBridge;
}

/** Relays the webview's bridge to `native`; returns the disconnect. */
export function relayToWebview(webview: WebviewLike, native: FakeNative): () => void {
  let page: { standIn: StandIn; detach: () => void } | null = null;

  // A new document in the guest: its own stand-in, so its readiness and callbacks start afresh.
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

  const call = (bridge: WebViewJavascriptBridge, { seq, name, data }: CallMessage) => {
    bridge.callHandler(name, data, (response: BridgeResponse | string) => {
      const message: ResponseMessage = { seq, response };
      webview.send(WEBVIEW_CHANNEL.response, message);
    });
  };

  const register = (bridge: WebViewJavascriptBridge, name: string) => {
    bridge.registerHandler(name, (data: NativeEventEnvelope | string) => {
      const message: EventMessage = { name, data };
      webview.send(WEBVIEW_CHANNEL.event, message);
    });
  };

  const onMessage = (event: IpcMessageLike) => {
    const bridge = page?.standIn[BRIDGE_GLOBAL];
    const [payload] = event.args;
    if (event.channel === WEBVIEW_CHANNEL.start) start();
    else if (event.channel === WEBVIEW_CHANNEL.call && bridge) call(bridge, payload as CallMessage);
    else if (event.channel === WEBVIEW_CHANNEL.register && bridge) {
      register(bridge, (payload as { name: string }).name);
    }
  };

  webview.addEventListener('ipc-message', onMessage);
  return () => {
    webview.removeEventListener('ipc-message', onMessage);
    page?.detach();
    page = null;
  };
}
