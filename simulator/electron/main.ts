/**
 * The simulator as a desktop app: the sandbox server on loopback serves the built H5 (dist/) and the
 * simulator page (dist-sim/) on one origin, and a window shows that page. Everything else — the
 * phone frame, panels, fake native — is the same code as the web simulator; the page detects this
 * shell through ui-preload.ts and shows the H5 in a <webview> whose preload injects the bridge.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, ipcMain, Menu, type MenuItemConstructorOptions } from 'electron';
import type { ReadyFault } from '@sim/bridge/api';
import { SIM_BASE, startSandboxServer, type SandboxServer } from '@sim/sandbox/node-server';
import { WEBVIEW_CHANNEL, type DevicePresetName, type ShellCommand } from './channels';
import { MAIN_CHANNEL } from './main-channels';

const root = app.getAppPath();
const preloadDir = join(import.meta.dirname, '../preload');
let readiness: ReadyFault = 'now';
let server: SandboxServer | null = null;

function requireBuilt(dir: string, script: string): string {
  const path = join(root, dir);
  if (!existsSync(join(path, 'index.html'))) {
    throw new Error(`${dir}/ is missing: run \`npm run ${script}\` first`);
  }
  return path;
}

/** `DRIVER_SIM_URL` (e.g. `npm start`'s http://127.0.0.1:5173/__sim/) skips the built server. */
async function simulatorUrl(): Promise<string> {
  if (process.env.DRIVER_SIM_URL) return process.env.DRIVER_SIM_URL;
  server = await startSandboxServer({
    port: Number(process.env.PORT ?? 0),
    host: '127.0.0.1',
    staticDir: requireBuilt('dist', 'build'),
    simDir: requireBuilt('dist-sim', 'build:sim'),
  });
  return `${server.url}${SIM_BASE}`;
}

function send(window: BrowserWindow, command: ShellCommand): void {
  window.webContents.send(MAIN_CHANNEL.command, command);
}

function buildMenu(window: BrowserWindow): void {
  const device = (label: string, preset: DevicePresetName): MenuItemConstructorOptions => ({
    label,
    click: () => send(window, { type: 'device', preset }),
  });
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' as const }] : []),
    {
      label: '机型',
      submenu: [
        device('iPhone 375×812', 'ios'),
        device('Android 小屏 360×640', 'android-small'),
        device('Android 大屏 412×915', 'android-large'),
      ],
    },
    {
      label: '视图',
      submenu: [
        {
          label: '重新加载 H5',
          accelerator: 'CmdOrCtrl+R',
          click: () => send(window, { type: 'reloadH5' }),
        },
        {
          label: '重新加载模拟器',
          accelerator: 'CmdOrCtrl+Shift+R',
          click: () => window.webContents.reload(),
        },
        { type: 'separator' },
        {
          label: 'H5 开发者工具',
          accelerator: 'F12',
          click: () => send(window, { type: 'h5DevTools' }),
        },
        {
          label: '模拟器开发者工具',
          accelerator: 'CmdOrCtrl+Shift+I',
          click: () => window.webContents.toggleDevTools(),
        },
      ],
    },
    { role: 'editMenu' },
    { role: 'windowMenu' },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

async function open(): Promise<void> {
  const url = await simulatorUrl();
  const window = new BrowserWindow({
    width: 1280,
    height: 900,
    title: '司机端模拟器',
    webPreferences: {
      preload: join(preloadDir, 'ui-preload.cjs'),
      webviewTag: true,
      contextIsolation: true,
      sandbox: true,
    },
  });
  buildMenu(window);
  // Only the simulator's own origin may host webviews, and only with the H5 preload.
  window.webContents.on('will-attach-webview', (_event, webPreferences) => {
    webPreferences.preload = join(preloadDir, 'preload.cjs');
    webPreferences.nodeIntegration = false;
  });
  await window.loadURL(url);
  console.log(`simulator: ${url}`);
}

ipcMain.on(MAIN_CHANNEL.h5Preload, (event) => {
  event.returnValue = pathToFileURL(join(preloadDir, 'preload.cjs')).href;
});
ipcMain.on(WEBVIEW_CHANNEL.readiness, (event) => {
  event.returnValue = readiness;
});
ipcMain.on(MAIN_CHANNEL.setReadiness, (_event, ready: ReadyFault) => {
  if (ready === 'now' || ready === 'late' || ready === 'never') readiness = ready;
});

app
  .whenReady()
  .then(open)
  .catch((error: unknown) => {
    console.error(error);
    app.exit(1);
  });
app.on('window-all-closed', () => {
  void server?.close().finally(() => app.quit());
  if (!server) app.quit();
});
