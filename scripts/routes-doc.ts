/**
 * The route table `docs/routes.md`: every route the spec names in §2 (2.1–2.6), the pattern this
 * build registers for it, the screen file its route module lazy-loads and the story files that
 * import that screen; then the registered routes the spec does not name.
 *
 *   npm run docs:routes         (node_modules/.bin/tsx scripts/routes-doc.ts)
 *
 * The spec's items are written out below as full paths (the spec abbreviates: "wallet/*" items live
 * under /i/wallet/, "bank/list" is /i/bank/list...). The route modules (`src/app/routes/<domain>/*.ts`) are
 * read with the TypeScript parser: `path: paths.x.pattern` (or a string) and `load: () =>
 * import('…')` (or a const holding one). `tests/unit/docs/routes-doc.test.ts` fails when the file is
 * stale and lists every spec route without a registered route, a screen or a story.
 *
 * Each spec route is also reached from somewhere: a screen links to it through the path catalogue
 * (`paths.x.to(…)`, or `paths.x` handed on as the page to open), or it is entered from outside the
 * app (an SMS link, the native face flow, a platform redirect) — ENTERED_FROM_OUTSIDE says why.
 * `tests/unit/docs/route-entries.test.ts` fails when a spec route is neither.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { cell, formatWithPrettier, ROOT } from './openapi';

export const ROUTES_DOC_FILE = 'docs/routes.md';
const ROUTES_DIR = 'src/app/routes';
const STORIES_DIR = 'stories/screens';

const I = (...items: string[]) => items.map((item) => `/i/${item}`);
const under = (base: string, ...items: string[]) => items.map((item) => `${base}/${item}`);

/** §2's routes, section by section, as full paths. */
export const SPEC_ROUTES: readonly (readonly [section: string, routes: readonly string[]])[] = [
  ['2.1', ['/', '/supply', '/home/qrcode', '/waybill', '/i', '/contract/customH5']],
  [
    '2.2',
    [
      '/login',
      '/faceLogin',
      '/faceVerify',
      '/loginPwd',
      '/findPwd',
      '/resetPwd',
      '/verifyphone',
      '/verifycode',
      '/verifyAgree',
      '/verifygraph',
      '/register',
      '/updataPwd',
      '/seleteRole',
      '/driverVoucher',
      '/controllerVoucher',
      '/driverVoucher2',
      '/i/about/aboutus',
      '/i/about/agreement',
      '/c/:param',
      '/contract/index',
      '/contract/detail',
      '/contract/signatures',
      '/auth/redirect',
      '/supply/enterprise/:param',
      '/supply/enterprisedetails',
      '/supply/enterpriseecompletevehicledetail',
      '/share-code',
    ],
  ],
  [
    '2.3',
    [
      '/i',
      ...under(
        '/i/wallet',
        'account-balance',
        'withdraw-deposit-details',
        'entrust-details',
        'entrust-success',
        'withdraw-deposit-list',
        'withdraw-entrust-list',
        'balance-withdraw-deposit',
        'balance-withdraw-deposit-info',
        'customWeb',
        'withdraw-deposit-apply-success',
        'balance-list-withdraw-deposit',
        'entrust-add',
        'balance-infofee-record',
        'getverificationcode',
      ),
      ...I('license', 'license/driver-license-certification/certification'),
      '/add-license',
      ...I('auth/add', 'auth/face', 'auth/detail'),
      '/i/main',
      ...under(
        '/i/main/modify-mobile-phone-number',
        'confirm-old-phone-number',
        'get-verification-code',
        'enter-new-phone-number',
        'confirm-new-phone-number',
      ),
      ...under(
        '/i/bank',
        'list',
        'contract',
        'detail',
        'checkPassword',
        'add',
        'checkReserveNumber',
        'checkEntrustNumber',
        'info',
      ),
      ...I(
        'car/vehicle-certification/vehicle-list',
        'car/vehicle-certification/vehicle-detail',
        'car/add/add',
        'car/add/confirm',
      ),
      '/carcAptain',
      '/carcAptain2',
      ...I('message/mymessage', 'about/agreement', 'setup'),
      '/i/fuel-balance',
      ...under('/i/fuel-balance', 'detail', 'order-list', 'expense-detail', 'order-detail'),
      '/i/fuel-station',
      ...under('/i/fuel-station', 'sign-in', 'detail', 'payment', 'verification-code'),
    ],
  ],
  [
    '2.4',
    [
      '/waybill',
      ...under(
        '/waybill',
        'search',
        'detailWhole',
        'detailBulk',
        'contract',
        'detail/trail',
        'uploadreceipt',
        'uploadreceipt/success',
        'complaint',
        'complaint/add',
        'complaint/update',
        'complaint/info',
        'complaint/success',
        'freight/freightchangelist',
        'freight/search',
        'freight/disagree',
        'freight/details',
        'freight/dazongdetails',
        'load',
        'loadcompleted',
        'unload',
        'evaluate',
        'evaluate/success',
        'waybillcancel',
        'waybillagreement',
        'supplementagreement',
        'returntrip/list',
        'returntrip/add',
        'abnormal',
        'abnormal/success',
        'repairCard',
        'changeCard',
      ),
    ],
  ],
  [
    '2.5',
    [
      '/supply',
      ...under(
        '/supply',
        'enterpriseindex',
        'enterprise/:param',
        'details',
        'enterprisedetails',
        'ordertaking',
        'goodsagreement',
        'completevehicledetail',
        'enterpriseecompletevehicledetail',
        'carryinfovehicle',
        'carryinfomodular',
        'i/car/vehicle-certification/vehicle-list',
        'i/car/vehicle-certification/vehicle-detail',
      ),
    ],
  ],
  [
    '2.6',
    [
      '/',
      '/home/qrcode',
      ...under('/collectionaccount', 'add', 'list', 'search', 'info', 'orderAdd', 'searchAdd'),
      '/auth/redirect',
      '/blacklist',
      '/download-app',
      '/401',
      '/toLoacation',
      '/toGeofence',
      '/privacy-settings',
      '/privacy-policy',
      '/personal-info-list',
      '/third-party-list',
      '/user-service',
      '/privacy',
      '/user-auth',
      '/basic-info',
      '/service-info',
      '/device-info',
      '/contract/customH5',
      '*',
    ],
  ],
];

