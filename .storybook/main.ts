import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { layoutCheckCommands } from '../tests/visual/layout-commands.ts';

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
  // Ahead of every addon's: the state-story afterEach must run before the a11y check's.
  previewAnnotations: async (entries = []) => [
    fileURLToPath(new URL('./state-stories.ts', import.meta.url)),
    ...entries,
  ],
  // MSW's worker for the stories' sandbox (only Storybook serves it; the H5's dist/ never has it).
  staticDirs: ['../simulator/sandbox/msw-worker'],
  core: { disableTelemetry: true },
  // Where manager.tsx's toolbar link finds the review desk (`npm run review`).
  managerHead: (head = '') =>
    `${head}<script>window.REVIEW_DESK_URL = ${JSON.stringify(
      process.env.REVIEW_URL ?? 'http://127.0.0.1:6007',
    )};</script>`,
  async viteFinal(base) {
    // vite.config.ts gives its aliases as an array (for the production react-router swap): keep
    // that form, since spreading an array into an object breaks `storybook build`.
    const current = base.resolve?.alias ?? [];
    const entries = Array.isArray(current)
      ? current
      : Object.entries(current).map(([find, replacement]) => ({ find, replacement }));
    base.resolve = {
      ...base.resolve,
      alias: [
        ...entries.filter(({ find }) => !(typeof find === 'string' && find in alias)),
        ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      ],
    };
    // The story run's layout check talks to Node through these commands (tests/visual/layout-run.ts).
    if (process.env.VITEST) base.plugins = [...(base.plugins ?? []), layoutCheckCommands()];
    return base;
  },
};

export default config;
