import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { sandboxMiddleware, simulatorPages } from './scripts/vite-sandbox.ts';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@sim': fileURLToPath(new URL('./simulator', import.meta.url)),
};

/** react-router's package exports resolve to its development build; production builds take the lean one. */
const routerDist = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionRouter = [
  { find: /^react-router\/dom$/, replacement: routerDist('dom-export.mjs') },
  { find: /^react-router$/, replacement: routerDist('index.mjs') },
];

/**
 * Production builds swap antd-mobile's React 16–18 default render, which the app always replaces
 * before anything renders, for a stub (src/lib/antd-render/default-render.ts): 2 kB gzip off /login.
 */
function withoutAntdDefaultRender(): Plugin {
  const stub = fileURLToPath(new URL('./src/lib/antd-render/default-render.ts', import.meta.url));
  return {
    name: 'driver:antd-default-render',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './render' &&
        importer?.replace(/\\/g, '/').endsWith('antd-mobile/es/utils/unstable-render.js')
      )
        return stub;
      return null;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    withoutAntdDefaultRender(),
    react(),
    ...(process.env.DRIVER_SANDBOX === '1' ? [sandboxMiddleware(), simulatorPages()] : []),
  ],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? productionRouter : []),
    ],
  },
  build: {
    manifest: true,
    target: 'es2020',
    cssCodeSplit: true,
    // Each lazy screen names the files to preload with it in the route table, which /login loads
    // first: with every screen's JavaScript listed, each route cost /login ~0.1 kB gzip and 45
    // routes broke its budget. Only the screens' CSS is listed (a screen must not paint unstyled);
    // its JavaScript imports are found by the browser when the screen's chunk arrives.
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Left alone, the bundler cut /login's first load into 40 files (React in six pieces, one
        // file per small shared module), and each request costs the phone's main thread. Three
        // groups instead: React DOM, the other libraries every screen runs on, and the small shared
        // layers; each screen's own code and what is loaded later keep their automatic chunks.
        // React DOM is a chunk of its own so compiling it is a task of its own.
        codeSplitting: {
          groups: [
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-router|react-router-dom|@tanstack[\\/]query-core|@tanstack[\\/]react-query|zustand|use-sync-external-store)[\\/]/,
              priority: 10,
            },
            {
              // Only the small layers start-up runs: a group takes its modules' dependencies with
              // it, so a shared hook that opens a popup or a dialog must stay out of this list
              // (it rides with the screens that use it). The intents of money and order actions
              // (lib/storage/action-intents) are only for writes: they ride with them too. Two tiny
              // modules start-up runs join it rather than cost a file each (the position of the
              // requests, the key-only tracking call).
              name: 'shared',
              test: /[\\/]src[\\/](lib[\\/](routing|storage[\\/](?!action-intents)|query|bridge[\\/]location-fix|tracking[\\/]track-by-key)|stores|config|hooks[\\/](use-app-routes|shared-reads|use-logout)\.)/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
}));
