import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CollectionAccountInfoScreen } from '@/features/money/collection-account/screens/collection-account-info-screen';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  bodyOf,
  deletePath,
  getPath,
  listRows,
  MASKED,
  SLOW,
} from './collection-account-story-helpers';
import { loadingState } from '../../../support/loading-state';

const meta = {
  title: 'Screens/Money/CollectionAccount/CollectionAccountInfo',
  component: CollectionAccountInfoScreen,
  parameters: { route: '/collectionaccount/info?id=CA0001', session: 'captain' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof CollectionAccountInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: '中国工商银行（默认）' }, SLOW),
    ).toBeVisible();
    await expect(screen.getByText(MASKED.CA0001)).toBeVisible();
    await expect(screen.getByRole('button', { name: '删除' })).toBeVisible();
  },
};

export const Loading: Story = loadingState(getPath);

/** The driver's own account, opened by the captain: 不是您的收款账户, no 重试. */
export const NotYours: Story = {
  tags: ['state'],
  parameters: { route: '/collectionaccount/info?id=CA0003' },
  play: async ({ canvasElement }) => {
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('不是您的收款账户');
    await expect(alert).toHaveTextContent('该收款账户属于其他司机，您无法查看');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回收款账户列表' })).toHaveAttribute(
      'href',
      '/collectionaccount/list',
    );
  },
};

/** An account that is not there: 未找到该收款账户 with the way back. */
export const NotFound: Story = {
  tags: ['state'],
  parameters: { route: '/collectionaccount/info?id=CA9999' },
  play: async ({ canvasElement }) => {
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('未找到该收款账户');
    await expect(within(alert).getByRole('link', { name: '返回收款账户列表' })).toBeVisible();
  },
};

/** 删除 → confirm → one request → the list without it. */
export const DeleteJourney: Story = {
  parameters: { route: '/collectionaccount/info?id=CA0002' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '删除' }, SLOW));
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText(`确定删除 中国银行 ${MASKED.CA0002} 吗？`)).toBeVisible();
    await tapDialogButton(dialog, '确定删除');
    await expectPath('/collectionaccount/list');
    const sent = await sentRequests(deletePath);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toEqual({ id: 'CA0002' });
    await expect(await listRows(canvasElement)).toHaveLength(1);
  },
};
