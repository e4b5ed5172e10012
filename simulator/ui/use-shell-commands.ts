/** Electron menu commands (device presets, reload H5) act on the same controllers as the page. */
import { useEffect } from 'react';
import { choosePreset } from './core/device-sync';
import type { ElectronShell } from './core/electron-host';
import { h5 } from './core/h5-controller';

export function useShellCommands(shell: ElectronShell | null): void {
  useEffect(() => {
    if (!shell) return;
    return shell.onCommand((command) => {
      if (command.type === 'device') choosePreset(command.preset);
      else if (command.type === 'reloadH5') h5.reload();
      else h5.devTools();
    });
  }, [shell]);
}
