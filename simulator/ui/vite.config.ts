/**
 * The simulator page as static files (`npm run build:sim` → dist-sim/), served at /__sim/ next to the
 * built H5 by scripts/serve.ts and the Electron shell. In development Vite serves it from source
 * (scripts/vite-sandbox.ts).
 */
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: '/__sim/',
  plugins: [react()],
  resolve: {
    alias: { '@': here('../../src'), '@sim': here('..') },
  },
  publicDir: false,
  build: {
    outDir: here('../../dist-sim'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
