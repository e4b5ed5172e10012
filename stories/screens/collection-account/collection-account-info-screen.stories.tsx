import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CollectionAccountInfoScreen } from '@/features/collection-account/screens/collection-account-info-screen';
import { expectPath } from '../../support/router';
import { neverAnswered, sentRequests } from '../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../app/overlay-helpers';
import {
  bodyOf,
  deletePath,
  getPath,
  listRows,
  MASKED,
  SLOW,
} from './collection-account-story-helpers';

const meta = {
  title: 'Screens/CollectionAccount/CollectionAccountInfo',
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

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(getPath)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await bodyOf(canvasElement).findByRole('status', { name: '加载中' }, SLOW),
    ).toBeVisible();
  },
};

/** Someone else's account: the server's words. */
export const NotFound: Story = {
  tags: ['state'],
  parameters: { route: '/collectionaccount/info?id=CA0003' },
  play: async ({ canvasElement }) => {
    await expect(await bodyOf(canvasElement).findByRole('alert', {}, SLOW)).toHaveTextContent(
      '收款账户不存在',
    );
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
