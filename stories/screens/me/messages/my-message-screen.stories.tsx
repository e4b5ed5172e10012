import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MyMessageScreen } from '@/features/me/messages/screens/my-message-screen';
import { notice } from '@/lib/contract/me/messages';
import { expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { listStates } from '../../../support/list-states';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
const SLOW = { timeout: 15_000 };

const meta = {
  title: 'Screens/Me/Messages/MyMessage',
  component: MyMessageScreen,
  parameters: { route: '/i/message/mymessage', session: 'certifiedDriver' },
} satisfies Meta<typeof MyMessageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const pagePath = notice.getNotifyInfoByTitle.path;

const states = listStates({
  path: pagePath,
  region: '消息列表',
  errorMsg: '消息服务繁忙',
  loading: {
    faults: [neverAnswered(notice.findUnReadNum.path)],
    play: async (canvasElement) => {
      await expect(body(canvasElement).getByText('正在获取未读消息数')).toBeVisible();
    },
  },
  empty: {
    play: async (canvasElement) => {
      await expect(await body(canvasElement).findByText('暂无未读消息', {}, SLOW)).toBeVisible();
    },
  },
  error: {
    play: async (canvasElement) => {
      await expect(
        await body(canvasElement).findByText('您有 3 条未读消息', {}, SLOW),
      ).toBeVisible();
    },
  },
});

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

async function rows(canvasElement: HTMLElement) {
  const list = await body(canvasElement).findByRole('region', { name: '消息列表' }, SLOW);
  await within(list).findByText('没有更多数据了', {}, SLOW);
  return within(list).getAllByRole('link');
}

/** The certified driver: 5 notices, the 3 newest unread with a dot, the count above the list. */
export const UnreadAndRead: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('您有 3 条未读消息', {}, SLOW)).toBeVisible();
    const links = await rows(canvasElement);
    await expect(links).toHaveLength(5);
    // Each row is named by what it shows, the read state spelt out for screen readers.
    await expect(links[0]).toHaveAccessibleName(
      /^系统公告\s?，未读 2026-11-20 18:04:57 尊敬的司机师傅/,
    );
    await expect(links.map((l) => within(l).getByText(/^，(未读|已读)$/).textContent)).toEqual([
      '，未读',
      '，未读',
      '，未读',
      '，已读',
      '，已读',
    ]);
    await expect(screen.getAllByTestId('unread-dot')).toHaveLength(3);
    // The preview is the HTML's text, never its markup.
    await expect(links[0]!.textContent).not.toMatch(/<\w/);
    const [request] = await sentRequests('/getNotifyInfoByTitle');
    await expect(request?.body).toMatchObject({ pageIndex: 1, pageSize: 20 });
  },
};

export const Loading = states.loading;

/** A new driver has no notices. */
export const Empty = states.empty;

export const QueryError = states.error;

/** Opening an unread notice marks it read: back on the list its dot is gone and the count drops. */
export const ReadingMarksRead: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const [first] = await rows(canvasElement);
    await userEvent.click(first!);
    await expectPath('/i/message/detail');
    await expect(
      await screen.findByRole('heading', { level: 1, name: '系统公告' }, SLOW),
    ).toBeVisible();
    await waitFor(async () => expect(await sentRequests('/updateReadStatus')).toHaveLength(1));
    // The app's own back arrow: window.history would leave the story's memory router (and the page).
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expectPath('/i/message/mymessage');
    await expect(await screen.findByText('您有 2 条未读消息', {}, SLOW)).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('unread-dot')).toHaveLength(2));
  },
};

export const ErrorThenRetry: Story = {
  parameters: {
    sandbox: { faults: [{ path: pagePath, state: 500, msg: '消息服务繁忙', times: 1 }] },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '重试' }, SLOW));
    await expect(await rows(canvasElement)).toHaveLength(5);
  },
};
