/** Preload of the simulator UI window: tells the UI it runs in Electron and relays the menu. */
import { contextBridge, ipcRenderer } from 'electron';
import type { ElectronShell, ShellCommand } from './channels';
import { MAIN_CHANNEL } from './main-channels';

const shell: ElectronShell = {
  h5Preload: ipcRenderer.sendSync(MAIN_CHANNEL.h5Preload) as string,
  onCommand(listener) {
    const relay = (_event: unknown, command: ShellCommand) => listener(command);
    ipcRenderer.on(MAIN_CHANNEL.command, relay);
    return () => {
      ipcRenderer.removeListener(MAIN_CHANNEL.command, relay);
    };
  },
  setReadiness(ready) {
    ipcRenderer.send(MAIN_CHANNEL.setReadiness, ready);
  },
};

contextBridge.exposeInMainWorld('__driverSimElectron', shell);
