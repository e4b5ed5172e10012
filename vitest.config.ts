import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: storybookDir })],
        // Pre-bundled up front: a dependency discovered mid-run reloads the page and fails stories.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react-router-dom',
            'antd-mobile',
            'antd-mobile-icons',
            'antd-mobile/es/global',
            'antd-mobile/es/utils/unstable-render',
            '@tanstack/react-query',
            '@tanstack/react-virtual',
            'qrcode',
            'jsqr',
            'zustand',
            'axios',
            'dayjs',
            'dompurify',
            'msw',
            'msw/browser',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 375, height: 812 },
          },
        },
      },
    ],
  },
});
