import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlacklistScreen } from '@/features/me/service/screens/blacklist-screen';
import { blacklist } from '@/lib/contract/me/blacklist';
import { neverAnswered, sentRequests } from '../../../support/sandbox';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
const SLOW = { timeout: 15_000 };

const meta = {
  title: 'Screens/Me/Service/Blacklist',
  component: BlacklistScreen,
  parameters: { route: '/blacklist', session: 'certifiedDriver' },
} satisfies Meta<typeof BlacklistScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = blacklist.listPage.path;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Two records: a shipper that stops grabbing, a logistics enterprise that only warns. */
export const TwoRecords: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const list = await screen.findByRole('region', { name: '黑名单列表' }, SLOW);
    await expect(await within(list).findByText('没有更多数据了', {}, SLOW)).toBeVisible();
    const blocking = within(list).getByRole('article', { name: '安徽恒通煤业有限公司' });
    await expect(blocking).toHaveTextContent('限制抢单');
    await expect(blocking).toHaveTextContent('货主');
    await expect(blocking).toHaveTextContent('您无法承接该企业的货源和运单');
    await expect(blocking).toHaveTextContent('原因：多次接单后未按约定时间到厂装货');
    const warning = within(list).getByRole('article', { name: '江苏顺达物流有限公司' });
    await expect(warning).toHaveTextContent('仅警告');
    await expect(warning).toHaveTextContent('物流企业');
    await expect(warning).toHaveTextContent('暂不影响抢单');
    const [request] = await sentRequests('/driverBlacklist/list/page');
    await expect(request?.body).toMatchObject({ pageIndex: 1, pageSize: 20 });
  },
};

/** A driver nobody blacklisted. */
export const Empty: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('暂无数据', {}, SLOW)).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(path)] } },
  play: async ({ canvasElement }) => {
    const list = await body(canvasElement).findByRole('region', { name: '黑名单列表' }, SLOW);
    await expect(await within(list).findByText('加载中', {}, SLOW)).toBeVisible();
  },
};

export const QueryError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path, state: 500, msg: '黑名单服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('查询出错', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: { sandbox: { faults: [{ path, state: 500, msg: '黑名单服务繁忙', times: 1 }] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '重试' }, SLOW));
    await expect(
      await screen.findByRole('article', { name: '江苏顺达物流有限公司' }, SLOW),
    ).toBeVisible();
  },
};
