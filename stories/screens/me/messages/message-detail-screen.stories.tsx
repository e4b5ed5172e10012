import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessageDetailScreen } from '@/features/me/messages/screens/message-detail-screen';
import { notice } from '@/lib/contract/me/messages';
import { expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
const SLOW = { timeout: 15_000 };

// The certified driver's newest notice (unread in the seed) and an older, read one.
const UNREAD = '/i/message/detail?title=%E7%B3%BB%E7%BB%9F%E5%85%AC%E5%91%8A';
const READ = '/i/message/detail?title=%E6%B4%BB%E5%8A%A8%E9%80%9A%E7%9F%A5';

const meta = {
  title: 'Screens/Me/Messages/MessageDetail',
  component: MessageDetailScreen,
  parameters: { route: UNREAD, session: 'certifiedDriver' },
} satisfies Meta<typeof MessageDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = notice.getNotifyInfoByTitle.path;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** An unread notice: its HTML drawn (bold, list), and it is marked read on opening. */
export const UnreadOpened: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const article = await screen.findByRole('article', {}, SLOW);
    await expect(within(article).getByRole('heading', { name: '系统公告' })).toBeVisible();
    await expect(within(article).getByText('本周六 00:00-02:00').tagName).toBe('STRONG');
    await expect(within(article).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(async () => {
      const [marked] = await sentRequests('/updateReadStatus');
      await expect(String((marked?.body as { id?: string } | undefined)?.id)).toMatch(/^N/);
    });
    const [asked] = await sentRequests('/getNotifyInfoByTitle');
    await expect(asked?.body).toMatchObject({ title: '系统公告' });
  },
};

/** A notice read before: shown, and nothing is sent to mark it again. */
export const AlreadyRead: Story = {
  tags: ['state'],
  parameters: { route: READ },
  play: async ({ canvasElement }) => {
    const article = await body(canvasElement).findByRole('article', {}, SLOW);
    await expect(within(article).getByRole('heading', { name: '活动通知' })).toBeVisible();
    await expect(within(article).getAllByRole('listitem')).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(await sentRequests('/updateReadStatus')).toHaveLength(0);
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(path)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('status', { name: '加载中…' }, SLOW),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path, state: 500, msg: '消息服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('消息加载失败');
    await expect(alert).toHaveTextContent('消息服务繁忙');
    // The server's failure, not the network's: the way back and 联系客服, no 重试.
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回消息列表' })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: '联系客服' })).toBeVisible();
  },
};

/** A link to a notice that no longer exists (or someone else's): said plainly, with a way back. */
export const NotFound: Story = {
  tags: ['state'],
  parameters: { route: '/i/message/detail?title=%E4%B8%8D%E5%AD%98%E5%9C%A8' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('该消息不存在或已删除', {}, SLOW)).toBeVisible();
  },
};

/** A message that is gone: 返回消息列表 goes back to the list. */
export const NotFoundBackToList: Story = {
  parameters: { route: '/i/message/detail?title=%E4%B8%8D%E5%AD%98%E5%9C%A8' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('该消息不存在或已删除', {}, SLOW)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '返回消息列表' }));
    await expectPath('/i/message/mymessage');
  },
};
