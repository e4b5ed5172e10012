/**
 * The desktop shell's main process as a factory over the `electron` module, so it can run against a
 * fake one in tests: IPC handlers registered once, the sandbox site started when the app is ready
 * and stopped when it quits, one window with its security settings and guards.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Electron from 'electron';
import type { ReadyFault } from '@sim/bridge/api';
import { WEBVIEW_CHANNEL } from './channels';
import { guardWindow } from './guards';
import { MAIN_CHANNEL } from './main-channels';
import { menuTemplate } from './menu';
import type { SimulatorSite } from './sim-server';

export type ShellElectron = Pick<typeof Electron, 'app' | 'BrowserWindow' | 'ipcMain' | 'Menu'>;

export interface ShellOptions {
  /** The folder of the built preloads (out/preload). */
  preloadDir: string;
  startSite(): Promise<SimulatorSite>;
  platform: string;
  /** Where a start-up failure is told, in one line. */
  report(message: string): void;
}

const isReadyFault = (value: unknown): value is ReadyFault =>
  value === 'now' || value === 'late' || value === 'never';

export function createShell(electron: ShellElectron, options: ShellOptions): void {
  const { app, BrowserWindow, ipcMain, Menu } = electron;
  const h5Preload = join(options.preloadDir, 'preload.cjs');
  let readiness: ReadyFault = 'now';
  let site: SimulatorSite | null = null;

  ipcMain.on(MAIN_CHANNEL.h5Preload, (event) => {
    event.returnValue = pathToFileURL(h5Preload).href;
  });
  ipcMain.on(WEBVIEW_CHANNEL.readiness, (event) => {
    event.returnValue = readiness;
  });
  ipcMain.on(MAIN_CHANNEL.setReadiness, (_event, ready: unknown) => {
    if (isReadyFault(ready)) readiness = ready;
  });

  async function open(): Promise<void> {
    site = await options.startSite();
    const window = new BrowserWindow({
      width: 1280,
      height: 900,
      title: '司机端模拟器',
      webPreferences: {
        preload: join(options.preloadDir, 'ui-preload.cjs'),
        webviewTag: true,
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
      },
    });
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(window, options.platform)));
    guardWindow(window.webContents, new URL(site.url).origin, h5Preload);
    await window.loadURL(site.url);
    console.log(`simulator: ${site.url}`);
  }

  const stop = async () => {
    const running = site;
    site = null;
    await running?.close();
  };

  app
    .whenReady()
    .then(open)
    .catch((error: unknown) => {
      options.report(
        `司机端模拟器启动失败：${error instanceof Error ? error.message : String(error)}`,
      );
      void stop().finally(() => app.exit(1));
    });
  app.on('window-all-closed', () => {
    void stop().finally(() => app.quit());
  });
  // Quitting from the menu (Cmd+Q) skips window-all-closed: stop the server first, then quit.
  app.on('will-quit', (event) => {
    if (!site) return;
    event.preventDefault();
    void stop().finally(() => app.quit());
  });
}
