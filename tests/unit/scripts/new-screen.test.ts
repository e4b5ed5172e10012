/**
 * `npm run new:screen` (scripts/new-screen.ts) in a temporary copy of the files it reads and edits:
 * the route modules, the path catalogue and the contract. What the generated files are worth (tsc,
 * eslint, stories) is checked by hand on the real tree; here, that they land where the house shape
 * says, and that a refusal writes nothing.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newScreen } from '../../../scripts/new-screen';

const COPIED = ['src/app/routes', 'src/lib/routing', 'src/lib/contract'];

let root: string;
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const run = (...argv: string[]) => newScreen([...argv, '--root', root]);

/** Every file below the root with its text, to show a refusal changed nothing. */
function snapshot(): Map<string, string> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.tsx?$/.test(f),
  );
  return new Map(files.map((f) => [f, read(f)]));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-screen-'));
  for (const dir of COPIED) cpSync(dir, join(root, dir), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('new:screen', () => {
  it('writes a screen without a read: path, route module, screen, hook, story, test', async () => {
    const outcome = await run('me/faq', '/i/faq', '--title', '常见问题');
    expect(outcome.lines.join('\n')).toContain('next: npm run docs:routes');
    expect(outcome.code).toBe(0);

    expect(read('src/lib/routing/domain-paths/me.ts')).toContain("faq: appPath('/i/faq')");
    const module = read('src/app/routes/me/faq.ts');
    expect(module).toContain('export const meFaqRoutes: readonly ScreenRoute[]');
    expect(module).toContain('path: paths.faq.pattern');
    expect(module).toContain("meta: { title: '常见问题', isNav: true, deepth: 2 }");
    expect(module).toContain("load: () => import('@/features/me/faq/screens/faq-screen')");
    const all = read('src/app/routes/all.ts');
    expect(all).toContain("import { meFaqRoutes } from './me/faq';");
    expect(all).toMatch(/\.\.\.meFaqRoutes,\s+\.\.\.statusRoutes,/);

    expect(read('src/features/me/faq/screens/faq-screen.tsx')).toContain(
      "import { useFaqState } from '../hooks/use-faq-state';",
    );
    expect(read('src/features/me/faq/hooks/use-faq-state.ts')).toContain(
      "const TITLE = '常见问题';",
    );
    expect(existsSync(join(root, 'src/features/me/faq/api'))).toBe(false);
    const story = read('stories/screens/me/faq/faq-screen.stories.tsx');
    expect(story).toContain("title: 'Screens/Me/Faq/Faq'");
    expect(story).toContain('export const Default: Story');
    expect(story).not.toContain('export const Loading');
    expect(read('tests/unit/features/me/faq/faq-state.test.ts')).toContain('faqView()');
    expect(outcome.lines).toContain('created src/features/me/faq/screens/faq-screen.tsx');
  });

  it('adds to an existing route module, below its parent, with a read and its states', async () => {
    const outcome = await run(
      ...['me/about', '/i/about/aboutus/licence', '--title', '营业执照', '--name', 'AppLicence'],
      ...['--endpoint', 'money/wallet#money.getDriverThirtyDayAmount'],
    );
    expect(outcome.lines).toEqual(expect.arrayContaining(['edited  src/app/routes/me/about.ts']));
    expect(outcome.code).toBe(0);

    const module = read('src/app/routes/me/about.ts');
    expect(module).toContain('path: paths.appLicence.pattern');
    // /i/about/aboutus is at depth 2.
    expect(module).toContain("meta: { title: '营业执照', isNav: true, deepth: 3 }");
    expect(read('src/app/routes/all.ts')).not.toContain('appLicence');
    expect(read('src/features/me/about/api/app-licence.ts')).toContain(
      'endpointQuery(money.getDriverThirtyDayAmount, {}, { ignoreErrors: true })',
    );
    const story = read('stories/screens/me/about/app-licence-screen.stories.tsx');
    expect(story).toContain("title: 'Screens/Me/About/AppLicence'");
    expect(story).toContain('export const Loading: Story');
    expect(story).toContain("toHaveTextContent('营业执照加载失败')");
  });

  it('refuses a domain that is not one of the seven, writing nothing', async () => {
    const before = snapshot();
    const outcome = await run('wallet/x', '/i/x');
    expect(outcome.code).toBe(1);
    expect(outcome.lines[0]).toMatch(/"wallet" is not a domain; the domains are account, me/);
    expect(snapshot()).toEqual(before);
  });

  it('refuses a route already in the route table', async () => {
    const before = snapshot();
    const outcome = await run('me/about', '/i/about/aboutus');
    expect(outcome.code).toBe(1);
    expect(outcome.lines[0]).toContain(
      '/i/about/aboutus is already in the route table (src/app/routes/me/about.ts)',
    );
    expect(snapshot()).toEqual(before);
  });

  it('refuses to overwrite a file', async () => {
    const screen = 'src/features/me/faq/screens/faq-screen.tsx';
    mkdirSync(join(root, 'src/features/me/faq/screens'), { recursive: true });
    writeFileSync(join(root, screen), 'export {};\n');
    const before = snapshot();
    const outcome = await run('me/faq', '/i/faq');
    expect(outcome.code).toBe(1);
    expect(outcome.lines[0]).toContain(`${screen} exists; the scaffold never overwrites a file`);
    expect(snapshot()).toEqual(before);
  });

  it("refuses when the domain's path file is missing, and a read that needs a request", async () => {
    rmSync(join(root, 'src/lib/routing/domain-paths/fuel.ts'));
    const missing = await run('fuel/card', '/i/fuel-card');
    expect(missing.code).toBe(1);
    expect(missing.lines[0]).toContain('src/lib/routing/domain-paths/fuel.ts is missing');

    const needy = await run(
      'me/about',
      '/i/about/x',
      '--endpoint',
      'me/agreement#agreement.getAgreementInfoByType',
    );
    expect(needy.code).toBe(1);
    expect(needy.lines[0]).toContain('needs a request (type)');
  });
});
