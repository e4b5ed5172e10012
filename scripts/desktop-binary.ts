/**
 * `npm run simulator:desktop` and `npm run package:desktop` start here: without the Electron binary
 * they stop with one line saying what to run, instead of Electron's download attempt and stack trace.
 */
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from '../simulator/electron/binary';

const found = findElectronBinary(
  fileURLToPath(new URL('../node_modules/electron', import.meta.url)),
  process.env,
);
if ('problem' in found) {
  console.error(found.problem);
  process.exit(1);
}
