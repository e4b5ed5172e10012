import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WithdrawChooseScreen } from '@/features/money/withdraw/screens/withdraw-choose-screen';
import { latestSmsCode, sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  bodyOf,
  CERTIFIED,
  expectUrl,
  limitPath,
  moneyOf,
  SLOW,
  unbindAllCards,
  WB1,
  WB2,
  WB3,
} from './withdraw-story-helpers';
import { loadingState } from '../../../support/loading-state';

const meta = {
  title: 'Screens/Money/Withdraw/WithdrawChoose',
  component: WithdrawChooseScreen,
  parameters: { route: '/i/wallet/balance-withdraw-deposit', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WithdrawChooseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function incomeList(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByRole('region', { name: '可提现运单' }, SLOW);
}

/** The balance and the limits, the three withdrawable waybills, nothing chosen. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const list = await incomeList(canvasElement);
    await within(list).findByText(WB1.no, {}, SLOW);
    const screen = bodyOf(canvasElement);
    const balance = screen.getByRole('region', { name: '可用余额（元）' });
    await expect(balance).toHaveTextContent(/^可用余额（元）12,864\.50/);
    // The limits, each amount right of its label.
    await expect(balance).toHaveTextContent('单笔限额¥50,000.00');
    await expect(balance).toHaveTextContent(/本次最多可提¥12,864\.50$/);
    await expect(within(list).getByText(WB3.no)).toBeVisible();
    await expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  },
};

/** 全选 ticks every waybill: 已选3笔 and their total, 下一步 enabled. */
export const AllSelected: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const list = await incomeList(canvasElement);
    await within(list).findByText(WB1.no, {}, SLOW);
    const screen = bodyOf(canvasElement);
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    await expect(screen.getByText('已选3笔，合计可提')).toBeVisible();
    await expect(within(list).getByRole('checkbox', { name: `运单号 ${WB2.no}` })).toBeChecked();
    await expect(screen.getByRole('button', { name: '下一步' })).toBeEnabled();
  },
};

export const Loading: Story = loadingState(limitPath);

export const LoadError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: limitPath, state: 500, msg: '资金服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    await expect(
      await bodyOf(canvasElement).findByText('提现信息加载失败', {}, SLOW),
    ).toBeVisible();
  },
};

/** A certified driver without a bound card: the dialog leads to adding one, back here after. */
export const NoCardDialog: Story = {
  tags: ['state'],
  parameters: { session: 'captain' },
  beforeEach: async () => {
    await clearOverlays();
    await unbindAllCards();
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(
      await within(dialog).findByText('您还未绑定提现银行卡，请先添加银行卡', {}, SLOW),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '去添加' })).toBeVisible();
  },
};

export const NoCardGoesToAddCard: Story = {
  parameters: { session: 'captain' },
  beforeEach: async () => {
    await clearOverlays();
    await unbindAllCards();
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await within(dialog).findByText('您还未绑定提现银行卡，请先添加银行卡', {}, SLOW);
    await tapDialogButton(dialog, '去添加');
    await expectUrl(/^\/i\/bank\/add\?back=%2Fi%2Fwallet%2Fbalance-withdraw-deposit$/);
  },
};

/** Not real-name certified (999): the §4 prompt instead. */
export const NotCertified: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(
      await within(dialog).findByText('您还未实名认证，请先实名认证', {}, SLOW),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '去上传' })).toBeVisible();
  },
};

/**
 * The whole withdrawal: two waybills chosen, ¥100.00 to the withdrawal card, the code read from
 * the SMS inbox, one addAll request; the success screen shows the balance read again.
 */
export const FullWithdraw: Story = {
  play: async ({ canvasElement }) => {
    const list = await incomeList(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(
      await within(list).findByRole('checkbox', { name: `运单号 ${WB3.no}` }, SLOW),
    );
    await userEvent.click(within(list).getByRole('checkbox', { name: `运单号 ${WB2.no}` }));
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectUrl(/^\/i\/wallet\/balance-withdraw-deposit-info\?waybillIds=WB0003%2CWB0002$/);

    const amount = await screen.findByLabelText('提现金额（元）', {}, SLOW);
    await expect(amount).toHaveValue('10009.89');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectUrl(/^\/i\/wallet\/getverificationcode$/);

    await expect(await screen.findByText('验证码将发送至 138****0002', {}, SLOW)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('短信验证码'), await latestSmsCode(CERTIFIED));
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));

    await expectUrl(/^\/i\/wallet\/withdraw-deposit-apply-success\?id=W\d+$/);
    const done = await screen.findByRole('region', { name: '提现申请已提交' }, SLOW);
    await expect(within(done).getByText('100.00')).toBeVisible();
    await expect(await screen.findByText('12,764.50')).toBeVisible();
    const sent = await sentRequests('/refundApplicationDMC/addAll');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toMatchObject({
      waybillIds: [WB3.id, WB2.id],
      amount: 10_000,
      bankCardId: 'C0001',
    });
    const money = await moneyOf();
    const applied = money.applications.filter((a) => a.state === 'applied');
    await expect(applied.map((a) => a.amount)).toEqual([10_000, 50_000]);
    await expect(money.balance.availableBalance).toBe(1_276_450);
  },
};
