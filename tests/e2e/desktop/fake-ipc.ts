/**
 * A stand-in for Electron's IPC between a <webview> guest and its host page, with Electron's
 * semantics: every message is structured-cloned (a function or a DOM object throws, as in
 * Electron), delivered asynchronously and in order per direction (one MessagePort each), and
 * `sendSync` is answered synchronously by a stand-in main process. Every message is logged with its
 * channel and its size, so a test can compare what crossed with what the iframe transport passes.
 */
import type { ReadyFault } from '@sim/bridge/api';
import { WEBVIEW_CHANNEL } from '@sim/electron/channels';
import type { GuestIpc } from '@sim/electron/guest-bridge';
import type { IpcMessageLike, WebviewLike } from '@sim/electron/host-relay';

export interface IpcRecord {
  direction: 'guest→host' | 'host→guest' | 'guest→main (sync)';
  channel: string;
  /** JSON length of the arguments as they crossed. */
  chars: number;
}

type GuestListener = (event: unknown, message: unknown) => void;
interface Wire {
  channel: string;
  args: unknown[];
}

export interface FakeIpc {
  webview: WebviewLike;
  /** The `ipcRenderer` of the guest document `win` (each document gets its own listeners). */
  ipcRendererFor(win: Window): GuestIpc & { removeAllListeners(): void };
  log: IpcRecord[];
}

/** `main.readiness()` is what the real main process answers from its mirror of the fault panel. */
export function createFakeIpc(main: { readiness(): ReadyFault }): FakeIpc {
  const log: IpcRecord[] = [];
  const note = (direction: IpcRecord['direction'], channel: string, args: unknown[]) =>
    log.push({ direction, channel, chars: JSON.stringify(args).length });
  const toHost = new MessageChannel();
  const toGuest = new MessageChannel();
  const hostListeners = new Set<(event: IpcMessageLike) => void>();
  let guestListeners = new Map<string, Set<GuestListener>>();

  toHost.port2.onmessage = ({ data }: MessageEvent<Wire>) => {
    for (const listener of [...hostListeners]) listener({ channel: data.channel, args: data.args });
  };
  toGuest.port2.onmessage = ({ data }: MessageEvent<Wire>) => {
    const event = { sender: 'host' };
    for (const listener of [...(guestListeners.get(data.channel) ?? [])]) {
      listener(event, ...(data.args as [unknown]));
    }
  };

  const webview: WebviewLike = {
    send(channel, ...args) {
      note('host→guest', channel, args);
      toGuest.port1.postMessage({ channel, args } satisfies Wire);
    },
    addEventListener: (_type, listener) => hostListeners.add(listener),
    removeEventListener: (_type, listener) => hostListeners.delete(listener),
  };

  const ipcRendererFor = () => {
    // A new guest document: the old document's listeners went with it.
    guestListeners = new Map();
    const listeners = guestListeners;
    return {
      sendToHost(channel: string, ...args: unknown[]) {
        note('guest→host', channel, args);
        toHost.port1.postMessage({ channel, args } satisfies Wire);
      },
      sendSync(channel: string, ...args: unknown[]): unknown {
        note('guest→main (sync)', channel, args);
        if (channel !== WEBVIEW_CHANNEL.readiness)
          throw new Error(`no ipcMain handler: ${channel}`);
        return structuredClone(main.readiness());
      },
      on(channel: string, listener: GuestListener) {
        if (!listeners.has(channel)) listeners.set(channel, new Set());
        listeners.get(channel)!.add(listener);
        return this;
      },
      removeAllListeners: () => listeners.clear(),
    };
  };

  return { webview, ipcRendererFor, log };
}
