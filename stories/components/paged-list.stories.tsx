import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  LIST_PAGE_SIZE,
  PagedList,
  type PagedListHandle,
  type PagedListProps,
} from '@/components/paged-list';
import { createPageServer, renderWaybill, type Waybill } from './list-fakes';
import { pullDown, scrollToEnd, scrollToTop, watchFor } from './list-gestures';

type PageServer = ReturnType<typeof createPageServer>;
interface LoadedData {
  server: PageServer;
}

const ROW_HEIGHT = 64;

/** The story's own refresh button drives the `refresh()` handle, as a screen's toolbar would. */
function PagedListWithRefresh(props: PagedListProps<Waybill>) {
  const ref = useRef<PagedListHandle>(null);
  return (
    <div>
      <button type="button" style={{ minHeight: 44 }} onClick={() => void ref.current?.refresh()}>
        刷新列表
      </button>
      <PagedList {...props} ref={ref} />
    </div>
  );
}

const meta = {
  title: 'Components/PagedList',
  component: PagedList<Waybill>,
  tags: ['autodocs'],
  args: {
    load: createPageServer({ total: 45, auto: true }).load,
    renderItem: renderWaybill,
    itemHeight: ROW_HEIGHT,
    itemKey: (item: Waybill) => item.id,
    height: 560,
    label: '运单列表',
  },
  loaders: [() => ({ server: createPageServer({ total: 45, auto: true }) })],
  render: (args, { loaded }) => (
    <PagedListWithRefresh {...args} load={(loaded as LoadedData).server.load} />
  ),
  parameters: {
    docs: {
      description: {
        component: `
A paged list with infinite scroll, pull-to-refresh and the list states of §4, virtualized with
@tanstack/react-virtual (only the rows in view are in the DOM, so 2,000 rows stay smooth).

- \`load({ pageIndex, pageSize, signal })\` returns \`{ rows, total }\` — the HTTP client's paging
  shape. Pass \`signal\` on to \`http.call(…, { signal })\`: a superseded request is aborted, and its
  cancellation (or a late answer) is ignored — no 查询出错, no flicker.
- \`pageIndex\` starts at 0 and is incremented before each request: the first request asks page 1.
  Page size is 20 (§9). A failed page is asked again by the retry button, never skipped.
- States: loading spinner → rows; 暂无数据 when empty; 没有更多数据了 after the last page (total
  reached, or a short page); 查询出错 with the error image and a 重试 button.
- Pull-to-refresh (or \`ref.current.refresh()\`) reloads page 1 and replaces the rows.
  A new \`load\` (say, a filter changed) is used from the next request: call \`refresh()\`, or give
  the list a new \`key\`, to start over from page 1.
- Give it a height: \`height\` (e.g. \`calc(100dvh - var(--app-nav-height))\`) or a sized parent.
  \`itemHeight\` is an estimate; rows are measured once drawn. Pass \`itemKey\` when rows have ids.
`,
      },
    },
  },
} satisfies Meta<typeof PagedList<Waybill>>;
export default meta;
type Story = StoryObj<typeof meta>;

function serverOf(loaded: unknown): PageServer {
  return (loaded as LoadedData).server;
}

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: '运单列表' });
  return { canvas, region };
}

/** Scrolls down page after page until the list says there is no more, and stays at the end. */
/** The first page's request fails: the list shows 查询出错; returns that alert. */
async function failFirstPage(canvasElement: HTMLElement, server: PageServer): Promise<HTMLElement> {
  await waitFor(() => expect(server.requests).toHaveLength(1));
  server.requests[0]!.fail();
  const alert = await parts(canvasElement).canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('查询出错');
  return alert;
}

async function scrollThroughEverything(region: HTMLElement): Promise<void> {
  await waitFor(async () => {
    await scrollToEnd(region);
    await expect(within(region).getByText('没有更多数据了')).toBeInTheDocument();
  });
  // The last page made the list longer after the last flick.
  await scrollToEnd(region);
}

function drawnRows(region: HTMLElement): HTMLElement[] {
  return within(region).queryAllByRole('listitem');
}

