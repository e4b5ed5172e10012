import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { List, type ListHandle, type ListProps } from '@/components/list';
import { createListServer, renderWaybill, type Waybill } from './list-fakes';
import { pullDown, scrollToEnd, watchFor } from './list-gestures';

type ListServer = ReturnType<typeof createListServer>;
interface LoadedData {
  server: ListServer;
}

const ROW_HEIGHT = 64;

function ListWithRefresh(props: ListProps<Waybill>) {
  const ref = useRef<ListHandle>(null);
  return (
    <div>
      <button type="button" style={{ minHeight: 44 }} onClick={() => void ref.current?.refresh()}>
        刷新列表
      </button>
      <List {...props} ref={ref} />
    </div>
  );
}

const meta = {
  title: 'Components/List',
  component: List<Waybill>,
  tags: ['autodocs'],
  args: {
    load: createListServer({ total: 12, auto: true }).load,
    renderItem: renderWaybill,
    itemHeight: ROW_HEIGHT,
    itemKey: (item: Waybill) => item.id,
    height: 560,
    label: '车辆列表',
  },
  loaders: [() => ({ server: createListServer({ total: 12, auto: true }) })],
  render: (args, { loaded }) => (
    <ListWithRefresh {...args} load={(loaded as LoadedData).server.load} />
  ),
  parameters: {
    docs: {
      description: {
        component: `
The non-paged list: one \`load(signal)\` returns every row. Same states as PagedList (§4): loading
spinner, 暂无数据 when empty, 查询出错 with the error image and a 重试 button; virtualized, so a long
list stays smooth.

- Pass \`signal\` to the HTTP call: a superseded load (refresh) is aborted, and a cancellation is
  ignored — no 查询出错.
- Pull-to-refresh, or \`ref.current.refresh()\`, loads again and replaces the rows. A failed reload
  keeps the old rows and shows 查询出错 with 重试 below them.
- Give it a height (\`height\` or a sized parent); \`itemHeight\` is an estimate.
`,
      },
    },
  },
} satisfies Meta<typeof List<Waybill>>;
export default meta;
type Story = StoryObj<typeof meta>;

function serverOf(loaded: unknown): ListServer {
  return (loaded as LoadedData).server;
}

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return { canvas, region: canvas.getByRole('region', { name: '车辆列表' }) };
}

// Its loading, rows, empty and error looks are PagedList's, pixel for pixel: screenshotted there.
export const Loading: Story = {
  loaders: [() => ({ server: createListServer({ total: 12 }) })],
  play: async ({ canvasElement, loaded }) => {
    const { canvas, region } = parts(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('加载中');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(serverOf(loaded).requests).toHaveLength(1);
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, region } = parts(canvasElement);
    await expect(await canvas.findByText('运单 1：上海 → 苏州')).toBeVisible();
    const rows = within(region).getAllByRole('listitem');
    await expect(rows[0]).toHaveAttribute('aria-setsize', '12');
    // No paging: no end-of-list footer.
    await expect(canvas.queryByText('没有更多数据了')).toBeNull();
  },
};

export const Empty: Story = {
  loaders: [() => ({ server: createListServer({ total: 0, auto: true }) })],
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const ErrorThenRetry: Story = {
  loaders: [() => ({ server: createListServer({ total: 12 }) })],
  play: async ({ canvasElement, loaded }) => {
    const server = serverOf(loaded);
    const { canvas } = parts(canvasElement);
    server.last().fail();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('查询出错');
    await expect(alert.querySelector('svg')).not.toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(server.requests).toHaveLength(2));
    await expect(canvas.getByText('加载中')).toBeVisible();
    server.last().respond();
    await expect(await canvas.findByText('第2次 运单 1：上海 → 苏州')).toBeVisible();
    await expect(canvas.queryByText('查询出错')).toBeNull();
  },
};

