/**
 * Preload of the H5 <webview>: injects `window.WebViewJavascriptBridge` before the page's scripts,
 * as the Android/iOS apps do, and relays every call to the simulator UI (the webview's host page),
 * where the fake native answers it. Runs in the page's world (contextIsolation off for the guest).
 */
import { ipcRenderer } from 'electron';
import {
  BRIDGE_GLOBAL,
  BRIDGE_READY_EVENT,
  type BridgeRequest,
  type BridgeResponse,
  type NativeEventEnvelope,
  type WebViewJavascriptBridge,
} from '@/lib/bridge/protocol';
import type { ReadyFault } from '@sim/bridge/api';
import { WEBVIEW_CHANNEL } from './channels';

type Callback = (response: BridgeResponse | string) => void;
type Handler = (data: NativeEventEnvelope | string, respond?: (reply: unknown) => void) => void;

const callbacks = new Map<number, Callback>();
const handlers = new Map<string, Handler>();
let seq = 0;

const bridge: WebViewJavascriptBridge = {
  callHandler(name, data, callback) {
    seq += 1;
    callbacks.set(seq, callback);
    const json = typeof data === 'string' ? data : JSON.stringify(data as BridgeRequest);
    ipcRenderer.sendToHost(WEBVIEW_CHANNEL.call, { seq, name, data: json });
  },
  registerHandler(name, handler) {
    handlers.set(name, handler);
    ipcRenderer.sendToHost(WEBVIEW_CHANNEL.register, { name });
  },
};

ipcRenderer.on(WEBVIEW_CHANNEL.response, (_event, message: { seq: number; response: string }) => {
  const callback = callbacks.get(message.seq);
  callbacks.delete(message.seq);
  callback?.(message.response);
});

ipcRenderer.on(WEBVIEW_CHANNEL.event, (_event, message: { name: string; data: string }) => {
  handlers.get(message.name)?.(message.data, () => undefined);
});

type BridgeWindow = Window & { [BRIDGE_GLOBAL]?: WebViewJavascriptBridge };

function inject(announce: boolean): void {
  const win = window as BridgeWindow;
  if (win[BRIDGE_GLOBAL]) return;
  win[BRIDGE_GLOBAL] = bridge;
  if (!announce) return;
  const event = new Event(BRIDGE_READY_EVENT) as Event & { bridge?: WebViewJavascriptBridge };
  event.bridge = bridge;
  document.dispatchEvent(event);
}

ipcRenderer.sendToHost(WEBVIEW_CHANNEL.start);
// 'now' must be there before the first script: ask the main process synchronously. 'late' and
// 'never' wait for the host, whose fake native times the injection.
const ready = ipcRenderer.sendSync(WEBVIEW_CHANNEL.readiness) as ReadyFault;
if (ready === 'now') inject(false);
ipcRenderer.on(WEBVIEW_CHANNEL.ready, () => inject(true));
