/**
 * The gzip JS a cold visit to each route of the given route modules loads beyond the app's boot
 * chunk, read from the build's manifest (run `npm run build` first):
 *   node scripts/route-sizes.mjs wallet withdraw bank
 * Much of it is shared (antd-mobile parts, kit components) with screens the driver saw before.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';

const dist = 'dist';
const manifest = JSON.parse(fs.readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));

function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const next of entry.imports ?? []) closure(next, seen);
  return seen;
}

const gzip = (file) => zlib.gzipSync(fs.readFileSync(`${dist}/${file}`)).length;
const boot = closure('index.html');
const modules = process.argv.slice(2);
if (modules.length === 0) {
  console.error(
    'usage: node scripts/route-sizes.mjs <route module> [...] (src/app/routes/<name>.ts)',
  );
  process.exit(2);
}
for (const name of modules) {
  const source = fs.readFileSync(`src/app/routes/${name}.ts`, 'utf8');
  const routes = source.matchAll(/path: paths\.(\w+)\.pattern[\s\S]*?import\('@\/([^']+)'\)/g);
  for (const [, path, file] of routes) {
    const files = [...closure(`src/${file}.tsx`)].filter((f) => !boot.has(f) && f.endsWith('.js'));
    const total = files.reduce((sum, f) => sum + gzip(f), 0);
    console.log(`${path.padEnd(28)} ${(total / 1000).toFixed(1)} kB gzip (${files.length} files)`);
  }
}
