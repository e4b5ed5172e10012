import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sandboxMiddleware } from './scripts/vite-sandbox.ts';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@sim': fileURLToPath(new URL('./simulator', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), ...(process.env.DRIVER_SANDBOX === '1' ? [sandboxMiddleware()] : [])],
  resolve: { alias },
  build: { manifest: true, target: 'es2020', cssCodeSplit: true },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
