import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EntrustListScreen } from '@/features/money/entrust/screens/entrust-list-screen';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, listPath, SLOW } from './entrust-story-helpers';
import { listStates } from '../../../support/list-states';

const meta = {
  title: 'Screens/Money/Entrust/EntrustList',
  component: EntrustListScreen,
  parameters: { route: '/i/wallet/withdraw-entrust-list', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof EntrustListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({ path: listPath, region: '委托收款记录', errorMsg: '委托服务繁忙' });
const { rows } = states;

/** The driver's four entrustments, newest first, with their states. */
export const All: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const links = await rows(canvasElement);
    await expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('待确认'),
      expect.stringContaining('已生效'),
      expect.stringContaining('已撤回'),
      expect.stringContaining('已拒绝'),
    ]);
    await expect(links[0]).toHaveAttribute('href', '/i/wallet/entrust-details?id=WT0004');
    const [request] = await sentRequests(listPath);
    await expect(request?.body).toEqual({ pageIndex: 1, pageSize: 20 });
  },
};

/** A state's tab asks the server for that state only. */
export const Refused: Story = states.tab({
  name: '已拒绝',
  row: 'WT202600000001',
  state: 'refused',
});

export const Loading = states.loading;

/** A new driver has entrusted nothing. */
export const Empty = states.empty;

export const QueryError = states.error;

/** 新增委托 offers his unsettled waybills only; choosing one opens the entrust form. */
export const NewEntrust: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await rows(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '新增委托' }));
    const picker = await screen.findByRole('dialog', { name: '选择要委托收款的运单' }, SLOW);
    const list = await within(picker).findByRole('list', {}, SLOW);
    const offered = within(list)
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    await expect(offered).toEqual(
      expect.arrayContaining([
        '/i/wallet/entrust-add?waybillId=WB0005',
        '/i/wallet/entrust-add?waybillId=WB0007',
      ]),
    );
    await expect(offered).not.toContain('/i/wallet/entrust-add?waybillId=WB0001');
    await userEvent.click(within(list).getAllByRole('link')[0]!);
    await expectPath('/i/wallet/entrust-add');
  },
};
