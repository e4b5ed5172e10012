import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CollectionAccountOrderAddScreen } from '@/features/money/collection-account/screens/collection-account-order-add-screen';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  bodyOf,
  forWaybillPath,
  MASKED,
  SLOW,
  upWaybillAccountPath,
} from './collection-account-story-helpers';
import { loadingState } from '../../../support/loading-state';

const meta = {
  title: 'Screens/Money/CollectionAccount/CollectionAccountOrderAdd',
  component: CollectionAccountOrderAddScreen,
  parameters: { route: '/collectionaccount/orderAdd?waybillId=WB0005', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof CollectionAccountOrderAddScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function options(canvasElement: HTMLElement) {
  const list = await bodyOf(canvasElement).findByRole('list', { name: '选择收款账户' }, SLOW);
  return within(list).getAllByRole('listitem');
}

/** His own account first, then his captain's two. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const items = await options(canvasElement);
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('（本人）');
    await expect(items[0]).toHaveTextContent(MASKED.CA0003);
    await expect(items[1]).toHaveTextContent('（车队长）');
    await expect(items[2]).toHaveTextContent(MASKED.CA0002);
  },
};

export const Loading: Story = loadingState(forWaybillPath);

/** Another driver's waybill: the server's words. */
export const NotHisWaybill: Story = {
  tags: ['state'],
  parameters: { route: '/collectionaccount/orderAdd?waybillId=WB0006' },
  play: async ({ canvasElement }) => {
    await expect(await bodyOf(canvasElement).findByRole('alert', {}, SLOW)).toHaveTextContent(
      '运单不存在',
    );
  },
};

/** Choose the captain's 中国银行 account: confirm, one request naming it, 收款账户已设置. */
export const ChooseJourney: Story = {
  play: async ({ canvasElement }) => {
    const items = await options(canvasElement);
    await userEvent.click(within(items[2]!).getByRole('button'));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent(`中国银行 ${MASKED.CA0002}，确定吗？`);
    await tapDialogButton(dialog, '确定');
    await expect(await bodyOf(canvasElement).findByText('收款账户已设置', {}, SLOW)).toBeVisible();
    const sent = await sentRequests(upWaybillAccountPath);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toEqual({ waybillId: 'WB0005', collectionAccountId: 'CA0002' });
  },
};

/** 搜索 leads to the search among the waybill's accounts. */
export const OpensSearch: Story = {
  play: async ({ canvasElement }) => {
    await options(canvasElement);
    await userEvent.click(bodyOf(canvasElement).getByRole('link', { name: '搜索' }));
    await expectPath('/collectionaccount/searchAdd');
  },
};