/**
 * Spec routes no screen links to, with the reason: what opens them from outside the app. A route
 * listed here that a screen does link to is a stale entry (the test says so).
 */
export const ENTERED_FROM_OUTSIDE: Readonly<Record<string, string>> = {
  '/c/:param':
    "the shipper's SMS carries this short link to one contract; it opens the contract without login",
  '/auth/redirect':
    'other apps (the native shell, the platform) link here with a target screen and a token handoff; it opens only allow-listed screens',
  '/401':
    'the native app or a server redirect opens it when this account may not open a page; an HTTP 401 itself logs out (§8)',
  '*': 'the catch-all: any address the app does not know (a stale bookmark, a mistyped link)',
};

const LINK_SCAN_DIR = 'src';
/** The catalogue itself and the route table name every path without leading anyone to it. */
const NOT_LINKS = ['src/lib/routing/', 'src/app/routes/'];

/**
 * Path-catalogue names → the source files that lead to them: `paths.x.to(` or `paths.x` handed on
 * as a value (e.g. the detail page a list opens), not `paths.x.pattern` (matching, registering).
 */
export async function inAppLinks(): Promise<Map<string, string[]>> {
  const paths = await catalogue();
  const dir = resolve(ROOT, LINK_SCAN_DIR);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => rel(join(dir, f)))
    .filter((f) => !NOT_LINKS.some((prefix) => f.startsWith(prefix)))
    .sort();
  const texts = files.map((f) => [f, readFileSync(resolve(ROOT, f), 'utf8')] as const);
  const links = new Map<string, string[]>();
  for (const name of Object.keys(paths)) {
    const use = new RegExp(`\\bpaths\\.${name}(?:\\.to\\(|(?![\\w.]))`);
    links.set(
      name,
      texts.filter(([, text]) => use.test(text)).map(([f]) => f),
    );
  }
  return links;
}

