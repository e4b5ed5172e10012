import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { RegisterScreen } from '@/features/account/auth/screens/register-screen';
import { account } from '@/lib/contract/account/auth';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import { CONSENT, expectAlert, expectToast, page, type Page, smsCode } from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/Register',
  component: RegisterScreen,
  parameters: { route: '/register' },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = '13900002222';

async function fillForm(screen: Page, phone: string, password = 'Truck2025') {
  await userEvent.type(await screen.findByLabelText('手机号'), phone);
  await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
  await expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
  await userEvent.type(screen.getByLabelText('短信验证码'), await smsCode(phone, 'register'));
  await userEvent.type(screen.getByLabelText('密码'), password);
  await userEvent.type(screen.getByLabelText('确认密码'), password);
}

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('heading', { name: '注册账号' })).toBeVisible();
    await expect(screen.getByLabelText('手机号')).toHaveValue('');
    await expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  },
};

export const RegisterNewDriver: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await fillForm(screen, PHONE);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    await expectPath('/');
    await expect(useSession.getState().loginInfo?.phone).toBe(PHONE);
  },
};

export const ValidationErrors: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    await expect(await screen.findByText('请输入手机号')).toBeVisible();
    await expect(screen.getByText('请输入短信验证码')).toBeVisible();
    await expect(screen.getAllByText('请输入密码')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('密码'), 'abc');
    await expect(await screen.findByText('请输入6-16位密码')).toBeVisible();
    await userEvent.type(screen.getByLabelText('密码'), 'defgh');
    await expect(await screen.findByText('密码须包含字母和数字')).toBeVisible();
    await userEvent.type(screen.getByLabelText('密码'), '1');
    await userEvent.type(screen.getByLabelText('确认密码'), 'abcdefgh2');
    await expect(await screen.findByText('两次输入的密码不一致')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    await expect(await sentRequests(account.register.path)).toHaveLength(0);
  },
};

export const ConsentRequired: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await fillForm(screen, PHONE);
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    await expectToast(screen, '请先阅读并同意用户协议和隐私政策');
    await expect(await sentRequests(account.register.path)).toHaveLength(0);
  },
};

export const AlreadyRegistered: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await fillForm(screen, SEEDED.newDriver);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    await expectAlert(screen, '该手机号已注册');
    await expect(screen.getByLabelText('手机号')).toHaveValue(SEEDED.newDriver);
    await expect(screen.getByLabelText('密码')).toHaveValue('Truck2025');
    await expect(screen.getByLabelText('确认密码')).toHaveValue('Truck2025');
    await expect(currentUrl()).toBe('/register');
  },
};

export const DoubleTapWhileLoading: Story = {
  parameters: { sandbox: { faults: [{ path: account.register.path, delayMs: 1200, times: 1 }] } },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await fillForm(screen, PHONE);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    const submit = screen.getByRole('button', { name: '注册' });
    await userEvent.dblClick(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await expectPath('/', 5000);
    await expect(await sentRequests(account.register.path)).toHaveLength(1);
  },
};
