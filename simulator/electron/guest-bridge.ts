/**
 * The H5 <webview>'s side of the relay: a `WebViewJavascriptBridge` whose calls and handler
 * registrations go to the host page over IPC, and whose callbacks, events and late readiness come
 * back from it. preload.ts runs it with Electron's `ipcRenderer`; tests run it with a stand-in.
 */
import type {
  BridgeRequest,
  BridgeResponse,
  NativeEventEnvelope,
  WebViewJavascriptBridge,
} from '@/lib/bridge/protocol';
import type { ReadyFault } from '@sim/bridge/api';
import { injectBridge } from '@sim/bridge/inject';
import {
  WEBVIEW_CHANNEL,
  type CallMessage,
  type EventMessage,
  type ResponseMessage,
} from './channels';

/** The part of Electron's `ipcRenderer` the guest uses. */
export interface GuestIpc {
  sendToHost(channel: string, ...args: unknown[]): void;
  sendSync(channel: string, ...args: unknown[]): unknown;
  on(channel: string, listener: (event: unknown, message: unknown) => void): unknown;
}

type Callback = (response: BridgeResponse | string) => void;
type Handler = (data: NativeEventEnvelope | string, respond?: (reply: unknown) => void) => void;

export function startGuestBridge(ipc: GuestIpc, win: Window): void {
  const callbacks = new Map<number, Callback>();
  const handlers = new Map<string, Handler>();
  let seq = 0;

  const bridge: WebViewJavascriptBridge = {
    callHandler(name, data, callback) {
      seq += 1;
      callbacks.set(seq, callback);
      const json = typeof data === 'string' ? data : JSON.stringify(data as BridgeRequest);
      const message: CallMessage = { seq, name, data: json };
      ipc.sendToHost(WEBVIEW_CHANNEL.call, message);
    },
    registerHandler(name, handler) {
      handlers.set(name, handler);
      ipc.sendToHost(WEBVIEW_CHANNEL.register, { name });
    },
  };

  ipc.on(WEBVIEW_CHANNEL.response, (_event, payload) => {
    const message = payload as ResponseMessage;
    const callback = callbacks.get(message.seq);
    callbacks.delete(message.seq);
    if (typeof callback === 'function') callback(message.response);
  });
  ipc.on(WEBVIEW_CHANNEL.event, (_event, payload) => {
    const message = payload as EventMessage;
    handlers.get(message.name)?.(message.data, () => undefined);
  });

  ipc.sendToHost(WEBVIEW_CHANNEL.start);
  // 'now' must be there before the first script: ask the main process synchronously. 'late' and
  // 'never' wait for the host, whose fake native times the injection.
  const ready = ipc.sendSync(WEBVIEW_CHANNEL.readiness) as ReadyFault;
  if (ready === 'now') injectBridge(win, bridge, false);
  ipc.on(WEBVIEW_CHANNEL.ready, () => injectBridge(win, bridge, true));
}
