import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { config } from '@/config';
import CustomerServiceScreen from '@/features/home/customer-service/screens/customer-service-screen';
import { clearOverlays } from '../../../support/overlays';

/** The first look waits for the whole app to boot and the widget to load, slow on a busy machine. */
const SLOW = { timeout: 15_000 };
const GREETING = '您好，这里是司机客服，请问有什么可以帮您？';

async function chat(path: string, body: unknown): Promise<void> {
  const res = await fetch(`/__sandbox/chat/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox chat/${path} answered ${res.status}`);
}

/** Each story loads the script afresh: the page keeps the vendor's global between stories. */
async function forgetWidget(): Promise<void> {
  await clearOverlays();
  delete window.DriverKefu;
  document.querySelectorAll('script[data-kefu]').forEach((s) => s.remove());
}

const meta = {
  title: 'Screens/Home/CustomerService/CustomerService',
  component: CustomerServiceScreen,
  parameters: { route: '/contract/customH5', session: 'certifiedDriver' },
  beforeEach: forgetWidget,
} satisfies Meta<typeof CustomerServiceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (el: HTMLElement) => within(el.ownerDocument.body);

/** The widget mounted under the nav bar: the agent 小安 greets the driver. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const log = await screen.findByRole('log', { name: '客服消息' }, SLOW);
    await expect(await within(log).findByText(GREETING, {}, SLOW)).toBeVisible();
    await expect(screen.getByText('小安')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: '输入消息' })).toBeVisible();
    await expect(screen.queryByText('正在连接客服…')).toBeNull();
  },
};

/** The vendor's script is slow: 正在连接客服… until it arrives. */
export const Connecting: Story = {
  tags: ['state'],
  beforeEach: async () => {
    await forgetWidget();
    await chat('delay', { ms: 60_000 });
    // The held request must not stand in for the next stories' loads of the same URL.
    const url = config.customerServiceUrl;
    config.customerServiceUrl = `${url}?held=1`;
    return () => {
      config.customerServiceUrl = url;
    };
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('正在连接客服…', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('status', { name: '正在连接客服…' })).toBeVisible();
    await expect(screen.queryByRole('log', { name: '客服消息' })).toBeNull();
  },
};

/** The vendor is down (widget.js 503): 客服暂时无法连接, 重试 and the hotline. */
export const ServiceDown: Story = {
  tags: ['state'],
  beforeEach: async () => {
    await forgetWidget();
    await chat('availability', { online: false });
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('客服暂时无法连接', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
    const hotline = screen.getByRole('link', { name: /拨打客服电话/ });
    await expect(hotline).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  },
};

/** The driver asks about a withdrawal and sees it sent, then the agent's auto-reply. */
export const SendAndAutoReply: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const log = await screen.findByRole('log', { name: '客服消息' }, SLOW);
    await within(log).findByText(GREETING, {}, SLOW);
    const box = screen.getByRole('textbox', { name: '输入消息' });
    await userEvent.type(box, '提现多久到账');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await expect(await within(log).findByText('提现多久到账', {}, SLOW)).toBeVisible();
    await expect(
      await within(log).findByText(/提现申请一般1个工作日内审核/, {}, SLOW),
    ).toBeVisible();
    await expect(box).toHaveValue('');
    // The agent answered, so the driver's message shows as read.
    await waitFor(() => expect(within(log).getByText(/已读/)).toBeVisible(), SLOW);
  },
};

/** A reply typed by the agent in the 客服 panel reaches the open chat by polling. */
export const AgentReplyArrives: Story = {
  beforeEach: async () => {
    await forgetWidget();
    await chat('auto-reply', { autoReply: false });
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const log = await screen.findByRole('log', { name: '客服消息' }, SLOW);
    await within(log).findByText(GREETING, {}, SLOW);
    await userEvent.type(screen.getByRole('textbox', { name: '输入消息' }), '回单怎么上传');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await within(log).findByText('回单怎么上传', {}, SLOW);
    await expect(within(log).queryByText(/回单请在运单详情中拍照上传/)).toBeNull();
    const list = (await (await fetch('/__sandbox/chat/conversations')).json()) as {
      id: string;
    }[];
    await chat('reply', { conversationId: list[0]!.id, text: '请在运单详情里上传回单照片' });
    await expect(
      await within(log).findByText('请在运单详情里上传回单照片', {}, SLOW),
    ).toBeVisible();
  },
};

/** 重试 after the vendor is back loads the script again and the chat opens. */
export const RetryAfterServiceReturns: Story = {
  beforeEach: async () => {
    await forgetWidget();
    await chat('availability', { online: false });
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await screen.findByText('客服暂时无法连接', {}, SLOW);
    await chat('availability', { online: true });
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    const log = await screen.findByRole('log', { name: '客服消息' }, SLOW);
    await expect(await within(log).findByText(GREETING, {}, SLOW)).toBeVisible();
    await expect(screen.queryByText('客服暂时无法连接')).toBeNull();
  },
};
