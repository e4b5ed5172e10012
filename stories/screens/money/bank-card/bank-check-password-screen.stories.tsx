import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BankCheckPasswordScreen } from '@/features/money/bank-card/screens/bank-check-password-screen';
import { sentRequests } from '../../../support/sandbox';
import { SEEDED_PASSWORD } from '../../../support/session';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, expectAlert, expectUrl, SLOW, unbindPath } from './bank-card-story-helpers';

const meta = {
  title: 'Screens/Money/BankCard/BankCheckPassword',
  component: BankCheckPasswordScreen,
  parameters: {
    route: '/i/bank/checkPassword?id=C0002&action=unbind',
    session: 'certifiedDriver',
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof BankCheckPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function passwordBox(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByLabelText('登录密码', {}, SLOW);
}

export const Unbind: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(await passwordBox(canvasElement)).toHaveValue('');
    const screen = bodyOf(canvasElement);
    await expect(screen.getByText('解除绑定前，请输入登录密码验证身份')).toBeVisible();
    await expect(screen.getByRole('button', { name: '解除绑定' })).toBeEnabled();
  },
};

export const SetRefund: Story = {
  tags: ['state'],
  parameters: { route: '/i/bank/checkPassword?id=C0002&action=refund' },
  play: async ({ canvasElement }) => {
    await passwordBox(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(screen.getByText('设为提现卡前，请输入登录密码验证身份')).toBeVisible();
    await expect(screen.getByRole('button', { name: '设为提现卡' })).toBeEnabled();
  },
};

/** Nothing typed: said inline, nothing sent. */
export const PasswordRequired: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const box = await passwordBox(canvasElement);
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '解除绑定' }));
    await expect(await bodyOf(canvasElement).findByText('请输入登录密码')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(await sentRequests(unbindPath)).toHaveLength(0);
  },
};

/** A wrong password: the server's words in an alert; the password stays, the screen too. */
export const PasswordWrong: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const box = await passwordBox(canvasElement);
    await userEvent.type(box, 'Wrong@123');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '解除绑定' }));
    await expectAlert(bodyOf(canvasElement), '登录密码错误', false);
    await expect(box).toHaveValue('Wrong@123');
    await expectUrl(/^\/i\/bank\/checkPassword\?id=C0002&action=unbind$/);
  },
};

/** The withdrawal card with a withdrawal under review cannot be unbound: said in the server's words. */
export const WithdrawalPending: Story = {
  parameters: { route: '/i/bank/checkPassword?id=C0001&action=unbind' },
  play: async ({ canvasElement }) => {
    const box = await passwordBox(canvasElement);
    await userEvent.type(box, SEEDED_PASSWORD);
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '解除绑定' }));
    await expectAlert(bodyOf(canvasElement), '该卡有审核中的提现，暂不能解绑');
    await expect(box).toHaveValue(SEEDED_PASSWORD);
    await expectUrl(/^\/i\/bank\/checkPassword\?id=C0001&action=unbind$/);
  },
};
