/**
 * The files of a new screen in the house shape (DESIGN.md, "Domains: one name in every layer").
 * Prettier lays them out afterwards, so the texts here only need to be valid.
 */
import type { EndpointRef } from './endpoint';

export interface ScreenSpec {
  domain: string;
  part: string;
  /** PascalCase: `TopUp` gives TopUpScreen, top-up-screen.tsx, useTopUpState. */
  name: string;
  kebab: string;
  camel: string;
  title: string;
  route: string;
  /** The catalogue's name of the route (`paths.<pathName>`). */
  pathName: string;
  deepth: number;
  endpoint?: EndpointRef;
}

export const pascal = (word: string) =>
  word
    .split(/[-_]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

const q = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const params = (route: string) => [...route.matchAll(/:(\w+)/g)].map((m) => m[1]!);

export const files = (s: ScreenSpec) => {
  const part = `src/features/${s.domain}/${s.part}`;
  return {
    screen: `${part}/screens/${s.kebab}-screen.tsx`,
    hook: `${part}/hooks/use-${s.kebab}-state.ts`,
    api: `${part}/api/${s.kebab}.ts`,
    story: `stories/screens/${s.domain}/${s.part}/${s.kebab}-screen.stories.tsx`,
    test: `tests/unit/features/${s.domain}/${s.part}/${s.kebab}-state.test.ts`,
  };
};

export function routeEntry(s: ScreenSpec): string {
  return `{
    path: paths.${s.pathName}.pattern,
    meta: { title: ${q(s.title)}, isNav: true, deepth: ${s.deepth} },
    load: () => import('@/features/${s.domain}/${s.part}/screens/${s.kebab}-screen'),
  }`;
}

export function routeModule(s: ScreenSpec, exportName: string): string {
  return `/** ${pascal(s.domain)} › ${s.part} screens. Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const ${exportName}: readonly ScreenRoute[] = [
  ${routeEntry(s)},
];
`;
}

export const pathEntry = (s: ScreenSpec) =>
  `  /** ${s.title}. */\n  ${s.pathName}: appPath(${q(s.route)})`;

export function screen(s: ScreenSpec): string {
  return `/** ${s.route}: ${s.title}. */
import { LoadFailed, Loading } from '@/components/load-state';
import { MenuList } from '@/components/menu-list';
import { use${s.name}State } from '../hooks/use-${s.kebab}-state';

export function ${s.name}Screen() {
  const state = use${s.name}State();
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'error') {
    return (
      <LoadFailed
        title={state.title}
        description={state.error.message}
        retrying={state.retrying}
        onRetry={state.retry}
      />
    );
  }
  const { view } = state;
  return <MenuList groups={[{ title: view.title, items: view.rows }]} />;
}

export default ${s.name}Screen;
`;
}

function stateTypes(s: ScreenSpec): string {
  return `const TITLE = ${q(s.title)};

export interface ${s.name}View {
  title: string;
  rows: readonly { label: string; value: string }[];
}

/** The screen's one state: its read on the way, failed (with a retry), or its view. */
export type ${s.name}State =
  | { kind: 'loading' }
  | { kind: 'error'; title: string; error: Error; retrying: boolean; retry: () => void }
  | { kind: 'loaded'; view: ${s.name}View };
`;
}

export function hook(s: ScreenSpec): string {
  if (!s.endpoint) {
    return `/**
 * ${s.title}: what the screen shows. It reads nothing yet, so its view is fixed; a read adds the
 * loading and failed states the screen already draws.
 */
${stateTypes(s)}
export function ${s.camel}View(): ${s.name}View {
  return { title: TITLE, rows: [] };
}

export function use${s.name}State(): ${s.name}State {
  return { kind: 'loaded', view: ${s.camel}View() };
}
`;
  }
  return `/** ${s.title}: the screen's read (${s.endpoint.group}.${s.endpoint.key}) as one state. */
import { loadStateMessages } from '@/components/load-state';
import { use${s.name} } from '../api/${s.kebab}';

${stateTypes(s)}
/** The answer's plain fields (text, numbers, yes or no) as rows, labelled by the field's name. */
export function ${s.camel}View(answer: unknown): ${s.name}View {
  const fields: [string, unknown][] =
    answer !== null && typeof answer === 'object' ? Object.entries(answer) : [['value', answer]];
  const plain = fields.filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return { title: TITLE, rows: plain.map(([label, value]) => ({ label, value: String(value) })) };
}

export function use${s.name}State(): ${s.name}State {
  const read = use${s.name}();
  if (read.isError) {
    return {
      kind: 'error',
      title: loadStateMessages.failed(TITLE),
      error: read.error,
      retrying: read.isFetching,
      retry: () => void read.refetch(),
    };
  }
  if (read.isPending) return { kind: 'loading' };
  return { kind: 'loaded', view: ${s.camel}View(read.data) };
}
`;
}

export function api(s: ScreenSpec & { endpoint: EndpointRef }): string {
  const { group, key, module } = s.endpoint;
  return `/**
 * ${s.title}'s read. The screen words its failure inline (with a retry), so the client does not
 * report it as well.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ${group} } from '@/lib/contract/${module}';
import { endpointQuery } from '@/lib/query/endpoint-query';

export function ${s.camel}QueryOptions() {
  return queryOptions(endpointQuery(${group}.${key}, {}, { ignoreErrors: true }));
}

export function use${s.name}() {
  return useQuery(${s.camel}QueryOptions());
}
`;
}

export function story(s: ScreenSpec): string {
  const names = params(s.route);
  const to = names.length
    ? `paths.${s.pathName}.to({ ${names.map((n) => `${n}: '1'`).join(', ')} })`
    : `paths.${s.pathName}.to()`;
  const ep = s.endpoint;
  const reads = ep
    ? `
const path = ${ep.group}.${ep.key}.path;

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(path)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('status', { name: '加载中' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path, state: 500, msg: '服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(${q(`${s.title}加载失败`)});
    await expect(alert).toHaveTextContent('服务繁忙');
  },
};
`
    : '';
  return `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ${s.name}Screen } from '@/features/${s.domain}/${s.part}/screens/${s.kebab}-screen';
${ep ? `import { ${ep.group} } from '@/lib/contract/${ep.module}';\n` : ''}import { paths } from '@/lib/routing/paths';
import { clearOverlays } from '../../../support/overlays';
${ep ? `import { neverAnswered } from '../../../support/sandbox';\n` : ''}

const meta = {
  title: 'Screens/${pascal(s.domain)}/${pascal(s.part)}/${s.name}',
  component: ${s.name}Screen,
  parameters: { route: ${to}, session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ${s.name}Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const heading = await body(canvasElement).findByRole(
      'heading',
      { name: ${q(s.title)} },
      { timeout: 10_000 },
    );
    await expect(heading).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe(${q(s.title)}));
  },
};
${reads}`;
}

export function unitTest(s: ScreenSpec): string {
  const hookPath = `@/features/${s.domain}/${s.part}/hooks/use-${s.kebab}-state`;
  const ep = s.endpoint;
  const imports = [
    `import { describe, expect, it } from 'vitest';`,
    `import { SCREEN_ROUTES } from '@/app/routes/all';`,
    ...(ep
      ? [
          `import { ${s.camel}QueryOptions } from '@/features/${s.domain}/${s.part}/api/${s.kebab}';`,
        ]
      : []),
    `import { ${s.camel}View } from '${hookPath}';`,
    ...(ep ? [`import { ${ep.group} } from '@/lib/contract/${ep.module}';`] : []),
    `import { paths } from '@/lib/routing/paths';`,
  ];
  const view = ep ? `${s.camel}View({})` : `${s.camel}View()`;
  const readTests = ep
    ? `
  it('keys its read by the endpoint and asks with an empty request', () => {
    expect(${s.camel}QueryOptions().queryKey).toEqual([${ep.group}.${ep.key}.path, {}]);
  });

  it('shows the plain fields of the answer as rows', () => {
    expect(${s.camel}View({ count: 2, name: '张三', paid: false, items: [] }).rows).toEqual([
      { label: 'count', value: '2' },
      { label: 'name', value: '张三' },
      { label: 'paid', value: 'false' },
    ]);
  });
`
    : '';
  return `${imports.join('\n')}

describe('${s.name} screen state', () => {
  it('is titled as its route in the route table', () => {
    const route = SCREEN_ROUTES.find((r) => r.path === paths.${s.pathName}.pattern);
    expect(route?.meta.title).toBe(${q(s.title)});
    expect(${view}.title).toBe(route?.meta.title);
  });
${readTests}});
`;
}
