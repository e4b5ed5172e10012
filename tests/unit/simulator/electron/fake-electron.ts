/** A stand-in for the `electron` module's main-process side, recording what the shell does with it. */
import { vi } from 'vitest';

type Listener = (...args: unknown[]) => unknown;

export class FakeContents {
  listeners = new Map<string, Listener[]>();
  openHandler: (() => unknown) | null = null;
  send = vi.fn();
  reload = vi.fn();
  toggleDevTools = vi.fn();
  on(name: string, listener: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    return this;
  }
  setWindowOpenHandler(handler: () => unknown) {
    this.openHandler = handler;
  }
  /** Fires `name` with a preventable event; returns whether a listener prevented it. */
  emit(name: string, event: Record<string, unknown>, ...args: unknown[]): boolean {
    let prevented = false;
    const full = { ...event, preventDefault: () => (prevented = true) };
    for (const listener of this.listeners.get(name) ?? []) listener(full, ...args);
    return prevented;
  }
}

export function createFakeElectron() {
  let ready: () => void = () => {};
  const whenReady = new Promise<void>((resolve) => (ready = resolve));
  const appListeners = new Map<string, Listener>();
  const ipcHandlers: [string, Listener][] = [];
  const windows: FakeWindow[] = [];

  class FakeWindow {
    webContents = new FakeContents();
    loadURL = vi.fn(async () => undefined);
    constructor(public options: Record<string, unknown>) {
      windows.push(this);
    }
  }

  const electron = {
    app: {
      whenReady: () => whenReady,
      getAppPath: vi.fn(() => ''),
      on: (name: string, listener: Listener) => appListeners.set(name, listener),
      quit: vi.fn(),
      exit: vi.fn(),
    },
    BrowserWindow: FakeWindow,
    ipcMain: { on: (channel: string, listener: Listener) => ipcHandlers.push([channel, listener]) },
    Menu: {
      buildFromTemplate: vi.fn((template: unknown) => template),
      setApplicationMenu: vi.fn(),
    },
  };

  return {
    electron,
    windows,
    ipcHandlers,
    /** Makes `app.whenReady()` resolve, and waits for the shell's start-up to settle. */
    async ready() {
      ready();
      await vi.waitFor(() => {
        if (windows.length === 0 && electron.app.exit.mock.calls.length === 0) throw new Error();
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    /** Fires an app event with a preventable event; returns whether it was prevented. */
    appEvent(name: string): boolean {
      let prevented = false;
      appListeners.get(name)?.({ preventDefault: () => (prevented = true) });
      return prevented;
    },
    /** A synchronous IPC message to the main process: what it answered. */
    sendSync(channel: string, ...args: unknown[]): unknown {
      const event: { returnValue?: unknown } = {};
      for (const [name, listener] of ipcHandlers) if (name === channel) listener(event, ...args);
      return event.returnValue;
    },
  };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;
