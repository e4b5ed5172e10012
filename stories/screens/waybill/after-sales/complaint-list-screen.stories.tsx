import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ComplaintListScreen } from '@/features/waybill/after-sales/screens/complaint-list-screen';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { bodyOf, SLOW } from './after-sales-story-helpers';
import { listStates } from '../../../support/list-states';

const pagePath = waybillAfterSales.complaintListPage.path;

const meta = {
  title: 'Screens/Waybill/AfterSales/ComplaintList',
  component: ComplaintListScreen,
  parameters: { route: '/waybill/complaint', session: 'certifiedDriver' },
} satisfies Meta<typeof ComplaintListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({ path: pagePath, region: '投诉列表', errorMsg: '投诉服务繁忙' });
const { rows } = states;

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
export const Processing: Story = states.tab({
  name: '处理中',
  row: '运费到账金额与运单不符',
  state: 'processing',
});

export const Loading = states.loading;

/** A new driver has complained about nothing. */
export const Empty = states.empty;

export const QueryError = states.error;

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
