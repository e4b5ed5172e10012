import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeElectron, type FakeElectron } from './fake-electron';

const mocks = vi.hoisted(() => ({
  current: null as FakeElectron | null,
  close: null as null | (() => Promise<void>),
  startSandboxServer: null as null | ((options: unknown) => Promise<unknown>),
}));

// Read through on every access: each test has its own fake, while the mocked module stays one.
vi.mock('electron', () => ({
  get app() {
    return mocks.current!.electron.app;
  },
  get BrowserWindow() {
    return mocks.current!.electron.BrowserWindow;
  },
  get ipcMain() {
    return mocks.current!.electron.ipcMain;
  },
  get Menu() {
    return mocks.current!.electron.Menu;
  },
}));
vi.mock('@sim/sandbox/node-server', () => ({
  SIM_BASE: '/__sim/',
  startSandboxServer: (options: unknown) => mocks.startSandboxServer!(options),
}));

const SERVER = 'http://127.0.0.1:40123';
const preloadDir = fileURLToPath(new URL('../../../../simulator/preload', import.meta.url));
let fake: FakeElectron;
let close: ReturnType<typeof vi.fn<() => Promise<void>>>;
let startServer: ReturnType<typeof vi.fn<(options: unknown) => Promise<unknown>>>;
let errors: ReturnType<typeof vi.spyOn>;

function appWithBuilds(dirs: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-'));
  for (const dir of dirs) {
    mkdirSync(join(root, dir));
    writeFileSync(join(root, dir, 'index.html'), '<!doctype html>');
  }
  return root;
}

/** Loads main.ts (which starts the shell at import) against the fake, and readies the app. */
async function startMain(root = appWithBuilds(['dist', 'dist-sim'])) {
  fake.electron.app.getAppPath.mockReturnValue(root);
  vi.resetModules();
  await import('@sim/electron/main');
  await fake.ready();
  return { root, window: fake.windows[0] };
}