/** Spec route → the files that link to it in the app (empty: none does). */
export async function specRouteLinks(model: RouteModel): Promise<Map<string, string[]>> {
  const paths = await catalogue();
  const links = await inAppLinks();
  return new Map(
    model.spec.map((row) => [
      row.route,
      Object.entries(paths)
        .filter(([, p]) => p.pattern === row.route)
        .flatMap(([name]) => links.get(name) ?? []),
    ]),
  );
}

export interface RegisteredRoute {
  pattern: string;
  /** The route module, e.g. `src/app/routes/money/wallet.ts`. */
  module: string;
  /** The lazy-loaded screen module as a file (`src/features/…/x-screen.tsx`), or null. */
  screen: string | null;
  screenExists: boolean;
}

export interface RouteRow {
  route: string;
  sections: string[];
  registered: RegisteredRoute | null;
  stories: string[];
}

export interface RouteModel {
  spec: RouteRow[];
  /** Registered routes the spec does not name. */
  extra: (RegisteredRoute & { stories: string[] })[];
}

const rel = (file: string) => relative(ROOT, file).replaceAll('\\', '/');

/** A module specifier (`@/…` or relative to `from`) as a repository file, or null. */
function resolveModule(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? resolve(ROOT, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  const found = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].find((ext) =>
    existsSync(base + ext),
  );
  return rel(base + (found ?? '.tsx'));
}

function importSpecifier(node: ts.Node | undefined): string | null {
  let found: string | null = null;
  const visit = (n: ts.Node): void => {
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      found = n.arguments[0].text;
    } else ts.forEachChild(n, visit);
  };
  if (node) visit(node);
  return found;
}

async function catalogue(): Promise<Record<string, { pattern: string }>> {
  const { paths } = (await import(
    /* @vite-ignore */ resolve(ROOT, 'src/lib/routing/paths.ts')
  )) as {
    paths: Record<string, { pattern: string }>;
  };
  return paths;
}

export async function registeredRoutes(): Promise<RegisteredRoute[]> {
  const paths = await catalogue();
  const routes: RegisteredRoute[] = [];
  const files = readdirSync(resolve(ROOT, ROUTES_DIR), { recursive: true, encoding: 'utf8' })
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => f.endsWith('.ts') && f !== 'all.ts')
    .sort();
  for (const name of files) {
    const file = resolve(ROOT, ROUTES_DIR, name);
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    );
    const consts = new Map<string, ts.Expression>();
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        consts.set(node.name.text, node.initializer);
      }
      if (ts.isObjectLiteralExpression(node)) {
        const prop = (key: string) =>
          node.properties.find(
            (p): p is ts.PropertyAssignment =>
              ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key,
          )?.initializer;
        const path = prop('path');
        const load = prop('load');
        if (path && load) {
          let pattern: string | null = null;
          if (ts.isStringLiteral(path)) pattern = path.text;
          else if (
            ts.isPropertyAccessExpression(path) &&
            path.name.text === 'pattern' &&
            ts.isPropertyAccessExpression(path.expression)
          ) {
            pattern = paths[path.expression.name.text]?.pattern ?? null;
          }
          const loader = ts.isIdentifier(load) ? consts.get(load.text) : load;
          const specifier = importSpecifier(loader);
          const screen = specifier ? resolveModule(specifier, file) : null;
          if (pattern) {
            routes.push({
              pattern,
              module: rel(file),
              screen,
              screenExists: screen !== null && existsSync(resolve(ROOT, screen)),
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return routes;
}

/** Story file → the repository files it imports. */
function storyImports(): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const dir = resolve(ROOT, STORIES_DIR);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.stories.tsx'))
    .map((f) => join(dir, f))
    .sort();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:from\s+|import\()\s*'([^']+)'/g)].map((m) => m[1]);
    result.set(
      rel(file),
      specifiers.map((s) => resolveModule(s, file)).filter((f): f is string => f !== null),
    );
  }
  return result;
}

