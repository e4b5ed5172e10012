/**
 * The boundary rules of eslint/boundaries.js, run through the project's real eslint.config.js: each
 * forbidden import is refused however it is spelled, and each allowed one passes untouched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { alias as viteAlias } from '../../../vite.config';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: 'eslint.config.js' });

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages;
}

/**
 * The boundary problems a snippet trips (other rules may object to a contrived snippet, e.g. to
 * `require`, and are not under test here; a parse error, rule id null, is kept).
 */
async function boundaryProblems(file: string, code: string) {
  const messages = await lint(file, code);
  // boundaries/no-cycle has its own probes (sandbox-rules.test.ts); a probe here may close a cycle.
  return messages.filter(
    (m) =>
      m.ruleId === null ||
      (m.ruleId.startsWith('boundaries/') && m.ruleId !== 'boundaries/no-cycle'),
  );
}

// Importers (the rules read only their paths; a file a concurrent move renamed still lints).
const feature = 'src/features/account/auth/api/login.ts';
const component = 'src/components/list/list.tsx';
const lib = 'src/lib/http/transport.ts';
const app = 'src/app/routing/guard.ts';
const hooks = 'src/hooks/use-example.ts';

describe('boundaries/layers refuses', () => {
  // [case, importer, code, the target layer the message must name]
  it.each([
    [
      'feature → other feature (alias)',
      feature,
      `export * from '@/features/home/dashboard/messages';`,
      'src/features/home/dashboard',
    ],
    [
      'feature → other feature (relative)',
      feature,
      `export * from '../../../home/dashboard/messages';`,
      'src/features/home/dashboard',
    ],
    [
      'feature → other feature (type)',
      feature,
      `type X = import('../../../home/dashboard/messages').X;`,
      'src/features/home/dashboard',
    ],
    [
      'part → sibling part of its domain',
      feature,
      `export * from '../../identity/messages';`,
      'src/features/account/identity',
    ],
    [
      'part → a file at its domain root',
      feature,
      `export * from '@/features/account/messages';`,
      'src/features/account',
    ],
    [
      'domain shared → a part',
      'src/features/account/shared/draft.ts',
      `export * from '../auth/messages';`,
      'src/features/account/auth',
    ],
    ['feature → the features folder', feature, `export * from '@/features';`, 'src/features'],
    ['feature → app', feature, `export * from '@/app/routing/guard';`, 'src/app'],
    [
      'component → feature (relative)',
      component,
      `export * from '../../features/home/dashboard/messages';`,
      'src/features/home/dashboard',
    ],
    [
      'component → feature (dynamic)',
      component,
      `void import('../../features/home/dashboard/screens/home-screen');`,
      'src/features/home/dashboard',
    ],
    [
      'component → feature (template)',
      component,
      'void import(`@/features/home/dashboard/messages`);',
      'src/features/home/dashboard',
    ],
    [
      'component → feature (require)',
      component,
      `require('@/features/home/dashboard/messages');`,
      'src/features/home/dashboard',
    ],
    [
      'component → feature (Vite glob)',
      component,
      `import.meta.glob('../../features/*/messages.ts');`,
      'src/features',
    ],
    [
      'component → feature (baseUrl)',
      component,
      `export type * from 'src/features/home/dashboard/messages';`,
      'src/features/home/dashboard',
    ],
    [
      'component → feature (root path)',
      component,
      `export * from '/src/features/home/dashboard/messages';`,
      'src/features/home/dashboard',
    ],
    ['component → stores', component, `export * from '@/stores/session';`, 'src/stores'],
    ['component → hooks', component, `export * from '@/hooks/use-example';`, 'src/hooks'],
    ['lib → components', lib, `export * from '@/components/feedback/feedback';`, 'src/components'],
    [
      'lib → components (relative)',
      lib,
      `export * from '../../components/feedback/feedback';`,
      'src/components',
    ],
    [
      'stores → features',
      'src/stores/session.ts',
      `export * from '@/features/account/auth/messages';`,
      'src/features/account/auth',
    ],
    ['config → lib', 'src/config/index.ts', `export * from '@/lib/http/transport';`, 'src/lib'],
    [
      'src/lib → simulator (relative)',
      lib,
      `export * from '../../../simulator/bridge/api';`,
      'simulator/',
    ],
    [
      'src/components → simulator (relative)',
      component,
      `export * from '../../../simulator/bridge/api';`,
      'simulator/',
    ],
    ['src/app → simulator (alias)', app, `export * from '@sim/bridge/api';`, 'simulator/'],
    ['src → stories', app, `export * from '../../../stories/support/router';`, 'stories/'],
    ['src → a folder that is no layer', app, `export * from '@/shared/helpers';`, 'src/shared'],
  ])('%s', async (_case, file, code, target) => {
    const problems = await boundaryProblems(file, code);
    expect(problems.map((p) => p.ruleId)).toEqual(['boundaries/layers']);
    expect(problems[0].message).toContain(` may not import ${target} (`);
  });

  it('refuses an import whose path is computed at run time', async () => {
    const problems = await boundaryProblems(app, `const name = 'x';\nvoid import(name);`);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('boundaries/layers: an import whose path is computed at run time'),
    ]);
  });

  it('names both layers, the reason and the rule', async () => {
    const [message] = await lint(
      component,
      `export * from '../../features/home/dashboard/messages';`,
    );
    expect(message.message).toBe(
      'boundaries/layers: src/components may not import src/features/home/dashboard (components may import' +
        ' only components, lib, config and styles). See DESIGN.md "Which way data and imports flow".',
    );
  });
});

