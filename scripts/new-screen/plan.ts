/**
 * Every file a new screen writes or edits, worked out in memory first: the scaffold refuses before
 * it writes anything.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { endpointProblem, parseEndpointRef, type EndpointRef } from './endpoint';
import {
  cataloguePaths,
  DOMAIN_PATHS_DIR,
  exportedConst,
  exportedConsts,
  insertInList,
  parse,
  registeredRoutes,
  ROUTES_ALL,
  ROUTES_DIR,
} from './source';
import * as t from './templates';

export const DOMAINS = ['account', 'me', 'supply', 'waybill', 'money', 'fuel', 'home'] as const;

export const USAGE =
  'usage: npm run new:screen -- <domain>/<part> <route> [--title 标题] [--name PascalName] [--endpoint <contract module>#<group>.<key>] [--root <dir>]';

export interface Options {
  target: string;
  route: string;
  title?: string;
  name?: string;
  endpoint?: string;
  root: string;
}

/** The options, or why they cannot be read. */
export function parseArgs(argv: readonly string[], root: string): Options | string {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const value = argv[i + 1];
    if (!['--title', '--name', '--endpoint', '--root'].includes(arg))
      return `unknown option ${arg}`;
    if (value === undefined || value.startsWith('--')) return `${arg} needs a value`;
    flags[arg.slice(2)] = value;
    i += 1;
  }
  if (positional.length !== 2) return USAGE;
  const [target, route] = positional as [string, string];
  return { target, route, ...flags, root: flags.root ?? root };
}

export interface Plan {
  /** Repo-relative path → full new text (created or edited). */
  writes: Map<string, string>;
  created: string[];
  edited: string[];
}

const kebabOf = (pascalName: string) =>
  pascalName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The deepth of the nearest registered route above `route`, plus one; 2 below none. */
function deepthFor(root: string, route: string): number {
  const parents = registeredRoutes(root)
    .filter((r) => r.pattern !== '/' && route.startsWith(`${r.pattern}/`) && r.deepth)
    .sort((a, b) => b.pattern.length - a.pattern.length);
  return parents[0] ? parents[0].deepth! + 1 : 2;
}

/** The domain's path file and its exported object, or why there is none to add to. */
function domainPaths(root: string, domain: string) {
  const file = `${DOMAIN_PATHS_DIR}/${domain}.ts`;
  if (!existsSync(join(root, file))) {
    return `${file} is missing: the path catalogue keeps one file per domain there, and the new path goes into it`;
  }
  const source = parse(root, file);
  const names = exportedConsts(source).filter((n) => n.endsWith('Paths'));
  const name = names.includes(`${domain}Paths`) ? `${domain}Paths` : names[0];
  const object = name ? exportedConst(source, name) : undefined;
  if (!object || !ts.isObjectLiteralExpression(object) || names.length === 0) {
    return `${file} exports no "<name>Paths" object to add the path to`;
  }
  return { file, source, object };
}

/** The route module's edit (or new file) and all.ts's when the module is new. */
function routeEdits(root: string, spec: t.ScreenSpec, plan: Plan): string | null {
  const module = `${ROUTES_DIR}/${spec.domain}/${spec.part}.ts`;
  if (existsSync(join(root, module))) {
    const source = parse(root, module);
    const name = exportedConsts(source).find((n) => n.endsWith('Routes'));
    const list = name ? exportedConst(source, name) : undefined;
    if (!list || !ts.isArrayLiteralExpression(list)) return `${module} exports no route array`;
    plan.writes.set(module, insertInList(source.text, list, t.routeEntry(spec)));
    plan.edited.push(module);
    return null;
  }
  const exportName = `${spec.domain}${t.pascal(spec.part)}Routes`;
  const all = parse(root, ROUTES_ALL);
  if (all.text.includes(exportName)) return `${ROUTES_ALL} already has ${exportName}`;
  const list = exportedConst(all, 'SCREEN_ROUTES');
  if (!list || !ts.isArrayLiteralExpression(list)) return `${ROUTES_ALL} has no SCREEN_ROUTES`;
  // The status screens (401, 404) stay last.
  const status = list.elements.find((e) => e.getText() === '...statusRoutes');
  let text = insertInList(all.text, list, `...${exportName}`, status);
  const lastImport = all.statements.filter(ts.isImportDeclaration).at(-1)!;
  const importLine = `\nimport { ${exportName} } from './${spec.domain}/${spec.part}';`;
  text = text.slice(0, lastImport.end) + importLine + text.slice(lastImport.end);
  plan.writes.set(module, t.routeModule(spec, exportName));
  plan.created.push(module);
  plan.writes.set(ROUTES_ALL, text);
  plan.edited.push(ROUTES_ALL);
  return null;
}

