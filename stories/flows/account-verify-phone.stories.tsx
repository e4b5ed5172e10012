/**
 * Verifying the phone before a sensitive action: a journey over /verifyphone, /verifygraph and
 * /verifycode on to the action's screen (each screen's looks are in stories/screens/account/auth).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { account } from '@/lib/contract/account/auth';
import { sms } from '@/lib/contract/common/sms';
import { expectPath } from '../support/router';
import { sentRequests } from '../support/sandbox';
import { SEEDED } from '../support/session';
import { captchaOnScreen, page, smsCode } from '../screens/account/auth/auth-story-helpers';

const NEXT = '/i/about/aboutus';

const meta = {
  title: 'Flows/Account/VerifyPhone',
  parameters: {
    route: `/verifyphone?next=${encodeURIComponent(NEXT)}`,
    session: 'certifiedDriver',
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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
