import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { sandboxMiddleware, simulatorPages } from './scripts/vite-sandbox.ts';
import { webviewGuardScript } from './scripts/webview-guard-plugin.ts';
import { releaseProblems, releaseRefusal, sandboxDefaultIn } from './src/config/release.ts';
import { BUILD_TARGETS } from './src/lib/compat/webviews.ts';

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

/** The part of a PostCSS declaration viewportUnitFallback() reads and writes. */
interface CssDeclaration {
  prop: string;
  value: string;
  prev(): { type: string; prop?: string; value?: string } | undefined;
  cloneBefore(overrides: { value: string }): unknown;
}

const SMALL_OR_DYNAMIC_VH = /(\d)[dsl]vh\b/g;

/**
 * The oldest supported WebViews have no `dvh`/`svh`/`lvh` (Chrome 108, Safari 15.4): a declaration
 * using one is dropped there, and a full-height screen whose list scrolls inside it would lose its
 * height (the list then never scrolls, so it never loads its next page). Each such declaration gets
 * a `vh` twin before it, unless the stylesheet already gives one; the minifier keeps both for
 * these targets, and a newer WebView takes the second.
 */
const viewportUnitFallback = {
  postcssPlugin: 'driver:viewport-unit-fallback',
  Declaration(decl: CssDeclaration) {
    if (!decl.value.match(SMALL_OR_DYNAMIC_VH)) return;
    const fallback = decl.value.replace(SMALL_OR_DYNAMIC_VH, '$1vh');
    const before = decl.prev();
    if (before?.type === 'decl' && before.prop === decl.prop) return;
    decl.cloneBefore({ value: fallback });
  },
};

/**
 * `vite build --mode release` (npm run build:release) is the build that ships: it refuses to start
 * while a variable whose default points at the sandbox is missing (src/config/release.ts).
 */
function refuseSandboxRelease(mode: string): void {
  if (mode !== 'release') return;
  const problems = releaseProblems(loadEnv(mode, process.cwd(), 'VITE_'));
  if (problems.length > 0) throw new Error(releaseRefusal(problems));
}

/** And its bundle must not name a sandbox default anyway (a new variable, a stray literal). */
function noSandboxDefaultsInRelease(mode: string): Plugin {
  return {
    name: 'driver:no-sandbox-defaults',
    apply: () => mode === 'release',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        const text = file.type === 'chunk' ? file.code : String(file.source);
        const found = sandboxDefaultIn(text);
        if (found)
          this.error(`${file.fileName} names the sandbox default "${found}" in a release build`);
      }
    },
  };
}

export default defineConfig(({ command, mode }) => {
  refuseSandboxRelease(mode);
  return {
    // The MSW worker lives with the sandbox (simulator/sandbox/msw-worker/, served by Storybook):
    // nothing is copied into dist/ as it is.
    publicDir: false,
    plugins: [
      webviewGuardScript(),
      withoutAntdDefaultRender(),
      noSandboxDefaultsInRelease(mode),
      react(),
      ...(process.env.DRIVER_SANDBOX === '1' ? [sandboxMiddleware(), simulatorPages()] : []),
    ],
    css: { postcss: { plugins: [viewportUnitFallback] } },
    resolve: {
      alias: [
        ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
        ...(command === 'build' ? productionRouter : []),
      ],
    },
    build: {
      manifest: true,
      // The oldest supported WebViews (README "Supported WebViews"): every module, node_modules
      // included, is lowered to what Chrome 69 and Safari 12 parse (no `?.`, `??`, class fields…);
      // scripts/check-dist-syntax.mjs proves it on dist/. The APIs they lack are src/lib/compat's.
      target: BUILD_TARGETS,
      cssTarget: BUILD_TARGETS,
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
                // Vite's preload helper, which the entry (src/main.tsx) calls for each of its
                // dynamic imports: in a file of its own, or it rides in `shared` and the entry's
                // static import of it runs `shared` and `framework` before the stand-ins of an old
                // WebView are in (TanStack Query reads `globalThis` as it loads).
                name: 'preload-helper',
                test: /^\0vite\/preload-helper/,
                priority: 30,
              },
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
  };
});
