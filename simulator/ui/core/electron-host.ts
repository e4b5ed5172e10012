/**
 * The Electron shell, when the simulator runs in it: its UI preload exposes `__driverSimElectron`,
 * and the UI then shows the H5 in a <webview> with the H5 preload instead of an iframe.
 */
import type { ElectronShell } from '@sim/electron/channels';

export type { ElectronShell, ShellCommand } from '@sim/electron/channels';

export function electronShell(): ElectronShell | null {
  return (window as Window & { __driverSimElectron?: ElectronShell }).__driverSimElectron ?? null;
}
