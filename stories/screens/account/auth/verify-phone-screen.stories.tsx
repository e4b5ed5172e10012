import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { VerifyPhoneScreen } from '@/features/account/auth/screens/verify-phone-screen';
import { account } from '@/lib/contract/account/auth';
import { sms } from '@/lib/contract/common/sms';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import { captchaOnScreen, page, smsCode } from './auth-story-helpers';

const NEXT = '/i/about/aboutus';

const meta = {
  title: 'Screens/Account/Auth/VerifyPhone',
  component: VerifyPhoneScreen,
  parameters: {
    route: `/verifyphone?next=${encodeURIComponent(NEXT)}`,
    session: 'certifiedDriver',
  },
} satisfies Meta<typeof VerifyPhoneScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    // The logged-in driver's phone is filled in.
    await expect(await screen.findByLabelText('手机号')).toHaveValue(SEEDED.certifiedDriver);
    await expect(screen.getByRole('button', { name: '下一步' })).toBeEnabled();
  },
};

export const ValidationError: Story = {
  tags: ['state'],
  parameters: { session: 'guest', route: '/verifyphone' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), '1990000');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('请输入正确的手机号')).toBeVisible();
    await expect(currentUrl()).toBe('/verifyphone');
  },
};

/** Before a sensitive action: phone → graphic captcha → SMS code → on to the action's screen. */
export const VerifyPhoneJourney: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const phone = await screen.findByLabelText('手机号');
    // The logged-in driver's phone is filled in.
    await expect(phone).toHaveValue(SEEDED.certifiedDriver);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectPath('/verifygraph');
    const picture = await screen.findByRole('button', { name: '图形验证码，点击换一张' });
    await waitFor(() => expect(picture.querySelector('img')?.src).toMatch(/^data:image\/svg\+xml/));
    await userEvent.type(screen.getByLabelText('图形验证码'), await captchaOnScreen());
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectPath('/verifycode');
    await expect(await screen.findByText('验证码已发送至 138****0002')).toBeVisible();
    await expect(screen.getByRole('button', { name: '60秒后重发' })).toBeDisabled();
    const [send] = await sentRequests(sms.sendTemplateErificationCodeSms.path);
    await expect(send?.body).toEqual({ mobile: SEEDED.certifiedDriver, template: 'verify' });
    // Typing the sixth digit checks the code at once.
    await userEvent.type(
      screen.getByLabelText('短信验证码'),
      await smsCode(SEEDED.certifiedDriver, 'verify'),
    );
    await expectPath(NEXT);
    await expect(await sentRequests(account.checkGraphCaptcha.path)).toHaveLength(1);
  },
};

export const InvalidPhone: Story = {
  parameters: { session: 'guest', route: '/verifyphone' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const phone = await screen.findByLabelText('手机号');
    await expect(phone).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('请输入手机号')).toBeVisible();
    await userEvent.type(phone, '1990000');
    await expect(await screen.findByText('请输入正确的手机号')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expect(currentUrl()).toBe('/verifyphone');
    await userEvent.type(phone, '0001');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectPath('/verifygraph');
    await expect(currentUrl()).toBe('/verifygraph?mobile=19900000001');
  },
};
