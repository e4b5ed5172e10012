import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WithdrawInfoScreen } from '@/features/money/withdraw/screens/withdraw-info-screen';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, expectUrl, limitPath, setLimits, SLOW, WB1, WB3 } from './withdraw-story-helpers';
import { loadingState } from '../../../support/loading-state';

const meta = {
  title: 'Screens/Money/Withdraw/WithdrawInfo',
  component: WithdrawInfoScreen,
  parameters: {
    route: `/i/wallet/balance-withdraw-deposit-info?waybillIds=${WB3.id}`,
    session: 'certifiedDriver',
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WithdrawInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function amountBox(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByLabelText('提现金额（元）', {}, SLOW);
}

async function typeAndNext(canvasElement: HTMLElement, text: string) {
  const box = await amountBox(canvasElement);
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
  await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '下一步' }));
  return box;
}

/** The withdrawal card chosen, the amount set to the waybill's remaining income. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(await amountBox(canvasElement)).toHaveValue('4639.14');
    const screen = bodyOf(canvasElement);
    await expect(screen.getByRole('radio', { name: /中国建设银行/ })).toBeChecked();
    await expect(screen.getByRole('radio', { name: /中国农业银行/ })).not.toBeChecked();
  },
};

export const AmountRequired: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const box = await typeAndNext(canvasElement, '');
    await expect(await bodyOf(canvasElement).findByText('请输入提现金额')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const TooManyDecimals: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const box = await typeAndNext(canvasElement, '10.005');
    await expect(await bodyOf(canvasElement).findByText('提现金额最多保留两位小数')).toBeVisible();
    await expect(box).toHaveValue('10.005');
  },
};

/** The platform allows ¥3,000.00 a withdrawal: the amount starts there, a fen more is refused. */
export const SingleLimitExceeded: Story = {
  tags: ['state'],
  beforeEach: async () => {
    await clearOverlays();
    await setLimits({ singleLimit: 300_000 });
  },
  play: async ({ canvasElement }) => {
    await expect(await amountBox(canvasElement)).toHaveValue('3000.00');
    await typeAndNext(canvasElement, '3000.01');
    await expect(
      await bodyOf(canvasElement).findByText('单笔提现金额不能超过3,000.00元'),
    ).toBeVisible();
  },
};

/** Every rule in turn says its message and keeps the text; nothing leaves the screen. */
export const AmountRules: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const cases: [string, string][] = [
      ['abc', '请输入正确的提现金额'],
      ['0.5', '单笔提现金额不能低于1.00元'],
      ['4639.15', '提现金额超过所选运单可提现金额'],
      ['12864.51', '提现金额不能超过可用余额'],
    ];
    for (const [text, message] of cases) {
      const box = await typeAndNext(canvasElement, text);
      await expect(await screen.findByText(message)).toBeVisible();
      await expect(box).toHaveValue(text);
    }
    await expectUrl(/balance-withdraw-deposit-info/);
    await userEvent.click(screen.getByRole('button', { name: '全部提现' }));
    await expect(await amountBox(canvasElement)).toHaveValue('4639.14');
  },
};

/** Another bound card and an amount: the draft kept for the code screen. */
export const ChooseCardAndGoOn: Story = {
  parameters: { route: `/i/wallet/balance-withdraw-deposit-info?waybillIds=${WB1.id}` },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await amountBox(canvasElement);
    const card = screen.getByRole('group', { name: '提现银行卡' });
    await userEvent.click(within(card).getByRole('radio', { name: /中国农业银行/ }));
    await typeAndNext(canvasElement, '1,000.5');
    await expectUrl(/^\/i\/wallet\/getverificationcode$/);
    await expect(JSON.parse(sessionStorage.getItem('withdraw-draft') ?? 'null')).toEqual({
      waybillIds: [WB1.id],
      amount: 100_050,
      bankCardId: 'C0002',
    });
  },
};

// The same skeleton as 提现's while the same limit call is held (its baseline shows it): a test, not a look.
export const Loading: Story = { ...loadingState(limitPath), tags: [] };
