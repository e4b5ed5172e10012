/**
 * The desktop app's packaging, as far as a machine without the Electron binary goes:
 * `--check` validates electron-builder.json against electron-builder's own schema; `--dir` also lays
 * out release/app/ — what electron-builder packs into app.asar (the built main and preloads, dist/,
 * dist-sim/, a package.json whose `main` is the built main) — and checks the entry points are there.
 * The installers themselves (`npm run package:desktop`) need the binary: see README "Desktop app".
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';

const root = process.cwd();
const config = JSON.parse(readFileSync(join(root, 'electron-builder.json'), 'utf8'));
delete config.$schema;
try {
  await validateConfiguration(config, new DebugLogger(false));
} catch (error) {
  console.error(`electron-builder.json: ${(error as Error).message}`);
  process.exit(1);
}
console.log('electron-builder.json: valid (electron-builder schema)');

if (process.argv.includes('--dir')) {
  const needed = [
    ['out/main/main.js', 'build:desktop'],
    ['out/preload/preload.cjs', 'build:desktop'],
    ['out/preload/ui-preload.cjs', 'build:desktop'],
    ['dist/index.html', 'build'],
    ['dist-sim/index.html', 'build'],
  ];
  const missing = needed.filter(([file]) => !existsSync(join(root, file!)));
  if (missing.length > 0) {
    console.error(`missing ${missing.map(([f, s]) => `${f} (npm run ${s})`).join(', ')}`);
    process.exit(1);
  }
  const app = join(root, config.directories.output, 'app');
  rmSync(app, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  for (const dir of ['out', 'dist', 'dist-sim'])
    cpSync(join(root, dir), join(app, dir), { recursive: true });
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const manifest = {
    name: pkg.name,
    productName: config.productName,
    version: pkg.version,
    type: pkg.type,
    main: config.extraMetadata.main,
  };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${join(config.directories.output, 'app')}: laid out (main ${manifest.main})`);
}
