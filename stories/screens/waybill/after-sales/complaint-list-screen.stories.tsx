import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ComplaintListScreen } from '@/features/waybill/after-sales/screens/complaint-list-screen';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { bodyOf, SLOW } from './after-sales-story-helpers';

const pagePath = waybillAfterSales.complaintListPage.path;

const meta = {
  title: 'Screens/Waybill/AfterSales/ComplaintList',
  component: ComplaintListScreen,
  parameters: { route: '/waybill/complaint', session: 'certifiedDriver' },
} satisfies Meta<typeof ComplaintListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function rows(canvasElement: HTMLElement) {
  const list = await bodyOf(canvasElement).findByRole('region', { name: '投诉列表' }, SLOW);
  await within(list).findByText('没有更多数据了', {}, SLOW);
  return within(list).getAllByRole('link');
}

/** The certified driver's three complaints, newest first, each with its state. */
export const All: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const links = await rows(canvasElement);
    await expect(links).toHaveLength(3);
    await expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('待处理'),
      expect.stringContaining('处理中'),
      expect.stringContaining('已处理'),
    ]);
    await expect(links[0]).toHaveTextContent('装货地工作人员态度恶劣');
    await expect(bodyOf(canvasElement).getByRole('tab', { name: '全部' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const [request] = await sentRequests(pagePath);
    await expect(request?.body).toEqual({ pageIndex: 1, pageSize: 20 });
  },
};

/** One state's tab asks the server for that state only. */
export const Processing: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await userEvent.click(bodyOf(canvasElement).getByRole('tab', { name: '处理中' }));
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(1), SLOW);
    await expect((await rows(canvasElement))[0]).toHaveTextContent('运费到账金额与运单不符');
    const asked = (await sentRequests(pagePath)).map((r) => r.body);
    await expect(asked).toContainEqual({ pageIndex: 1, pageSize: 20, state: 'processing' });
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(pagePath)] } },
  play: async ({ canvasElement }) => {
    const list = await bodyOf(canvasElement).findByRole('region', { name: '投诉列表' }, SLOW);
    await expect(await within(list).findByText('加载中', {}, SLOW)).toBeVisible();
  },
};

/** A new driver has complained about nothing. */
export const Empty: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    await expect(await bodyOf(canvasElement).findByText('暂无数据', {}, SLOW)).toBeVisible();
  },
};

export const QueryError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: pagePath, state: 500, msg: '投诉服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('查询出错', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(screen.queryByText('投诉服务繁忙')).toBeNull();
  },
};

/** A row opens the complaint with the platform's reply. */
export const OpensComplaint: Story = {
  play: async ({ canvasElement }) => {
    const links = await rows(canvasElement);
    await userEvent.click(links[2]!);
    await expectPath('/waybill/complaint/info');
    await expect(
      await bodyOf(canvasElement).findByText(
        '已与货主核实，等待费200元将随运费一并结算，感谢您的反馈。',
        {},
        SLOW,
      ),
    ).toBeVisible();
  },
};
