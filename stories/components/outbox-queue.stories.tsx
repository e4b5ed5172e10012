import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OutboxBadge, OutboxQueue } from '@/components/outbox';
import type { OutboxFile, OutboxItem } from '@/lib/outbox/types';

/** A 1×1 blue PNG: the kept photo's thumbnail. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPj/HwAFgwJ/lS0pVQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const photoFile = (quality: OutboxFile['quality'] = 'original') => ({
  quality,
  blob: new Blob([PNG], { type: 'image/png' }),
  name: 'p.png',
  watermark: {
    uploaderName: '张师傅',
    uploaderPhone: '138****0001',
    locationText: '河北省唐山市丰南区',
    takenAt: Date.UTC(2026, 10, 25, 0, 30),
  },
});

let seq = 0;
function item(kind: string, status: OutboxItem['status'], extra: Partial<OutboxItem> = {}) {
  seq += 1;
  return {
    id: `item-${seq}`,
    seq,
    idempotencyKey: `key-${seq}`,
    waybillId: 'WB0005',
    kind,
    request: { path: 'x', body: { step: 'load' } },
    files: kind === 'photo' && status !== 'sent' ? [photoFile()] : [],
    blocksOnReject: true,
    createdAt: Date.UTC(2026, 10, 25, 0, 30),
    status,
    attempts: status === 'waiting' ? 0 : 1,
    nextAttemptAt: null,
    lastError: null,
    rejectReason: null,
    ...extra,
  } satisfies OutboxItem;
}

const LABEL: Record<string, string> = { photo: '装货照片', load: '发车确认' };
const labelOf = (it: OutboxItem) => LABEL[it.kind] ?? it.kind;
/** 08:31:05 in the runner's own zone: the queue shows the phone's local time. */
const retryAt = new Date(2026, 10, 25, 8, 31, 5).getTime();

const meta = {
  title: 'Components/OutboxQueue',
  component: OutboxQueue,
  tags: ['autodocs'],
  args: {
    items: [],
    waiting: 0,
    labelOf,
    onRetryNow: fn(),
    onRetake: fn(),
    onDiscard: fn(),
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
A waybill's offline outbox (issue 13 §4): "N 项待上传", each item with its state — 待上传, 上传中,
重试中（next try）, 已拒绝 with the server's reason, 已上传 — a 立即重试 button while something waits,
and 重拍 / 删除 for a refused item. A photo the app could give only as its native preview (an app
without \`readFile\`, or a failed read) says 预览画质 beside its label. Presentational: the items come from \`useWaybillOutbox\`
(\`src/hooks/use-outbox.ts\`). \`OutboxBadge\` is the compact count for list cards.
`,
      },
    },
  },
} satisfies Meta<typeof OutboxQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  tags: ['state'],
  args: {
    items: [item('photo', 'waiting'), item('photo', 'waiting'), item('load', 'waiting')],
    waiting: 3,
  },
  play: async ({ canvasElement, args }) => {
    const queue = within(canvasElement);
    await expect(queue.getByRole('heading', { name: '3 项待上传' })).toBeVisible();
    await expect(queue.getAllByRole('listitem', { name: /^装货照片 待上传$/ })).toHaveLength(2);
    await expect(queue.getByRole('listitem', { name: '发车确认 待上传' })).toBeVisible();
    await userEvent.click(queue.getByRole('button', { name: '立即重试' }));
    await expect(args.onRetryNow).toHaveBeenCalledTimes(1);
  },
};

export const SendingAndRetrying: Story = {
  tags: ['state'],
  args: {
    items: [
      item('photo', 'sent'),
      item('photo', 'sending'),
      item('load', 'failed-retrying', { nextAttemptAt: retryAt, lastError: '网络连接失败' }),
    ],
    waiting: 2,
  },
  play: async ({ canvasElement }) => {
    const queue = within(canvasElement);
    await expect(queue.getByRole('heading', { name: '2 项待上传' })).toBeVisible();
    await expect(queue.getByRole('listitem', { name: '装货照片 已上传' })).toBeVisible();
    await expect(queue.getByRole('listitem', { name: '装货照片 上传中' })).toBeVisible();
    await expect(
      queue.getByRole('listitem', { name: '发车确认 重试中（08:31:05）' }),
    ).toBeVisible();
  },
};

export const Rejected: Story = {
  tags: ['state'],
  args: {
    items: [
      item('photo', 'rejected', { rejectReason: '照片不清晰，请重新拍摄' }),
      item('load', 'waiting'),
    ],
    waiting: 1,
  },
  play: async ({ canvasElement, args }) => {
    const queue = within(canvasElement);
    await expect(queue.getByText('1 项已拒绝')).toBeVisible();
    const refused = queue.getByRole('listitem', { name: '装货照片 已拒绝' });
    await expect(within(refused).getByRole('alert')).toHaveTextContent('照片不清晰，请重新拍摄');
    await userEvent.click(within(refused).getByRole('button', { name: '重拍' }));
    await expect(args.onRetake).toHaveBeenCalledWith(
      expect.objectContaining({ id: args.items[0]!.id }),
    );
    await userEvent.click(within(refused).getByRole('button', { name: '删除' }));
    await expect(args.onDiscard).toHaveBeenCalledWith(
      expect.objectContaining({ id: args.items[0]!.id }),
    );
    // A refused confirmation can only be removed: there is nothing to retake.
    await expect(
      within(queue.getByRole('listitem', { name: '发车确认 待上传' })).queryByRole('button'),
    ).toBeNull();
  },
};

/** An older app without `readFile`: the second photo is kept as its preview, and says so. */
export const PreviewOnly: Story = {
  tags: ['state'],
  args: {
    items: [
      item('photo', 'waiting'),
      item('photo', 'waiting', { files: [photoFile('preview')] }),
      item('load', 'waiting'),
    ],
    waiting: 3,
  },
  play: async ({ canvasElement }) => {
    const queue = within(canvasElement);
    const kept = queue.getByRole('listitem', { name: '装货照片 待上传 预览画质' });
    await expect(within(kept).getByText('预览画质')).toBeVisible();
    await expect(queue.getAllByText('预览画质')).toHaveLength(1);
    await expect(queue.getByRole('listitem', { name: '装货照片 待上传' })).toBeVisible();
  },
};

export const AllSent: Story = {
  tags: ['state'],
  args: { items: [item('photo', 'sent'), item('load', 'sent')], waiting: 0 },
  play: async ({ canvasElement }) => {
    const queue = within(canvasElement);
    await expect(queue.getByRole('heading', { name: '已全部上传' })).toBeVisible();
    await expect(queue.getAllByText('已上传')).toHaveLength(2);
    await expect(queue.queryByRole('button', { name: '立即重试' })).toBeNull();
  },
};

export const Badge: StoryObj<typeof OutboxBadge> = {
  tags: ['state'],
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <OutboxBadge waiting={3} rejected={0} />
      <OutboxBadge waiting={1} rejected={1} />
      <OutboxBadge waiting={0} rejected={0} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getAllByRole('status');
    await expect(badges.map((b) => b.textContent)).toEqual([
      '3 项待上传',
      '1 项待上传 · 1 项已拒绝',
    ]);
  },
};
