import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlacklistScreen } from '@/features/me/service/screens/blacklist-screen';
import { blacklist } from '@/lib/contract/me/blacklist';
import { sentRequests } from '../../../support/sandbox';
import { listStates } from '../../../support/list-states';

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

const states = listStates({ path, region: '黑名单列表', errorMsg: '黑名单服务繁忙' });

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
export const Empty = states.empty;

export const Loading = states.loading;

export const QueryError = states.error;

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
