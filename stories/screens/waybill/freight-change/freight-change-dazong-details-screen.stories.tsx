import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FreightChangeDazongDetailsScreen } from '@/features/waybill/freight-change/screens/freight-change-dazong-details-screen';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  agreePath,
  bodyOf,
  BULK,
  bulkDetailsPath,
  PENDING,
  proposeBulkChange,
  SLOW,
} from './freight-change-story-helpers';
import { loadingState } from '../../../support/loading-state';

const meta = {
  title: 'Screens/Waybill/FreightChange/FreightChangeDazongDetails',
  component: FreightChangeDazongDetailsScreen,
  parameters: {
    route: `/waybill/freight/dazongdetails?id=${BULK.id}`,
    session: 'certifiedDriver',
  },
  beforeEach: async () => {
    await clearOverlays();
    await proposeBulkChange();
  },
} satisfies Meta<typeof FreightChangeDazongDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function facts(canvasElement: HTMLElement) {
  const card = await bodyOf(canvasElement).findByRole('region', { name: '变更单号' }, SLOW);
  return within(card);
}

/** A 大宗 change: quantity and the old → new unit price besides the freight. */
export const Pending: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const card = await facts(canvasElement);
    await expect(card.getByText('32吨')).toBeVisible();
    await expect(card.getByText('运输数量')).toBeVisible();
    await expect(card.getByText('单价')).toBeVisible();
    await expect(card.getByText('/吨')).toBeVisible();
    await expect(card.getByText('626.20')).toBeVisible();
    await expect(card.getByText('627.20')).toBeVisible();
    await expect(card.getByText('单价上调，按实际吨数结算')).toBeVisible();
    await expect(bodyOf(canvasElement).getByRole('button', { name: '同意' })).toBeEnabled();
  },
};

export const Loading: Story = loadingState(bulkDetailsPath);

/** A 整车 change asked as 大宗: there is no such 大宗 change, so the way back, no 重试. */
export const WrongKind: Story = {
  tags: ['state'],
  parameters: { route: `/waybill/freight/dazongdetails?id=${PENDING.id}` },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('运费变更申请不存在', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回运费变更列表' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** Agreeing a 大宗 change: one request, then the result 已同意 in place of the actions. */
export const Agree: Story = {
  play: async ({ canvasElement }) => {
    await facts(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '同意' }));
    await tapDialogButton(await findDialog(canvasElement), '确定同意');
    const result = await screen.findByRole('region', { name: '处理结果' }, SLOW);
    await expect(within(result).getByText('已同意')).toBeVisible();
    const sent = await sentRequests(agreePath);
    await expect(sent.map((r) => r.body)).toEqual([{ id: BULK.id }]);
  },
};
