/** The desktop shell's menu: phone presets, reloads and developer tools, relayed to the UI. */
import type { BrowserWindow, MenuItemConstructorOptions } from 'electron';
import type { DevicePresetName, ShellCommand } from './channels';
import { MAIN_CHANNEL } from './main-channels';

export function menuTemplate(
  window: BrowserWindow,
  platform: string,
): MenuItemConstructorOptions[] {
  const send = (command: ShellCommand) => window.webContents.send(MAIN_CHANNEL.command, command);
  const device = (label: string, preset: DevicePresetName): MenuItemConstructorOptions => ({
    label,
    click: () => send({ type: 'device', preset }),
  });
  return [
    ...(platform === 'darwin' ? [{ role: 'appMenu' as const }] : []),
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
          click: () => send({ type: 'reloadH5' }),
        },
        {
          label: '重新加载模拟器',
          accelerator: 'CmdOrCtrl+Shift+R',
          click: () => window.webContents.reload(),
        },
        { type: 'separator' },
        { label: 'H5 开发者工具', accelerator: 'F12', click: () => send({ type: 'h5DevTools' }) },
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
}
