import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EntrustDetailsScreen } from '@/features/money/entrust/screens/entrust-details-screen';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import { bodyOf, getPath, SEEDED, SLOW, withdrawPath } from './entrust-story-helpers';
import { loadingState } from '../../../support/loading-state';

const meta = {
  title: 'Screens/Money/Entrust/EntrustDetails',
  component: EntrustDetailsScreen,
  parameters: {
    route: `/i/wallet/entrust-details?id=${SEEDED.pending}`,
    session: 'certifiedDriver',
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof EntrustDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 待确认: every fact, the timeline so far, and 撤回. */
export const Pending: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: '待确认' }, SLOW)).toBeVisible();
    await expect(screen.getByText('WT202600000004')).toBeVisible();
    // The account: the bank, then its masked number kept on one line.
    const facts = screen.getByRole('region', { name: '待确认' });
    await expect(facts).toHaveTextContent('收款账户中国工商银行 6222 **** **** 2222');
    await expect(within(facts).getByText('6222 **** **** 2222')).toHaveAttribute('data-number');
    await expect(screen.getByText('提交委托，等待确认')).toBeVisible();
    await expect(screen.getByRole('button', { name: '撤回' })).toBeVisible();
  },
};

export const Effective: Story = {
  tags: ['state'],
  parameters: { route: `/i/wallet/entrust-details?id=${SEEDED.effective}` },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: '已生效' }, SLOW)).toBeVisible();
    await expect(screen.getByText('车队统一收款')).toBeVisible();
    await expect(screen.getByText('委托已生效')).toBeVisible();
    await expect(screen.queryByRole('button', { name: '撤回' })).toBeNull();
  },
};

/** 已撤回: no 撤回, but 重新委托 for the same waybill. */
export const Withdrawn: Story = {
  tags: ['state'],
  parameters: { route: `/i/wallet/entrust-details?id=${SEEDED.withdrawn}` },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: '已撤回' }, SLOW)).toBeVisible();
    await expect(screen.getByRole('region', { name: '已撤回' })).toHaveTextContent(
      '收款账户中国银行 6216 **** **** 4446',
    );
    const again = screen.getByRole('link', { name: '重新委托' });
    await expect(again).toHaveAttribute('href', '/i/wallet/entrust-add?waybillId=WB0005');
  },
};

/** 已拒绝 with the reason in the facts and the timeline. */
export const Refused: Story = {
  tags: ['state'],
  parameters: { route: `/i/wallet/entrust-details?id=${SEEDED.refused}` },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: '已拒绝' }, SLOW)).toBeVisible();
    await expect(screen.getByText('收款账户信息有误，请核实后重新委托')).toBeVisible();
    await expect(screen.getByText('委托被拒绝：收款账户信息有误，请核实后重新委托')).toBeVisible();
  },
};

export const Loading: Story = loadingState(getPath);

/** An unknown id: 未找到该委托 with the way back to the entrustments, no 重试. */
export const NotFound: Story = {
  tags: ['state'],
  parameters: { route: '/i/wallet/entrust-details?id=WT9999' },
  play: async ({ canvasElement }) => {
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('未找到该委托');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回委托记录' })).toHaveAttribute(
      'href',
      '/i/wallet/withdraw-entrust-list',
    );
  },
};

/** 撤回 → confirm → one request with its key → 已撤回, and 重新委托 is offered. */
export const WithdrawJourney: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '撤回' }, SLOW));
    const dialog = await findDialog(canvasElement);
    await expect(
      within(dialog).getByText('撤回后该运单的运费将由本人收款，确定撤回吗？'),
    ).toBeVisible();
    await tapDialogButton(dialog, '确定撤回');
    await expect(await screen.findByRole('heading', { name: '已撤回' }, SLOW)).toBeVisible();
    const sent = await sentRequests(withdrawPath);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toEqual({ id: SEEDED.pending });
    await expect(sent[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await clearOverlays();
    await userEvent.click(screen.getByRole('link', { name: '重新委托' }));
    await expectPath('/i/wallet/entrust-add');
  },
};
