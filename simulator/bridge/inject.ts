/**
 * Putting a bridge on a page's window, as the Android/iOS apps do — shared by the iframe transport
 * (attach.ts, on the iframe's window) and the Electron <webview> preload (on the guest's window), so
 * both inject and announce the same way.
 */
import {
  BRIDGE_GLOBAL,
  BRIDGE_READY_EVENT,
  type WebViewJavascriptBridge,
} from '@/lib/bridge/protocol';

export type BridgeWindow = Window & { [BRIDGE_GLOBAL]?: WebViewJavascriptBridge };

/**
 * Sets `window.WebViewJavascriptBridge` unless the page already has one; `announce` (a late
 * injection) also fires `WebViewJavascriptBridgeReady` on the document with the bridge attached.
 * Returns whether it injected.
 */
export function injectBridge(
  win: Window,
  bridge: WebViewJavascriptBridge,
  announce: boolean,
): boolean {
  const target = win as BridgeWindow;
  if (target[BRIDGE_GLOBAL]) return false;
  target[BRIDGE_GLOBAL] = bridge;
  if (!announce) return true;
  // The page's own Event constructor: an event from another realm would still dispatch, but a page
  // checking `instanceof Event` must see its own.
  const EventCtor = (win as Window & { Event?: typeof Event }).Event ?? Event;
  const event = new EventCtor(BRIDGE_READY_EVENT) as Event & { bridge?: WebViewJavascriptBridge };
  event.bridge = bridge;
  win.document.dispatchEvent(event);
  return true;
}
