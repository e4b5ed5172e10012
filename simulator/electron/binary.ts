/**
 * Whether the Electron binary is on this machine. The `electron` package downloads it at install
 * time; where that did not happen (no network, install scripts not allowed) `require('electron')`
 * would try to download it again and then fail with a stack trace, so the desktop scripts ask here
 * first — without requiring the package — and say in one line what to run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BinaryFs {
  existsSync(path: string): boolean;
  readFileSync(path: string, encoding: 'utf8'): string;
}

export const MISSING_BINARY =
  '没有 Electron 可执行文件（node_modules/electron/dist/ 为空）：请在能联网的机器上运行 `node node_modules/electron/install.js` 下载它，再运行 `npm run simulator:desktop`';

/** The executable's path, or the one-line message saying how to get it. */
export function findElectronBinary(
  electronDir: string,
  env: Record<string, string | undefined>,
  fs: BinaryFs = { existsSync, readFileSync },
): { path: string } | { problem: string } {
  const pathFile = join(electronDir, 'path.txt');
  const relative = fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8').trim() : '';
  const distDir = env.ELECTRON_OVERRIDE_DIST_PATH ?? join(electronDir, 'dist');
  const path = join(distDir, relative || 'electron');
  if ((relative || env.ELECTRON_OVERRIDE_DIST_PATH) && fs.existsSync(path)) return { path };
  return { problem: MISSING_BINARY };
}
