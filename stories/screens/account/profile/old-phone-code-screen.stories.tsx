import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { OldPhoneCodeScreen } from '@/features/account/profile/screens/old-phone-code-screen';
import { sms } from '@/lib/contract/common/sms';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { expectAlert, freshDraft, page, PARTNER_PHONE, smsCode } from './profile-story-helpers';

const ROUTE = '/i/main/modify-mobile-phone-number/get-verification-code?mobile=13800000004';

const meta = {
  title: 'Screens/Account/Profile/OldPhoneCode',
  component: OldPhoneCodeScreen,
  parameters: { route: ROUTE, session: 'partner' },
  beforeEach: freshDraft,
} satisfies Meta<typeof OldPhoneCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('验证码将发送至原手机号 138****0004')).toBeVisible();
    await expect(screen.getByLabelText('短信验证码')).toHaveValue('');
    await expect(screen.getByRole('button', { name: '发送验证码' })).toBeEnabled();
  },
};

export const CodeSent: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
    const [sent] = await sentRequests(sms.sendSmByTemplate.path);
    await expect(sent?.body).toEqual({ mobile: PARTNER_PHONE, template: 'changePhone' });
  },
};

export const EmptyCode: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('请输入短信验证码')).toBeVisible();
    await expect(await sentRequests(sms.verificationSmByTemplate.path)).toHaveLength(0);
  },
};

export const WrongFormat: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('短信验证码'), '12a4');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('短信验证码格式错误')).toBeVisible();
    await expect(await sentRequests(sms.verificationSmByTemplate.path)).toHaveLength(0);
  },
};

export const WrongCode: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '发送验证码' }));
    await screen.findByRole('button', { name: '60秒后重发' });
    const code = await smsCode(PARTNER_PHONE, 'changePhone');
    const wrong = code === '000000' ? '111111' : '000000';
    await userEvent.type(screen.getByLabelText('短信验证码'), wrong);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectAlert(screen, '验证码错误');
    await expect(screen.getByLabelText('短信验证码')).toHaveValue(wrong);
    await expect(currentUrl()).toContain('/get-verification-code');
  },
};

export const RightCodeGoesOn: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '发送验证码' }));
    await screen.findByRole('button', { name: '60秒后重发' });
    await userEvent.type(
      screen.getByLabelText('短信验证码'),
      await smsCode(PARTNER_PHONE, 'changePhone'),
    );
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectPath('/i/main/modify-mobile-phone-number/enter-new-phone-number');
    // The code never travels in the URL.
    await expect(currentUrl()).not.toMatch(/code/i);
  },
};