describe('boundaries/layers allows', () => {
  const everyLowerLayer = [
    `export * from '@/components/feedback/feedback';`,
    `export * from '@/lib/http/transport';`,
    `export * from '@/stores/session';`,
    `export * from '@/config';`,
  ].join('\n');

  it.each([
    ['feature → its own files (relative)', feature, `export * from '../messages';`],
    [
      'feature → its own files (alias)',
      feature,
      `export * from '@/features/account/auth/messages';`,
    ],
    ['feature → components, lib, stores, config', feature, everyLowerLayer],
    ['part → its domain shared', feature, `export * from '../../shared/draft';`],
    ['domain shared → itself', 'src/features/account/shared/a.ts', `export * from './draft';`],
    ['feature → hooks', feature, `export * from '@/hooks/use-example';`],
    [
      'app → features',
      'src/app/routes/home/dashboard.ts',
      `export * from '@/features/home/dashboard/messages';`,
    ],
    [
      'app → features (dynamic)',
      'src/app/routes/home/dashboard.ts',
      `void import('@/features/home/dashboard/screens/home-screen');`,
    ],
    ['hooks → components, lib, stores, config', hooks, everyLowerLayer],
    [
      'component → lib and config',
      component,
      `export * from '@/lib/http/transport';\nexport * from '@/config';`,
    ],
    ['stores → lib', 'src/stores/session.ts', `export * from '../lib/http/transport';`],
    ['lib → lib and config', lib, `export * from '../bridge/bridge';\nexport * from '@/config';`],
    ['the entry → app', 'src/main.tsx', `export * from '@/app/routing/router';`],
    [
      'packages, anywhere in src',
      'src/lib/domain/money.ts',
      `export * from 'react';\nexport * from '@tanstack/react-query';`,
    ],
    [
      'stories → app and features',
      'stories/screens/app/guard.stories.tsx',
      `export * from '@/app/routing/guard';\nexport * from '@/features/home/dashboard/messages';`,
    ],
    [
      'the simulator → src',
      'simulator/bridge/api.ts',
      `export * from '../../src/features/home/dashboard/messages';`,
    ],
  ])('%s', async (_case, file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});

describe('boundaries/layers reads the same aliases as the build', () => {
  const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  const tsPaths = Object.entries(tsconfig.compilerOptions.paths).map(
    ([find, [target]]): [string, string] => [
      find.replace(/\/\*$/, ''),
      path.join(root, target.replace(/\/\*$/, '')),
    ],
  );

  // config may import only config, so every alias target elsewhere is refused; an alias the rule
  // did not know would read as a package and pass, while its relative spelling is refused.
  it.each([...Object.entries(viteAlias), ...tsPaths])('%s → %s', async (find, target) => {
    const importer = 'src/config/index.ts';
    const relative = path.relative(path.join(root, 'src/config'), target);
    const viaAlias = await lint(importer, `export * from '${find}/example';`);
    const viaPath = await lint(importer, `export * from '${relative}/example';`);
    expect(viaAlias.map((m) => m.message)).toEqual(viaPath.map((m) => m.message));
    expect(viaAlias.map((m) => m.ruleId)).toEqual(['boundaries/layers']);
  });
});

describe('boundaries/axios-in-http-only', () => {
  it.each([
    [
      'a static import in a feature',
      'src/features/home/dashboard/api/logout.ts',
      `export { default } from 'axios';`,
    ],
    ['a dynamic import in a component', component, `void import('axios');`],
    ['a subpath in app', app, `export * from 'axios/unsafe/adapters/fetch.js';`],
  ])('refuses %s', async (_case, file, code) => {
    const problems = await boundaryProblems(file, code);
    expect(problems.map((p) => p.ruleId)).toEqual(['boundaries/axios-in-http-only']);
  });

  it('allows lib/http', async () => {
    const code = `export { default } from 'axios';\nvoid import('axios');`;
    expect(await lint('src/lib/http/client.ts', code)).toEqual([]);
  });
});

describe('boundaries/bridge-in-lib-bridge-only', () => {
  const outside = 'src/app/native/native-bridge.ts';

  it.each([
    ['window.WebViewJavascriptBridge', `export const native = window.WebViewJavascriptBridge;`],
    ['a computed member', `export const native = window['WebViewJavascriptBridge'];`],
    ['globalThis.*Bridge', `export const native = globalThis.AndroidBridge;`],
    ['window.top.*Bridge', `export const native = window.top.jsBridge;`],
    ['WVJBCallbacks', `export const callbacks = window.WVJBCallbacks;`],
    ['destructuring', `export const { WebViewJavascriptBridge } = window;`],
    ['the bare global', `export const call = () => WebViewJavascriptBridge.callHandler('x');`],
    [
      'the name as a string',
      `const key = 'WebViewJavascriptBridge';\nexport const has = key in window;`,
    ],
  ])('refuses %s outside lib/bridge', async (_case, code) => {
    const problems = await boundaryProblems(outside, code);
    expect(problems.map((p) => p.ruleId)).toEqual(['boundaries/bridge-in-lib-bridge-only']);
  });

  it('leaves a local variable named window alone', async () => {
    const code = `export const read = (window: { jsBridge: string }) => window.jsBridge;`;
    expect(await lint(outside, code)).toEqual([]);
  });

  it('allows lib/bridge, and the simulator that fakes the native side', async () => {
    const code = `export const native = window.WebViewJavascriptBridge ?? window.WVJBCallbacks;`;
    expect(await lint('src/lib/bridge/host.ts', code)).toEqual([]);
    expect(await lint('simulator/bridge/attach.ts', code)).toEqual([]);
  });
});
