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
  build: { manifest: true, target: 'es2020', cssCodeSplit: true },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
}));
