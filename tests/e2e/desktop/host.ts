/**
 * The host page of the desktop-relay check: plays the simulator UI of the Electron shell. One fake
 * native answers the guest frame (guest.html: the built H5 preload over the IPC stand-in) through
 * the host relay, exactly as the shell's UI does; a twin fake native with the same settings answers
 * the twin frame (twin.html) through the iframe transport (attachFakeNative on its window), so a
 * test can ask both the same thing and compare.
 */
import type { FakeNative, FaultState } from '@sim/bridge/api';
import { attachFakeNative } from '@sim/bridge/attach';
import { createFakeNative } from '@sim/bridge/fake-native';
import { relayToWebview } from '@sim/electron/host-relay';
import { createFakeIpc, type FakeIpc } from './fake-ipc';

export interface RelayHost {
  native: FakeNative;
  twin: FakeNative;
  ipc: FakeIpc;
  /** Sets the same faults on both fake natives (and the main process's readiness mirror). */
  faults(patch: Partial<FaultState>): void;
  /** Called by twin.html's bootstrap, as the sandbox's iframe bootstrap calls `__driverSim.attach`. */
  attachTwin(win: Window): void;
}

declare global {
  interface Window {
    __relayHost?: RelayHost;
  }
}

const native = createFakeNative();
const twin = createFakeNative();
// The main process keeps the readiness the UI last sent it (h5-webview.tsx → setReadiness).
let readiness = native.state.faults.ready;
const ipc = createFakeIpc({ readiness: () => readiness });
relayToWebview(ipc.webview, native);

window.__relayHost = {
  native,
  twin,
  ipc,
  faults(patch) {
    native.controls.faults.set(patch);
    twin.controls.faults.set(patch);
    readiness = native.state.faults.ready;
  },
  attachTwin(win) {
    const detach = attachFakeNative(win, twin);
    win.addEventListener('pagehide', detach, { once: true });
  },
};
