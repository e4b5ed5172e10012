import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LoadEmpty, LoadFailed, Loading } from '@/components/load-state';

/** A read that fails twice and then works, the way a weak signal behaves. */
function FlakyRead() {
  const [tries, setTries] = useState(0);
  const [retrying, setRetrying] = useState(false);
  if (tries >= 2) return <p>协议正文</p>;
  return (
    <LoadFailed
      title="协议加载失败"
      description={tries === 0 ? '网络异常，请稍后重试' : '请求超时'}
      retrying={retrying}
      onRetry={() => {
        setRetrying(true);
        setTimeout(() => {
          setRetrying(false);
          setTries((n) => n + 1);
        }, 200);
      }}
    />
  );
}

const meta = {
  title: 'Components/LoadState',
  component: LoadFailed,
  tags: ['autodocs'],
  args: { title: '消息加载失败', description: '网络异常，请稍后重试', onRetry: () => {} },
  parameters: {
    docs: {
      description: {
        component: `
What a screen shows in place of its content while a read is on its way (\`Loading\`: a skeleton
the size of what comes, announced as loading), when it failed (\`LoadFailed\`: what failed in the
screen's words, why, and 重试 — spinning while the retry runs) and when it found nothing
(\`LoadEmpty\`: said plainly, with the way on as its child). \`failedReadProps(query)\` gives
LoadFailed a TanStack query's message, refetch and fetching state.
`,
      },
    },
  },
} satisfies Meta<typeof LoadFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('消息加载失败');
    await expect(alert).toHaveTextContent('网络异常，请稍后重试');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

export const Retrying: Story = {
  tags: ['state'],
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: '重试中' });
    await expect(retry).toHaveClass('adm-button-loading');
    await expect(retry).toBeDisabled();
  },
};

export const RetryUntilItWorks: Story = {
  render: () => <FlakyRead />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await canvas.findByText('请求超时')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await canvas.findByText('协议正文')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  tags: ['state'],
  render: () => (
    <LoadEmpty title="未找到该消息">
      <a href="#list">返回消息列表</a>
    </LoadEmpty>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('未找到该消息');
    await expect(canvas.getByRole('link', { name: '返回消息列表' })).toBeVisible();
  },
};

export const Skeleton: Story = {
  tags: ['state'],
  render: () => <Loading label="协议加载中" lines={8} withTitle />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '协议加载中' })).toBeVisible();
  },
};
