import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

const alias = {
  '@': fileURLToPath(new URL('../src', import.meta.url)),
  '@sim': fileURLToPath(new URL('../simulator', import.meta.url)),
};

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  async viteFinal(base) {
    base.resolve = { ...base.resolve, alias: { ...(base.resolve?.alias as object), ...alias } };
    return base;
  },
};

export default config;
