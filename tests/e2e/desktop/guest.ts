/**
 * The H5 side of the desktop-relay check: the H5's own bridge client (src/lib/bridge), with each
 * outcome made plain JSON for the test. Loaded in both frames: after the built webview preload in
 * guest.html, after the iframe bootstrap in twin.html.
 */
import { isBridgeError } from '@/lib/bridge/bridge-error';
import { createBridge } from '@/lib/bridge/bridge';
import {
  BRIDGE_GLOBAL,
  BRIDGE_READY_EVENT,
  type BridgeMethod,
  type NativeEventName,
} from '@/lib/bridge/protocol';

export type Outcome = { ok: true; data: unknown } | { ok: false; code: string; message: string };

export interface RelayGuest {
  ready(): Promise<string>;
  call(method: BridgeMethod, params: unknown, timeoutMs?: number): Promise<Outcome>;
  listen(event: NativeEventName): void;
  events: { event: string; data: unknown }[];
  /** Whether the page saw `WebViewJavascriptBridgeReady`, and with the bridge on it. */
  readyEvents: boolean[];
}

declare global {
  interface Window {
    __relayGuest?: RelayGuest;
  }
}

const bridge = createBridge();
const events: RelayGuest['events'] = [];
const readyEvents: boolean[] = [];
document.addEventListener(BRIDGE_READY_EVENT, (event) => {
  const carried = (event as Event & { bridge?: unknown }).bridge;
  readyEvents.push(
    carried !== undefined &&
      carried === (window as unknown as Record<string, unknown>)[BRIDGE_GLOBAL],
  );
});

window.__relayGuest = {
  ready: () => bridge.ready(),
  async call(method, params, timeoutMs) {
    try {
      const data = await bridge.call(method, params as never, timeoutMs ? { timeoutMs } : {});
      return { ok: true, data };
    } catch (error) {
      if (!isBridgeError(error)) throw error;
      return { ok: false, code: error.code, message: error.message };
    }
  },
  listen(event) {
    bridge.on(event, (data) => events.push({ event, data }));
  },
  events,
  readyEvents,
};