export const Loading: Story = {
  tags: ['state'],
  loaders: [() => ({ server: createPageServer({ total: 45 }) })],
  play: async ({ canvasElement, loaded }) => {
    const server = serverOf(loaded);
    const { canvas, region } = parts(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('加载中');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(server.pageIndexes()).toEqual([1]));
    await expect(server.requests[0]!.pageSize).toBe(LIST_PAGE_SIZE);
  },
};

export const FirstPage: Story = {
  tags: ['state'],
  play: async ({ canvasElement, loaded }) => {
    const server = serverOf(loaded);
    const { canvas, region } = parts(canvasElement);
    await canvas.findByText('沪A10000');
    await expect(canvas.getByText('运单 1：上海 → 苏州')).toBeVisible();
    // Only one page was asked for, and only the rows in view are drawn.
    await expect(server.pageIndexes()[0]).toBe(1);
    await expect(drawnRows(region).length).toBeLessThan(LIST_PAGE_SIZE);
    await expect(drawnRows(region)[0]).toHaveAttribute('aria-setsize', '45');
  },
};

export const Empty: Story = {
  tags: ['state'],
  loaders: [() => ({ server: createPageServer({ total: 0, auto: true }) })],
  play: async ({ canvasElement, loaded }) => {
    const { canvas, region } = parts(canvasElement);
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByText('没有更多数据了')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expect(serverOf(loaded).pageIndexes()).toEqual([1]);
  },
};

export const EndOfList: Story = {
  tags: ['state'],
  play: async ({ canvasElement, loaded }) => {
    const server = serverOf(loaded);
    const { canvas, region } = parts(canvasElement);
    await canvas.findByText('沪A10000');
    // The driver scrolls down until the list says there is nothing more.
    await scrollThroughEverything(region);
    await expect(canvas.getByText('没有更多数据了')).toBeVisible();
    await expect(canvas.getByText('沪A10044')).toBeVisible();
    await expect(server.pageIndexes()).toEqual([1, 2, 3]);
    // At the end nothing more is asked, however far the driver scrolls.
    await scrollToEnd(region);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(server.pageIndexes()).toEqual([1, 2, 3]);
  },
};

export const LoadError: Story = {
  tags: ['state'],
  loaders: [() => ({ server: createPageServer({ total: 45 }) })],
  play: async ({ canvasElement, loaded }) => {
    const alert = await failFirstPage(canvasElement, serverOf(loaded));
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  loaders: [() => ({ server: createPageServer({ total: 45 }) })],
  play: async ({ canvasElement, loaded }) => {
    const server = serverOf(loaded);
    const { canvas } = parts(canvasElement);
    const alert = await failFirstPage(canvasElement, server);
    await expect(alert.querySelector('svg')).not.toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(await canvas.findByText('加载中')).toBeVisible();
    await waitFor(() => expect(server.requests).toHaveLength(2));
    server.requests[1]!.respond();
    await expect(await canvas.findByText('沪A10000')).toBeVisible();
    await expect(canvas.queryByText('查询出错')).toBeNull();
    await expect(server.pageIndexes()).toEqual([1, 1]);
  },
};

export const NextPageErrorThenRetry: Story = {
  loaders: [() => ({ server: createPageServer({ total: 45 }) })],
  play: async ({ canvasElement, loaded }) => {
    const server = serverOf(loaded);
    const { canvas, region } = parts(canvasElement);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.requests[0]!.respond();
    await canvas.findByText('沪A10000');
    await scrollToEnd(region);
    await waitFor(() => expect(server.requests).toHaveLength(2));
    server.requests[1]!.fail();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('查询出错');
    // The rows already loaded stay; paging stops until the driver retries.
    await expect(canvas.getByRole('list')).toBeInTheDocument();
    await scrollToEnd(region);
    await expect(server.requests).toHaveLength(2);
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(server.requests).toHaveLength(3));
    server.requests[2]!.respond();
    await waitFor(async () => {
      await scrollToEnd(region);
      await expect(canvas.getByText('沪A10039')).toBeVisible();
    });
    // Page 2 again, not page 3: a failed page is never skipped.
    await expect(server.pageIndexes().slice(0, 3)).toEqual([1, 2, 2]);
  },
};

