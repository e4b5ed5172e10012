/**
 * The three state stories every list screen has — its list call held (loading), a driver with
 * nothing to list (empty), the call failing (error) — written once. Each is tagged `state` and
 * ends in its look inside the list's region (PagedList/List: `role="region"` named by `label`):
 *
 * ```tsx
 * const states = listStates({ path: listPath, region: '投诉列表', errorMsg: '投诉服务繁忙' });
 * export const Loading = states.loading;
 * export const Empty = states.empty;
 * export const QueryError = states.error;
 * ```
 *
 * A screen that shows more in a state adds it (`loading: { faults, play }`); the export names stay
 * the screen's own, so story ids and baselines do not change. A list with state tabs adds one
 * tab's story (`export const Refused = states.tab({ name: '已拒绝', row: 'WT202600000001',
 * state: 'refused' })`), and its own stories read the rows with `states.rows`.
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { neverAnswered, sentRequests, type SandboxFault } from './sandbox';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
const SLOW = { timeout: 15_000 };

type Story = StoryObj;

/** What one screen adds to a standard state. */
export interface ListStateExtra {
  /** Over the standard parameters (e.g. `{ session: 'captain' }` for the empty list). */
  parameters?: Record<string, unknown>;
  /** Further faults besides the standard one (another call held while loading). */
  faults?: SandboxFault[];
  beforeEach?: Story['beforeEach'];
  /** More checks, after the standard ones. */
  play?: (canvasElement: HTMLElement, region: HTMLElement) => Promise<void>;
}

export interface ListStatesOptions {
  /** The list call: held for `loading`, failed with a 500 for `error`. */
  path: string;
  /** The accessible name of the list's region. */
  region: string;
  /** The server's words on the 500: the list says 查询出错 instead, with no toast of them. */
  errorMsg: string;
  /** Parameters of all three (e.g. a route with a query). */
  parameters?: Record<string, unknown>;
  /** What to wait for before the list (the screen's own first look). */
  ready?: (canvasElement: HTMLElement) => Promise<unknown>;
  loading?: ListStateExtra;
  /** Default: a new driver, who has nothing to list. */
  empty?: ListStateExtra;
  error?: ListStateExtra;
}

/** One state's tab: tapped, the list asks for that state only and shows its one row. */
export interface ListTab {
  /** The tab's name. */
  name: string;
  /** Text of the one row the tab shows. */
  row: string;
  /** The `state` the list call asks for. */
  state: string;
}

export interface ListStates {
  loading: Story;
  empty: Story;
  error: Story;
  /** The story of one state's tab, tagged `state`. */
  tab: (tab: ListTab) => Story;
  /** The list's rows (links) once all are in (没有更多数据了). */
  rows: (canvasElement: HTMLElement) => Promise<HTMLElement[]>;
}

export function listStates(options: ListStatesOptions): ListStates {
  const { path, errorMsg, ready } = options;

  async function region(canvasElement: HTMLElement): Promise<HTMLElement> {
    await ready?.(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    return body.findByRole('region', { name: options.region }, SLOW);
  }

  function story(
    extra: ListStateExtra | undefined,
    standard: { parameters?: Record<string, unknown>; fault?: SandboxFault },
    check: (canvasElement: HTMLElement, list: HTMLElement) => Promise<void>,
  ): Story {
    const faults = [...(standard.fault ? [standard.fault] : []), ...(extra?.faults ?? [])];
    return {
      tags: ['state'],
      parameters: {
        ...options.parameters,
        ...standard.parameters,
        ...extra?.parameters,
        ...(faults.length > 0 ? { sandbox: { faults } } : {}),
      },
      ...(extra?.beforeEach ? { beforeEach: extra.beforeEach } : {}),
      play: async ({ canvasElement }) => {
        const list = await region(canvasElement);
        await check(canvasElement, list);
        await extra?.play?.(canvasElement, list);
      },
    };
  }

  async function rows(canvasElement: HTMLElement): Promise<HTMLElement[]> {
    const body = within(canvasElement.ownerDocument.body);
    const list = await body.findByRole('region', { name: options.region }, SLOW);
    await within(list).findByText('没有更多数据了', {}, SLOW);
    return within(list).getAllByRole('link');
  }

  function tab({ name, row, state }: ListTab): Story {
    return {
      tags: ['state'],
      ...(options.parameters ? { parameters: options.parameters } : {}),
      play: async ({ canvasElement }) => {
        await rows(canvasElement);
        const body = within(canvasElement.ownerDocument.body);
        await userEvent.click(body.getByRole('tab', { name }));
        await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(1), SLOW);
        await expect((await rows(canvasElement))[0]).toHaveTextContent(row);
        const asked = (await sentRequests(path)).map((r) => r.body);
        await expect(asked).toContainEqual({ pageIndex: 1, pageSize: 20, state });
      },
    };
  }

  return {
    rows,
    tab,
    loading: story(options.loading, { fault: neverAnswered(path) }, async (_, list) => {
      await expect(await within(list).findByRole('status', {}, SLOW)).toHaveTextContent('加载中');
      await expect(list).toHaveAttribute('aria-busy', 'true');
    }),
    empty: story(options.empty, { parameters: { session: 'newDriver' } }, async (_, list) => {
      await expect(await within(list).findByText('暂无数据', {}, SLOW)).toBeVisible();
    }),
    error: story(
      options.error,
      { fault: { path, state: 500, msg: errorMsg } },
      async (canvasElement, list) => {
        const alert = await within(list).findByRole('alert', {}, SLOW);
        await expect(alert).toHaveTextContent('查询出错');
        await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
        // Shown inline only: no toast on top of it.
        const body = within(canvasElement.ownerDocument.body);
        await expect(body.queryByText(errorMsg)).toBeNull();
      },
    ),
  };
}