/** What to write for the new screen, or why the scaffold refuses (nothing is written then). */
export function planScreen(options: Options): Plan | string {
  const { root } = options;
  const [domain, part, ...more] = options.target.split('/');
  if (!domain || !part || more.length > 0) return `"${options.target}" is not <domain>/<part>`;
  if (!(DOMAINS as readonly string[]).includes(domain)) {
    return `"${domain}" is not a domain; the domains are ${DOMAINS.join(', ')}`;
  }
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(part) || part === 'shared') {
    return `"${part}" is not a part name (kebab-case, not "shared")`;
  }
  const route = options.route;
  if (!/^\/[A-Za-z0-9_\-/:]*$/.test(route) || route.endsWith('/') || route === '/') {
    return `"${route}" is not a route pattern like /i/fuel-card/top-up`;
  }
  const taken = registeredRoutes(root).find((r) => r.pattern === route);
  if (taken) return `${route} is already in the route table (${taken.file})`;

  const lastWord =
    route
      .split('/')
      .filter((w) => w && !w.startsWith(':'))
      .at(-1) ?? domain;
  const name = options.name ?? t.pascal(lastWord);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) return `--name "${name}" is not PascalCase`;
  const camel = name.charAt(0).toLowerCase() + name.slice(1);

  let endpoint: EndpointRef | undefined;
  if (options.endpoint) {
    const ref = parseEndpointRef(options.endpoint);
    if (typeof ref === 'string') return ref;
    const problem = endpointProblem(root, ref);
    if (problem) return problem;
    endpoint = ref;
  }

  // A path something already links to keeps its name; a new one is named after the screen.
  const catalogue = cataloguePaths(root);
  const known = [...catalogue].find(([, pattern]) => pattern === route)?.[0];
  if (!known && catalogue.has(camel)) {
    return `the path name "${camel}" is taken by ${catalogue.get(camel)}; pass another --name`;
  }
  const spec: t.ScreenSpec = {
    domain,
    part,
    name,
    kebab: kebabOf(name),
    camel,
    title: options.title ?? name,
    route,
    pathName: known ?? camel,
    deepth: deepthFor(root, route),
    endpoint,
  };

  const plan: Plan = { writes: new Map(), created: [], edited: [] };
  if (!known) {
    const paths = domainPaths(root, domain);
    if (typeof paths === 'string') return paths;
    if (!paths.source.text.includes('appPath')) return `${paths.file} does not import appPath`;
    plan.writes.set(paths.file, insertInList(paths.source.text, paths.object, t.pathEntry(spec)));
    plan.edited.push(paths.file);
  }
  const routeProblem = routeEdits(root, spec, plan);
  if (routeProblem) return routeProblem;

  const f = t.files(spec);
  const created: [string, string][] = [
    [f.screen, t.screen(spec)],
    [f.hook, t.hook(spec)],
    ...(endpoint ? [[f.api, t.api({ ...spec, endpoint })] as [string, string]] : []),
    [f.story, t.story(spec)],
    [f.test, t.unitTest(spec)],
  ];
  for (const [file, text] of created) {
    if (existsSync(join(root, file))) return `${file} exists; the scaffold never overwrites a file`;
    plan.writes.set(file, text);
    plan.created.push(file);
  }
  return plan;
}