beforeEach(() => {
  fake = createFakeElectron();
  mocks.current = fake;
  close = vi.fn(async () => undefined);
  startServer = vi.fn(async () => ({ url: SERVER, port: 40123, sandbox: {}, close }));
  mocks.startSandboxServer = startServer;
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubEnv('DRIVER_SIM_URL', '');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the window', () => {
  it('is isolated and sandboxed, with the UI preload, and shows the sandbox server', async () => {
    const { root, window } = await startMain();
    expect(startServer).toHaveBeenCalledWith({
      port: 0,
      host: '127.0.0.1',
      staticDir: join(root, 'dist'),
      simDir: join(root, 'dist-sim'),
    });
    expect(fake.windows).toHaveLength(1);
    expect(window!.options).toMatchObject({ title: '司机端模拟器' });
    expect(window!.options.webPreferences).toEqual({
      preload: join(preloadDir, 'ui-preload.cjs'),
      webviewTag: true,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    expect(window!.loadURL).toHaveBeenCalledWith(`${SERVER}/__sim/`);
  });

  it('navigates only on the sandbox origin and opens no new windows', async () => {
    const { window } = await startMain();
    const contents = window!.webContents;
    expect(contents.emit('will-navigate', { url: `${SERVER}/__sim/?x=1` })).toBe(false);
    expect(contents.emit('will-navigate', { url: 'https://example.com/' })).toBe(true);
    expect(contents.emit('will-navigate', { url: 'http://127.0.0.1:40124/__sim/' })).toBe(true);
    expect(contents.emit('will-navigate', { url: 'not a url' })).toBe(true);
    expect(contents.openHandler?.()).toEqual({ action: 'deny' });
  });

  it('gives every webview the H5 preload, no Node and a sandbox, and refuses other origins', async () => {
    const { window } = await startMain();
    const contents = window!.webContents;
    const asked = { preload: '/tmp/evil.cjs', nodeIntegration: true, sandbox: false };
    expect(contents.emit('will-attach-webview', {}, asked, { src: `${SERVER}/login` })).toBe(false);
    expect(asked).toEqual({
      preload: join(preloadDir, 'preload.cjs'),
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      sandbox: true,
    });
    for (const src of ['https://example.com/', 'http://localhost:40123/', 'file:///etc/passwd']) {
      expect(contents.emit('will-attach-webview', {}, {}, { src })).toBe(true);
    }
  });

  it('keeps an attached webview on the origin, with no new windows', async () => {
    const { window } = await startMain();
    const guest = new (await import('./fake-electron')).FakeContents();
    window!.webContents.emit('did-attach-webview', {}, guest);
    expect(guest.emit('will-navigate', { url: `${SERVER}/face/provider` })).toBe(false);
    expect(guest.emit('will-navigate', { url: 'https://face.example.com/' })).toBe(true);
    expect(guest.openHandler?.()).toEqual({ action: 'deny' });
  });

  it('relays the menu to the UI', async () => {
    const { window } = await startMain();
    const [template] = fake.electron.Menu.buildFromTemplate.mock.calls[0] as [
      { label?: string; submenu?: { label?: string; click?: () => void }[] }[],
    ];
    const devices = template.find((item) => item.label === '机型')!.submenu!;
    devices.find((item) => item.label === 'Android 小屏 360×640')!.click!();
    expect(window!.webContents.send).toHaveBeenCalledWith('driver-sim:command', {
      type: 'device',
      preset: 'android-small',
    });
    expect(fake.electron.Menu.setApplicationMenu).toHaveBeenCalledWith(template);
  });
});

describe('IPC', () => {
  it('registers each channel once and answers the preloads', async () => {
    await startMain();
    expect(fake.ipcHandlers.map(([channel]) => channel)).toEqual([
      'driver-sim:h5-preload',
      'driver-sim:readiness',
      'driver-sim:set-readiness',
    ]);
    expect(fake.sendSync('driver-sim:h5-preload')).toBe(
      pathToFileURL(join(preloadDir, 'preload.cjs')).href,
    );
    expect(fake.sendSync('driver-sim:readiness')).toBe('now');
    fake.sendSync('driver-sim:set-readiness', 'late');
    expect(fake.sendSync('driver-sim:readiness')).toBe('late');
    fake.sendSync('driver-sim:set-readiness', 'sometimes');
    expect(fake.sendSync('driver-sim:readiness')).toBe('late');
  });
});

describe('the sandbox server lives with the app', () => {
  it('stops when the last window closes, then the app quits', async () => {
    await startMain();
    expect(close).not.toHaveBeenCalled();
    fake.appEvent('window-all-closed');
    expect(close).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(fake.electron.app.quit).toHaveBeenCalledTimes(1));
    // Quitting afterwards has nothing left to stop.
    expect(fake.appEvent('will-quit')).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('stops before a quit from the menu, which waits for it', async () => {
    await startMain();
    expect(fake.appEvent('will-quit')).toBe(true);
    expect(close).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(fake.electron.app.quit).toHaveBeenCalledTimes(1));
    expect(fake.appEvent('will-quit')).toBe(false);
  });
});

describe('start-up failures', () => {
  it('says in one line what to build when dist/ is missing, and exits', async () => {
    await startMain(appWithBuilds(['dist-sim']));
    expect(errors.mock.calls).toEqual([
      ['司机端模拟器启动失败：dist/ is missing: run `npm run build` first'],
    ]);
    expect(fake.electron.app.exit).toHaveBeenCalledWith(1);
    expect(fake.windows).toHaveLength(0);
    expect(startServer).not.toHaveBeenCalled();
  });

  it('uses a loopback DRIVER_SIM_URL without a server, and refuses any other host', async () => {
    vi.stubEnv('DRIVER_SIM_URL', 'http://127.0.0.1:5173/__sim/');
    const { window } = await startMain();
    expect(startServer).not.toHaveBeenCalled();
    expect(window!.loadURL).toHaveBeenCalledWith('http://127.0.0.1:5173/__sim/');
    expect(window!.webContents.emit('will-navigate', { url: `${SERVER}/` })).toBe(true);

    fake = createFakeElectron();
    mocks.current = fake;
    vi.stubEnv('DRIVER_SIM_URL', 'http://sim.example.com/__sim/');
    await startMain();
    expect(errors).toHaveBeenLastCalledWith(
      '司机端模拟器启动失败：DRIVER_SIM_URL must be a loopback address (127.0.0.1), not http://sim.example.com/__sim/',
    );
    expect(fake.windows).toHaveLength(0);
  });
});
