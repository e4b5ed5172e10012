import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One-way imports (DESIGN.md): app → features → components → lib/config; lib imports nothing of
 * the app; a feature never imports another feature; src never imports the simulator.
 */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((group) => ({ group: [group], message })) },
    ],
  },
});

const features = existsSync('src/features') ? readdirSync('src/features') : [];
const featureRules = features.map((name) =>
  layer(
    [`src/features/${name}/**/*.{ts,tsx}`],
    [
      '@/app/*',
      '@sim/*',
      '**/simulator/**',
      ...features.filter((f) => f !== name).map((f) => `@/features/${f}/*`),
    ],
    'features import components, lib, stores and config only; never app, another feature or the simulator',
  ),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-sim',
      'storybook-static',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'out',
      '.lighthouse',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  layer(['src/**/*.{ts,tsx}'], ['@sim/*', '**/simulator/**'], 'src never imports the simulator'),
  layer(
    ['src/lib/**/*.{ts,tsx}', 'src/config/**/*.ts'],
    ['@/app/*', '@/features/*', '@/components/*', '@/stores/*', '@sim/*'],
    'lib and config import nothing of the app',
  ),
  layer(
    ['src/components/**/*.{ts,tsx}'],
    ['@/app/*', '@/features/*', '@/stores/*', '@sim/*'],
    'components import lib and config only',
  ),
  layer(
    ['src/stores/**/*.{ts,tsx}'],
    ['@/app/*', '@/features/*', '@/components/*', '@sim/*'],
    'stores import lib and config only',
  ),
  ...featureRules,
);