export const FailedReloadKeepsRows: Story = {
  loaders: [() => ({ server: createListServer({ total: 12 }) })],
  play: async ({ canvasElement, loaded }) => {
    const server = serverOf(loaded);
    const { canvas } = parts(canvasElement);
    server.last().respond();
    await canvas.findByText('运单 1：上海 → 苏州');
    await pullDown(canvas.getByText('运单 1：上海 → 苏州'));
    await waitFor(() => expect(server.requests).toHaveLength(2));
    server.last().fail();
    // The pull head and the footer both say so; the rows stay.
    await waitFor(() => expect(canvas.getAllByText('查询出错').length).toBeGreaterThanOrEqual(1));
    await expect(canvas.getByText('运单 1：上海 → 苏州')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(server.requests).toHaveLength(3));
    server.last().respond();
    await expect(await canvas.findByText('第3次 运单 1：上海 → 苏州')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

export const PullToRefreshReloads: Story = {
  play: async ({ canvasElement, loaded }) => {
    const server = serverOf(loaded);
    const { canvas } = parts(canvasElement);
    await pullDown(await canvas.findByText('运单 1：上海 → 苏州'));
    await expect(await canvas.findByText('第2次 运单 1：上海 → 苏州')).toBeVisible();
    await expect(canvas.queryByText('运单 1：上海 → 苏州')).toBeNull();
    await expect(server.requests).toHaveLength(2);
    await expect(await canvas.findByText('刷新成功')).toBeInTheDocument();
  },
};

export const CancelledRequestIsIgnored: Story = {
  loaders: [() => ({ server: createListServer({ total: 12 }) })],
  play: async ({ canvasElement, loaded }) => {
    const server = serverOf(loaded);
    const { canvas } = parts(canvasElement);
    const error = watchFor('查询出错');
    try {
      // Cancelled elsewhere (http.cancel): no error, still loading.
      server.last().cancel();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(canvas.getByText('加载中')).toBeVisible();
      // A refresh supersedes a load in flight: the old one is aborted and its late rows dropped.
      await userEvent.click(canvas.getByRole('button', { name: '刷新列表' }));
      await waitFor(() => expect(server.requests).toHaveLength(2));
      await userEvent.click(canvas.getByRole('button', { name: '刷新列表' }));
      await waitFor(() => expect(server.requests).toHaveLength(3));
      const superseded = server.requests[1]!;
      await expect(superseded.signal.aborted).toBe(true);
      server.last().respond();
      await expect(await canvas.findByText('第3次 运单 1：上海 → 苏州')).toBeVisible();
      superseded.respond();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(canvas.queryByText('第2次 运单 1：上海 → 苏州')).toBeNull();
      await expect(canvas.getByText('第3次 运单 1：上海 → 苏州')).toBeVisible();
      await expect(error.seen()).toBe(false);
    } finally {
      error.stop();
    }
  },
};

export const TwoThousandRowsStayVirtualized: Story = {
  loaders: [() => ({ server: createListServer({ total: 2000, auto: true }) })],
  play: async ({ canvasElement }) => {
    const { canvas, region } = parts(canvasElement);
    await canvas.findByText('沪A10000');
    const drawn = () => within(region).getAllByRole('listitem').length;
    await expect(drawn()).toBeLessThanOrEqual(30);
    for (const row of [250, 800, 1400]) {
      region.scrollTop = row * ROW_HEIGHT;
      await waitFor(() =>
        expect(canvas.getByText(`沪A1${String(row).padStart(4, '0')}`)).toBeVisible(),
      );
      await expect(drawn()).toBeLessThanOrEqual(30);
    }
    await scrollToEnd(region);
    await waitFor(() => expect(canvas.getByText('沪A11999')).toBeVisible());
    const rows = within(region).getAllByRole('listitem');
    await expect(rows.at(-1)).toHaveAttribute('aria-posinset', '2000');
    await expect(rows.length).toBeLessThanOrEqual(30);
  },
};
