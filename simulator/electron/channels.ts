/**
 * IPC between the Electron shell's three parts. The main process only relays menu commands and the
 * readiness setting; bridge calls go between the H5 <webview> (preload.ts) and the simulator UI
 * (the webview's host page), where the one FakeNative answers them.
 */
import type { ReadyFault } from '@sim/bridge/api';
import type { BridgeResponse, NativeEventEnvelope } from '@/lib/bridge/protocol';

export type DevicePresetName = 'ios' | 'android-small' | 'android-large';

export type ShellCommand =
  { type: 'device'; preset: DevicePresetName } | { type: 'reloadH5' } | { type: 'h5DevTools' };

/** What ui-preload.ts exposes to the simulator UI as `window.__driverSimElectron`. */
export interface ElectronShell {
  /** file:// URL of the H5 webview's preload (preload.ts). */
  h5Preload: string;
  /** Menu commands from the main process; returns an unsubscribe. */
  onCommand(listener: (command: ShellCommand) => void): () => void;
  /** Mirrors the readiness fault in the main process, which the H5 preload reads synchronously. */
  setReadiness(ready: ReadyFault): void;
}

/** H5 webview guest ⇄ its host page (sendToHost / webview.send), and the guest → main readiness. */
export const WEBVIEW_CHANNEL = {
  /** guest → main, synchronous: the readiness fault the UI last set ('now' injects at once). */
  readiness: 'driver-sim:readiness',
  /** guest → host: a new document started (before its scripts); the host attaches the fake native. */
  start: 'driver-sim:start',
  /** guest → host: `{ seq, name, data }`, a callHandler. */
  call: 'driver-sim:call',
  /** host → guest: `{ seq, response }`. */
  response: 'driver-sim:response',
  /** guest → host: `{ name }`, the page registered a handler. */
  register: 'driver-sim:register',
  /** host → guest: the bridge is there now (readiness 'late'). */
  ready: 'driver-sim:ready',
  /** host → guest: `{ name, data }`, a native → H5 event for a registered handler. */
  event: 'driver-sim:event',
} as const;

/** guest → host on `call`: a callHandler, its request as the JSON string the page's bridge sends. */
export interface CallMessage {
  seq: number;
  name: string;
  data: string;
}

/** host → guest on `response`: the answer to call `seq`. */
export interface ResponseMessage {
  seq: number;
  response: BridgeResponse | string;
}

/** host → guest on `event`: a native → H5 event for the handler `name`. */
export interface EventMessage {
  name: string;
  data: NativeEventEnvelope | string;
}
