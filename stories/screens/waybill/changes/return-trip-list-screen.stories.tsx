import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReturnTripListScreen } from '@/features/waybill/changes/screens/return-trip-list-screen';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, expectUrl, SLOW } from './waybill-changes-story-helpers';
import { listStates } from '../../../support/list-states';

const listPath = waybillAfterSales.returnTripListPage.path;

const meta = {
  title: 'Screens/Waybill/Changes/ReturnTripList',
  component: ReturnTripListScreen,
  parameters: { route: '/waybill/returntrip/list', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ReturnTripListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({
  path: listPath,
  region: '回程列表',
  errorMsg: '回程服务繁忙',
  empty: {
    parameters: { session: 'partner' },
    play: async (canvasElement) => {
      await expect(bodyOf(canvasElement).getByRole('link', { name: '发布回程' })).toBeVisible();
    },
  },
});

/** HC0002 (the day after tomorrow, 济南 → 山西省) is open, HC0001 has expired: newest first. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const list = await screen.findByRole('region', { name: '回程列表' }, SLOW);
    const rows = await within(list).findAllByRole('article', {}, SLOW);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByText('有效')).toBeVisible();
    await expect(within(rows[0]!).getByText(/济南市.* → 山西省$/)).toBeVisible();
    await expect(within(rows[0]!).getByText('可接煤炭、焦炭，13米高栏')).toBeVisible();
    await expect(within(rows[1]!).getByText('已过期')).toBeVisible();
    await expect(screen.getByRole('link', { name: '发布回程' })).toBeVisible();
  },
};

export const Loading = states.loading;

/** The partner has published none. */
export const Empty = states.empty;

export const LoadError = states.error;

/** 发布回程 opens the form. */
export const OpensAdd: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '发布回程' }, SLOW));
    await expectUrl(/^\/waybill\/returntrip\/add$/);
    await expect(await screen.findByRole('button', { name: '出发地' }, SLOW)).toBeVisible();
  },
};
