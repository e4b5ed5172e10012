/**
 * `npm run new:screen -- <domain>/<part> <route> [--title 标题] [--name PascalName]
 * [--endpoint <contract module>#<group>.<key>] [--root <dir>]`: a new screen in the house shape —
 * its path in the domain's path file, its route (a new route module is registered in all.ts), the
 * screen and its state hook (with an api/ read when an endpoint is named), its story and a unit
 * test. It refuses, writing nothing, for an unknown domain, a route already in the route table or
 * a file that exists. Then it brings docs/routes.md up to date (in this repository only).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { parseArgs, planScreen, type Plan } from './new-screen/plan';

const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The files as Prettier lays them out, with this repository's settings wherever they go. */
async function formatted(plan: Plan): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [file, text] of plan.writes) {
    const filepath = join(REPO, file);
    const options = (await prettier.resolveConfig(filepath)) ?? {};
    out.set(file, await prettier.format(text, { ...options, filepath }));
  }
  return out;
}

export interface Outcome {
  code: 0 | 1;
  /** What was printed: the files written, or why nothing was. */
  lines: string[];
}

export async function newScreen(argv: readonly string[]): Promise<Outcome> {
  const options = parseArgs(argv, REPO);
  if (typeof options === 'string') return { code: 1, lines: [options] };
  const root = resolve(options.root);
  const plan = planScreen({ ...options, root });
  if (typeof plan === 'string') return { code: 1, lines: [`new:screen refused: ${plan}`] };

  for (const [file, text] of await formatted(plan)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const lines = [
    ...plan.created.map((file) => `created ${file}`),
    ...plan.edited.map((file) => `edited  ${file}`),
  ];
  if (root !== REPO) {
    lines.push('next: npm run docs:routes (docs/routes.md lists the registered routes)');
    return { code: 0, lines };
  }
  const docs = spawnSync(join(REPO, 'node_modules/.bin/tsx'), ['scripts/routes-doc.ts'], {
    cwd: REPO,
    encoding: 'utf8',
  });
  lines.push(
    docs.status === 0
      ? 'edited  docs/routes.md (npm run docs:routes)'
      : `docs/routes.md not updated (${docs.stderr.trim()}): run npm run docs:routes`,
  );
  return { code: 0, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outcome = await newScreen(process.argv.slice(2));
  for (const line of outcome.lines) (outcome.code === 0 ? console.log : console.error)(line);
  process.exit(outcome.code);
}
