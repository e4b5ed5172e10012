#!/usr/bin/env node
/**
 * Bundle sizes after `npm run build`: each route's own gzip JS (its lazy screen chunk plus the chunks
 * only it pulls in beyond the entry) and the /login first-load total (entry + login screen), with
 * the 150 kB budget. Routes come from src/app/routes/*.ts (paths from src/lib/routing/paths.ts), chunks from the Vite manifest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const catalogue = readFileSync('src/lib/routing/paths.ts', 'utf8');
const patterns = new Map(
  [...catalogue.matchAll(/(\w+): appPath(?:<[\s\S]*?>)?\(\s*'([^']+)'/g)].map(([, n, p]) => [n, p]),
);
const routeDir = 'src/app/routes';
const aliasTo = (spec) => `${spec.replace(/^@\//, 'src/').replace(/^\.\.\//, 'src/app/')}.tsx`;
const routes = [];
for (const name of readdirSync(routeDir).filter((f) => f.endsWith('.ts'))) {
  const source = readFileSync(`${routeDir}/${name}`, 'utf8');
  const loaders = new Map(
    [...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map(([, n, spec]) => [
      n,
      aliasTo(spec),
    ]),
  );
  const starts = [...source.matchAll(/path: (?:paths\.(\w+)\.pattern|'([^']+)')/g)];
  for (const [i, match] of starts.entries()) {
    const block = source.slice(match.index, starts[i + 1]?.index ?? source.length);
    const direct = block.match(/import\('([^']+)'\)/)?.[1];
    const named = block.match(/load: (\w+)\b/)?.[1];
    const file = direct ? aliasTo(direct) : loaders.get(named);
    const path = match[1] ? patterns.get(match[1]) : match[2];
    if (file && path) routes.push({ path, file });
  }
}

const gzipCache = new Map();
const gzipKb = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024);
  return gzipCache.get(file);
};

/** JS files a manifest entry loads statically, itself included. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
const ownFiles = (key) => new Set([...closure(key)].filter((file) => !entryFiles.has(file)));

console.log(
  `entry (${entryKey}): ${sum(entryFiles).toFixed(1)} kB gzip JS in ${entryFiles.size} files\n`,
);
console.log('route'.padEnd(24) + 'own gzip JS');
for (const { path, file } of routes) {
  if (!manifest[file]) throw new Error(`${file} (route ${path}) is not in the build manifest`);
  console.log(path.padEnd(24) + `${sum(ownFiles(file)).toFixed(1)} kB`);
}
const loginFile = routes.find((route) => route.path === '/login')?.file;
const firstLoad = sum(new Set([...entryFiles, ...ownFiles(loginFile)]));
console.log(`\n/login first load: ${firstLoad.toFixed(1)} kB gzip JS (budget ${BUDGET_KB} kB)`);
if (firstLoad > BUDGET_KB) {
  console.error(`over budget by ${(firstLoad - BUDGET_KB).toFixed(1)} kB`);
  process.exit(1);
}
