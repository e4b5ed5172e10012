import js from '@eslint/js';
import compat from 'eslint-plugin-compat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint/boundaries.js';

/**
 * The APIs src/lib/compat/polyfills.ts stands in for where the WebView lacks them, in
 * eslint-plugin-compat's names (the same list as src/lib/compat/features.ts; a unit test keeps
 * them equal). Any other API newer than package.json's `browserslist` (the oldest supported
 * WebViews, README "Supported WebViews") is refused in src/.
 */
const WEBVIEW_POLYFILLS = [
  'globalThis',
  'queueMicrotask',
  'structuredClone',
  'AbortController',
  'AbortSignal',
  'ResizeObserver',
  'IntersectionObserver',
  'Crypto.randomUUID', // the rule's name of crypto.randomUUID
  'Object.fromEntries',
  'Object.hasOwn',
  'Promise.allSettled',
  'Array.prototype.at',
  'Array.prototype.findLast',
  'Array.prototype.findLastIndex',
  'String.prototype.at',
  'String.prototype.replaceAll',
  'String.prototype.matchAll',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-sim',
      'storybook-static',
      'node_modules',
      'simulator/sandbox/msw-worker/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'out',
      'release',
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
  {
    // What the H5 calls must exist in the oldest supported WebViews, or be polyfilled. ES built-ins
    // too (lintAllEsApis): Object.hasOwn, Promise.allSettled… A call guarded by a feature test the
    // rule cannot see (a ternary, an early return) says so with a disable comment.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { compat },
    settings: { lintAllEsApis: true, polyfills: WEBVIEW_POLYFILLS },
    rules: { 'compat/compat': 'error' },
  },
  {
    // Screens compose the kit (DESIGN.md "shared UI"): no class strings built from a kit
    // component's CSS, no hand-written fact list (FactList is the one way to show an entity's facts).
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/components/card',
              importNames: ['cardStyles'],
              message: 'Compose Page, Card, FactList and ListRow instead of the card CSS.',
            },
          ],
          patterns: [
            {
              group: ['@/components/**/*.css'],
              message: "A kit component's CSS is its own: use the component and its props.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='dl']",
          message: 'Use FactList from @/components/card for label/value facts.',
        },
      ],
    },
  },
  {
    // No `files`: the rules read each file's path themselves and judge only their own folders (src;
    // simulator/sandbox; src and simulator for cycles), so no later block or file pattern can leave
    // part of them unchecked (eslint/boundaries.js).
    plugins: { boundaries },
    rules: {
      'boundaries/layers': 'error',
      'boundaries/axios-in-http-only': 'error',
      'boundaries/bridge-in-lib-bridge-only': 'error',
      'boundaries/sandbox-layers': 'error',
      'boundaries/no-cycle': 'error',
    },
  },
);
