/**
 * The simulator as a desktop app: the sandbox server on loopback serves the built H5 (dist/) and the
 * simulator page (dist-sim/) on one origin, and a window shows that page. Everything else — the
 * phone frame, panels, fake native — is the same code as the web simulator; the page detects this
 * shell through ui-preload.ts and shows the H5 in a <webview> whose preload injects the bridge.
 */
import { join } from 'node:path';
import * as electron from 'electron';
import { createShell } from './shell';
import { startSimulatorSite } from './sim-server';

createShell(electron, {
  preloadDir: join(import.meta.dirname, '../preload'),
  startSite: () => startSimulatorSite(electron.app.getAppPath(), process.env),
  platform: process.platform,
  report: (message) => console.error(message),
});