export const PullToRefreshResetsToPageOne: Story = {
  loaders: [() => ({ server: createPageServer({ total: 60, auto: true }) })],
  play: async ({ canvasElement, loaded }) => {
    const server = serverOf(loaded);
    const { canvas, region } = parts(canvasElement);
    await canvas.findByText('沪A10000');
    await scrollToEnd(region);
    await waitFor(() => expect(server.pageIndexes()).toEqual([1, 2]));
    await scrollToTop(region);
    await pullDown(canvas.getByText('沪A10000'));
    // Page 1 again, and its rows replace the old ones.
    await expect(await canvas.findByText('第2次 运单 1：上海 → 苏州')).toBeVisible();
    await expect(canvas.queryByText('运单 1：上海 → 苏州')).toBeNull();
    await expect(server.pageIndexes()).toEqual([1, 2, 1]);
    await expect(await canvas.findByText('刷新成功')).toBeInTheDocument();
    // Paging goes on from page 2 of the fresh list.
    await scrollThroughEverything(region);
    await expect(server.pageIndexes()).toEqual([1, 2, 1, 2, 3]);
    await expect(canvas.getByText('第2次 运单 60：南京 → 杭州')).toBeVisible();
  },
};

export const CancelledRequestIsIgnored: Story = {
  loaders: [() => ({ server: createPageServer({ total: 60 }) })],
  play: async ({ canvasElement, loaded }) => {
    const server = serverOf(loaded);
    const { canvas, region } = parts(canvasElement);
    const error = watchFor('查询出错');
    try {
      // The first request is cancelled elsewhere (http.cancel): no error, the list asks again.
      await waitFor(() => expect(server.requests).toHaveLength(1));
      server.requests[0]!.cancel();
      await waitFor(() => expect(server.requests).toHaveLength(2));
      await expect(canvas.getByText('加载中')).toBeVisible();
      server.requests[1]!.respond();
      await canvas.findByText('沪A10000');

      // Page 2 is on its way when the driver refreshes: page 2 is aborted and its late answer dropped.
      await scrollToEnd(region);
      await waitFor(() => expect(server.requests).toHaveLength(3));
      const pageTwo = server.requests[2]!;
      await userEvent.click(canvas.getByRole('button', { name: '刷新列表' }));
      await waitFor(() => expect(server.requests).toHaveLength(4));
      await expect(pageTwo.signal.aborted).toBe(true);
      pageTwo.respond();
      server.requests[3]!.respond();
      // Round 3 of page 1: the cancelled first request counted as round 1.
      await expect(await canvas.findByText('第3次 运单 1：上海 → 苏州')).toBeInTheDocument();
      await expect(canvas.queryByText('沪A10020')).toBeNull();
      // The list may still be scrolled to its end after the refresh and then asks for page 2 again.
      await expect(server.pageIndexes().slice(0, 4)).toEqual([1, 1, 2, 1]);
      await expect(error.seen()).toBe(false);
    } finally {
      error.stop();
    }
  },
};

export const TwoThousandRowsStayVirtualized: Story = {
  loaders: [() => ({ server: createPageServer({ total: 2000, auto: true }) })],
  play: async ({ canvasElement, loaded }) => {
    const server = serverOf(loaded);
    const { canvas, region } = parts(canvasElement);
    await canvas.findByText('沪A10000');
    let most = 0;
    for (let page = 1; page <= 100 && !canvas.queryByText('没有更多数据了'); page += 1) {
      await scrollToEnd(region);
      await waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(page));
      most = Math.max(most, drawnRows(region).length);
    }
    await scrollThroughEverything(region);
    await expect(server.pageIndexes()).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const rows = drawnRows(region);
    await expect(rows.at(-1)).toHaveAttribute('aria-posinset', '2000');
    await expect(rows.at(-1)).toHaveAttribute('aria-setsize', '2000');
    await expect(canvas.getByText('沪A11999')).toBeVisible();
    // A phone screen of 64-px rows plus overscan, never thousands.
    await expect(Math.max(most, rows.length)).toBeLessThanOrEqual(30);
    // Back to the middle: still only a screenful.
    region.scrollTop = 1000 * ROW_HEIGHT;
    await waitFor(() => expect(canvas.getByText('沪A11000')).toBeInTheDocument());
    await expect(drawnRows(region).length).toBeLessThanOrEqual(30);
  },
};
