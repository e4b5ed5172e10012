/**
 * main ⇄ the simulator UI window (ipcMain / ipcRenderer). Each preload imports only its own channel
 * table: sandboxed preloads cannot require a shared chunk.
 */
export const MAIN_CHANNEL = {
  command: 'driver-sim:command',
  h5Preload: 'driver-sim:h5-preload',
  setReadiness: 'driver-sim:set-readiness',
} as const;
