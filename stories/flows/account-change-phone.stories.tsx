/**
 * Changing the phone number: a journey over the homepage and the four steps of
 * /i/main/modify-mobile-phone-number (each step's looks are in stories/screens/account/profile).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profile } from '@/lib/contract/account/profile';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../support/router';
import { sentRequests } from '../support/sandbox';
import {
  freshDraft,
  NEW_PHONE,
  page,
  PARTNER_PHONE,
  smsCode,
} from '../screens/account/profile/profile-story-helpers';

const STEPS = '/i/main/modify-mobile-phone-number';

const meta = {
  title: 'Flows/Account/ChangePhone',
  parameters: { route: '/i/main', session: 'partner' },
  beforeEach: freshDraft,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole change as a driver does it, from the homepage back to the homepage. */
export const FullJourney: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '更换手机号' }));
    // The homepage shows 138****0004 too: wait for step 1 itself.
    await expectPath(`${STEPS}/confirm-old-phone-number`);
    await userEvent.click(await screen.findByRole('link', { name: '下一步' }));

    await expectPath(`${STEPS}/get-verification-code`);
    await userEvent.click(await screen.findByRole('button', { name: '发送验证码' }));
    await screen.findByRole('button', { name: '60秒后重发' });
    const oldCode = await smsCode(PARTNER_PHONE, 'changePhone');
    await userEvent.type(screen.getByLabelText('短信验证码'), oldCode);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));

    await expectPath(`${STEPS}/enter-new-phone-number`);
    await userEvent.type(await screen.findByLabelText('新手机号'), NEW_PHONE);
    // Going back keeps what was typed on the earlier step, and its countdown.
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expectPath(`${STEPS}/get-verification-code`);
    await expect(await screen.findByLabelText('短信验证码')).toHaveValue(oldCode);
    await expect(screen.getByRole('button', { name: /秒后重发$/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectPath(`${STEPS}/enter-new-phone-number`);
    await expect(await screen.findByLabelText('新手机号')).toHaveValue(NEW_PHONE);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));

    await expectPath(`${STEPS}/confirm-new-phone-number`);
    await userEvent.click(await screen.findByRole('button', { name: '发送验证码' }));
    await screen.findByRole('button', { name: '60秒后重发' });
    const newCode = await smsCode(NEW_PHONE, 'changePhone');
    await userEvent.type(screen.getByLabelText('短信验证码'), newCode);
    await userEvent.click(screen.getByRole('button', { name: '确认更换' }));

    // The result says so, with the new number, and leads back to the homepage.
    const done = await screen.findByRole('region', { name: '手机号更换成功' }, { timeout: 5000 });
    await expect(within(done).getByRole('heading', { name: '手机号更换成功' })).toBeVisible();
    await expect(screen.getByText('139****5678')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '返回个人主页' }));
    await expectPath('/i/main');
    const info = await screen.findByRole('region', { name: '个人信息' });
    await waitFor(() => expect(within(info).getByText('139****5678')).toBeVisible());
    await expect(useSession.getState().loginInfo?.phone).toBe(NEW_PHONE);
    const [update] = await sentRequests(profile.updateMobile.path);
    await expect(update?.body).toEqual({ oldCode, mobile: NEW_PHONE, code: newCode });
    // No code ever appeared in an address.
    await expect(currentUrl()).not.toContain(oldCode);
  },
};
