import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig(({ command }) => ({
  plugins: [
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
              name: 'shared',
              test: /[\\/]src[\\/](lib[\\/](routing|storage|query)|stores|config|hooks)[\\/]/,
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
