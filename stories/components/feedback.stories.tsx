import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd-mobile';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showAlert, showConfirm, showToast } from '@/components/feedback';

function FeedbackDemo() {
  return (
    <Space direction="vertical" block>
      <Button block onClick={() => showToast('发送成功', 2000, 'success')}>
        成功提示
      </Button>
      <Button block onClick={() => showToast('请输入正确的车牌号', 5000)}>
        错误提示（5 秒）
      </Button>
      <Button
        block
        onClick={() =>
          void showAlert({
            title: '登录过期',
            content: '您的账号已过期，请重新登录',
            confirmText: '确定',
          })
        }
      >
        提醒对话框
      </Button>
      <Button
        block
        onClick={() =>
          void showConfirm({
            title: '温馨提示',
            content: '确定要退出登录吗？',
            confirmText: '确定',
            cancelText: '取消',
          })
        }
      >
        确认对话框
      </Button>
    </Space>
  );
}

const meta = {
  title: 'Components/Feedback',
  component: FeedbackDemo,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
Toasts and dialogs for every screen: \`showToast(content, duration = 2000, icon?)\`,
\`showAlert(props)\`, \`showConfirm(props) → Promise<boolean>\`, \`clearDialogs()\`.
antd-mobile's Toast and Dialog are loaded on first use (they bring a spring-animation library the
first screen does not need); \`preloadFeedback()\` warms them up when the browser is idle. Error
toasts from the HTTP client last 5 s (§8). Texts come from each area's message catalogue.
`,
      },
    },
  },
} satisfies Meta<typeof FeedbackDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toast: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '错误提示（5 秒）' }));
    await expect(await body.findByText('请输入正确的车牌号')).toBeVisible();
  },
};

export const Alert: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '提醒对话框' }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByText('您的账号已过期，请重新登录')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '确认对话框' }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByText('确定要退出登录吗？')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
