/**
 * The API-compatibility lint (eslint-plugin-compat in eslint.config.js, against package.json's
 * `browserslist`): a snippet in src/ calling an API the oldest supported WebViews lack is refused
 * unless src/lib/compat polyfills it, and the lint's polyfill list is the polyfill module's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { POLYFILLED } from '@/lib/compat/features';
import { BROWSERSLIST } from '@/lib/compat/webviews';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const file = path.join(root, 'src/lib/domain/probe.ts');

async function compatProblems(code: string, eslint: ESLint) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages
    .filter((m) => m.ruleId === 'compat/compat' || m.ruleId === null)
    .map((m) => m.message);
}

const project = new ESLint({ cwd: root, overrideConfigFile: 'eslint.config.js' });

/** The polyfill list eslint.config.js gives the rule for a file in src/ (its WEBVIEW_POLYFILLS). */
let polyfills: string[] = [];
/** The project's config with `structuredClone` taken off that list (a later block replaces it). */
let withoutStructuredClone: ESLint;

beforeAll(async () => {
  const config = (await project.calculateConfigForFile(file)) as {
    settings?: { polyfills?: string[] };
  };
  polyfills = config.settings?.polyfills ?? [];
  withoutStructuredClone = new ESLint({
    cwd: root,
    overrideConfigFile: 'eslint.config.js',
    overrideConfig: {
      files: ['src/**/*.ts'],
      settings: { polyfills: polyfills.filter((name) => name !== 'structuredClone') },
    },
  });
}, 60_000); // loads the whole config and its plugins: seconds on a busy machine

describe('compat/compat in src/', () => {
  it('flags structuredClone once it is not polyfilled', async () => {
    const code = 'export const copy = (v: object) => structuredClone(v);\n';
    expect(await compatProblems(code, withoutStructuredClone)).toEqual([
      expect.stringMatching(/^structuredClone is not supported in .*Chrome 69/),
    ]);
    expect(await compatProblems(code, project)).toEqual([]);
  });

  it('flags web and ES APIs newer than the oldest WebViews that nothing polyfills', async () => {
    const problems = await compatProblems(
      [
        'export const any = Promise.any([1]);',
        'export const bytes = (s: Blob) => createImageBitmap(s);',
        'export const big = BigInt(1);',
      ].join('\n'),
      project,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Promise\.any\(\) is not supported in .*Chrome 69/),
        expect.stringMatching(/^createImageBitmap is not supported in Safari 12/),
        expect.stringMatching(/^BigInt is not supported in Safari 12/),
      ]),
    );
  });

  it('passes what src/lib/compat polyfills', async () => {
    const code = [
      'export const own = Object.hasOwn({}, "a");',
      'export const settled = Promise.allSettled([]);',
      'export const entries = Object.fromEntries([["a", 1]]);',
      'export const controller = new AbortController();',
      'export const uuid = crypto.randomUUID();',
    ].join('\n');
    expect(await compatProblems(code, project)).toEqual([]);
  });

  it('lists as polyfilled exactly what src/lib/compat installs (the rule spells Crypto)', () => {
    const lower = (names: readonly string[]) => names.map((n) => n.toLowerCase()).sort();
    expect(polyfills).toContain('structuredClone');
    expect(lower(polyfills)).toEqual(lower(POLYFILLED));
  });

  it("targets package.json's browserslist, which is src/lib/compat/webviews.ts's", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      browserslist: string[];
    };
    expect(pkg.browserslist).toEqual(BROWSERSLIST);
  });
});
