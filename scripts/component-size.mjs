#!/usr/bin/env node
/**
 * `npm run size:components`: what each kit component adds to a page, in gzip kB. Every folder of
 * src/components with an index.ts is bundled on its own (Vite library mode, minified, production)
 * from an entry that re-exports it, with react and react-dom external and everything else it pulls
 * in — antd-mobile, src/lib — bundled. The sum counts shared code (antd-mobile's core) once per
 * component, so the last line bundles all components together for the real total. Stdout only.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = process.cwd();
const componentsDir = resolve(root, 'src/components');
const workDir = resolve(root, 'node_modules/.cache/component-size');
const EXTERNAL = /^(react|react-dom)(\/.*)?$/;

const alias = {
  '@': resolve(root, 'src'),
  '@sim': resolve(root, 'simulator'),
};

const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(componentsDir, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

/** gzip kB of the JS and CSS a bundle of `source` emits. */
async function measure(name, source) {
  const entry = join(workDir, `${name}.ts`);
  writeFileSync(entry, source);
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    resolve: { alias },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      cssCodeSplit: false,
      lib: { entry, formats: ['es'], fileName: name },
      rolldownOptions: { external: (id) => EXTERNAL.test(id) },
    },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const gzipKb = (pattern) =>
    files
      .filter((file) => pattern.test(file.fileName))
      .reduce((kb, file) => kb + gzipSync(file.code ?? file.source, { level: 9 }).length / 1024, 0);
  return { js: gzipKb(/\.m?js$/), css: gzipKb(/\.css$/) };
}

rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });

const width = Math.max(24, ...components.map((name) => name.length + 2));
const row = (label, { js, css }) =>
  label.padEnd(width) +
  `${(js + css).toFixed(1).padStart(8)}` +
  `${js.toFixed(1).padStart(10)}${css.toFixed(1).padStart(10)}`;

console.log(
  `${'component'.padEnd(width)}${'gzip kB'.padStart(8)}${'JS'.padStart(10)}${'CSS'.padStart(10)}`,
);
const sum = { js: 0, css: 0 };
let failed = 0;
for (const name of components) {
  const indexPath = join(componentsDir, name, 'index.ts').replaceAll('\\', '/');
  try {
    const size = await measure(name, `export * from '${indexPath}';\n`);
    sum.js += size.js;
    sum.css += size.css;
    console.log(row(name, size));
  } catch (error) {
    failed += 1;
    console.log(
      `${name.padEnd(width)}  does not build: ${String(error?.message ?? error).split('\n')[0]}`,
    );
  }
}
console.log('-'.repeat(width + 28));
console.log(row(`sum of ${components.length}`, sum));
const together = components
  .map((name, i) => `export * as C${i} from '${join(componentsDir, name, 'index.ts')}';`)
  .join('\n');
try {
  console.log(row('all together', await measure('all-components', `${together}\n`)));
} catch (error) {
  console.log(`all together: does not build: ${String(error?.message ?? error).split('\n')[0]}`);
}
rmSync(workDir, { recursive: true, force: true });
process.exit(failed === 0 ? 0 : 1);