export async function buildRouteModel(): Promise<RouteModel> {
  const registered = await registeredRoutes();
  const imports = storyImports();
  const storiesOf = (screen: string | null) =>
    screen
      ? [...imports].filter(([, files]) => files.includes(screen)).map(([story]) => story)
      : [];
  const order: string[] = [];
  const sections = new Map<string, string[]>();
  for (const [section, routes] of SPEC_ROUTES) {
    for (const route of routes) {
      if (!sections.has(route)) {
        order.push(route);
        sections.set(route, []);
      }
      const list = sections.get(route)!;
      if (!list.includes(section)) list.push(section);
    }
  }
  const spec = order.map((route) => {
    const match = registered.find((r) => r.pattern === route) ?? null;
    return {
      route,
      sections: sections.get(route)!,
      registered: match,
      stories: storiesOf(match?.screenExists ? match.screen : null),
    };
  });
  const extra = registered
    .filter((r) => !sections.has(r.pattern))
    .map((r) => ({ ...r, stories: storiesOf(r.screenExists ? r.screen : null) }));
  return { spec, extra };
}

/** What is missing for a spec route: nothing (`[]`), or the gaps. */
export function gaps(row: RouteRow): string[] {
  if (!row.registered) return ['no registered route (it ends on the 404)'];
  if (!row.registered.screenExists)
    return [`no screen (${row.registered.screen ?? 'no lazy import'})`];
  return row.stories.length === 0 ? ['no story'] : [];
}

export function renderRoutesDoc(model: RouteModel): string {
  const code = (text: string) => `\`${cell(text)}\``;
  const withScreens = model.spec.filter((r) => r.registered?.screenExists).length;
  const withStories = model.spec.filter((r) => gaps(r).length === 0).length;
  const lines = [
    '# Routes',
    '',
    `Generated by \`scripts/routes-doc.ts\` (\`npm run docs:routes\`) from the spec's §2, the route modules \`${ROUTES_DIR}/*.ts\`, the path catalogue \`src/lib/routing/paths.ts\` and \`${STORIES_DIR}/**\`; do not edit by hand. \`tests/unit/docs/routes-doc.test.ts\` fails when a spec route has no registered route, no screen or no story.`,
    '',
    '## Spec routes (§2)',
    '',
    '| spec route | § | registered pattern | screen | stories | missing |',
    '| --- | --- | --- | --- | --- | --- |',
    ...model.spec.map((row) => {
      const r = row.registered;
      return `| ${code(row.route)} | ${row.sections.join(', ')} | ${r ? code(r.pattern) : '—'} | ${r?.screen ? code(r.screen) : '—'} | ${row.stories.map(code).join('<br>') || '—'} | ${gaps(row).join('; ')} |`;
    }),
    '',
    '## Registered routes the spec does not name',
    '',
    '| registered pattern | route module | screen | stories |',
    '| --- | --- | --- | --- |',
    ...model.extra.map(
      (r) =>
        `| ${code(r.pattern)} | ${code(r.module)} | ${r.screen ? code(r.screen) : '—'} | ${r.stories.map(code).join('<br>') || '—'} |`,
    ),
    '',
    '## Spec routes entered from outside the app',
    '',
    'No screen links to these through the path catalogue; this is what opens them. Every other spec route is linked from some screen (`tests/unit/docs/route-entries.test.ts`).',
    '',
    '| spec route | entered from |',
    '| --- | --- |',
    ...Object.entries(ENTERED_FROM_OUTSIDE).map(
      ([route, reason]) => `| ${code(route)} | ${cell(reason)} |`,
    ),
    '',
    '## Totals',
    '',
    `- spec routes: ${model.spec.length}`,
    `- spec routes with a registered route: ${model.spec.filter((r) => r.registered).length}`,
    `- spec routes with screens: ${withScreens}`,
    `- spec routes with screens and stories: ${withStories}`,
    `- registered routes the spec does not name: ${model.extra.length}`,
    '',
  ];
  return lines.join('\n');
}

export async function renderRoutesFile(model: RouteModel): Promise<string> {
  return formatWithPrettier(renderRoutesDoc(model), ROUTES_DOC_FILE);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const model = await buildRouteModel();
  writeFileSync(resolve(ROOT, ROUTES_DOC_FILE), await renderRoutesFile(model));
  const withScreens = model.spec.filter((r) => r.registered?.screenExists).length;
  console.log(`${ROUTES_DOC_FILE}: ${model.spec.length} spec routes, ${withScreens} with screens`);
}
