import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CollectionAccountSearchAddScreen } from '@/features/money/collection-account/screens/collection-account-search-add-screen';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  bodyOf,
  forWaybillPath,
  MASKED,
  SLOW,
  upWaybillAccountPath,
} from './collection-account-story-helpers';

const meta = {
  title: 'Screens/Money/CollectionAccount/CollectionAccountSearchAdd',
  component: CollectionAccountSearchAddScreen,
  parameters: {
    route: '/collectionaccount/searchAdd?waybillId=WB0005',
    session: 'certifiedDriver',
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof CollectionAccountSearchAddScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hint: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(
      await bodyOf(canvasElement).findByText(
        '在本人及车队长的收款账户中搜索，输入户名、银行或卡号后四位',
        {},
        SLOW,
      ),
    ).toBeVisible();
  },
};

export const NoMatch: Story = {
  tags: ['state'],
  parameters: { route: '/collectionaccount/searchAdd?waybillId=WB0005&keyword=招商' },
  play: async ({ canvasElement }) => {
    await expect(
      await bodyOf(canvasElement).findByText('暂无可用的收款账户', {}, SLOW),
    ).toBeVisible();
  },
};

/** Search by the card's last digits and choose: one request naming the account. */
export const SearchAndChoose: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.type(await screen.findByRole('searchbox', {}, SLOW), '4446');
    const list = await screen.findByRole('list', { name: '选择收款账户' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent(MASKED.CA0002);
    const asked = (await sentRequests(forWaybillPath)).map((r) => r.body);
    await expect(asked).toEqual([{ waybillId: 'WB0005', keyword: '4446' }]);
    await userEvent.click(within(items[0]!).getByRole('button'));
    await tapDialogButton(await findDialog(canvasElement), '确定');
    await expect(await screen.findByText('收款账户已设置', {}, SLOW)).toBeVisible();
    const sent = await sentRequests(upWaybillAccountPath);
    await expect(sent.map((r) => r.body)).toEqual([
      { waybillId: 'WB0005', collectionAccountId: 'CA0002' },
    ]);
  },
};
