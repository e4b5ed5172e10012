import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ConfirmNewPhoneScreen } from '@/features/account/profile/screens/confirm-new-phone-screen';
import { profile } from '@/lib/contract/account/profile';
import { sms } from '@/lib/contract/common/sms';
import { http } from '@/lib/http/client';
import { useSession } from '@/stores/session';
import { currentUrl } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import {
  draftPastOldCode,
  expectAlert,
  freshDraft,
  NEW_PHONE,
  page,
  PARTNER_PHONE,
  smsCode,
  TAKEN_PHONE,
  toastsGone,
} from './profile-story-helpers';

const STEPS = '/i/main/modify-mobile-phone-number';

const meta = {
  title: 'Screens/Account/Profile/ConfirmNewPhone',
  component: ConfirmNewPhoneScreen,
  parameters: {
    route: `${STEPS}/confirm-new-phone-number?mobile=${NEW_PHONE}`,
    session: 'partner',
  },
  beforeEach: () => draftPastOldCode({ newMobile: NEW_PHONE }),
} satisfies Meta<typeof ConfirmNewPhoneScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('验证码将发送至新手机号 139****5678')).toBeVisible();
    await expect(screen.getByRole('list', { name: '第4步，共4步' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '确认更换' })).toBeEnabled();
  },
};

export const CodeSentToNewNumber: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
    const [sent] = await sentRequests(sms.sendSmByTemplate.path);
    await expect(sent?.body).toEqual({ mobile: NEW_PHONE, template: 'changePhone' });
  },
};

export const EmptyAndBadCode: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '确认更换' }));
    await expect(await screen.findByText('请输入短信验证码')).toBeVisible();
    await userEvent.type(screen.getByLabelText('短信验证码'), '123');
    await expect(await screen.findByText('短信验证码格式错误')).toBeVisible();
    await expect(await sentRequests(profile.updateMobile.path)).toHaveLength(0);
  },
};

/** The server refuses a number another account uses; the number and the code stay as typed. */
export const NumberTaken: Story = {
  tags: ['state'],
  parameters: { route: `${STEPS}/confirm-new-phone-number?mobile=${TAKEN_PHONE}` },
  beforeEach: () => draftPastOldCode({ newMobile: TAKEN_PHONE }),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '发送验证码' }));
    await screen.findByRole('button', { name: '60秒后重发' });
    const code = await smsCode(TAKEN_PHONE, 'changePhone');
    await userEvent.type(screen.getByLabelText('短信验证码'), code);
    await userEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await expectAlert(screen, '该手机号已被其他账号使用');
    await expect(screen.getByText('验证码将发送至新手机号 138****0002')).toBeVisible();
    await expect(screen.getByLabelText('短信验证码')).toHaveValue(code);
    await expect(currentUrl()).toContain('/confirm-new-phone-number');
    await expect(useSession.getState().loginInfo?.phone).toBe(PARTNER_PHONE);
  },
};

/** The change went through: the result with the new number, and the way back to the homepage. */
export const Changed: Story = {
  tags: ['state'],
  // Step 2 as the driver passed it: a real code sent to the old number (the change spends it).
  beforeEach: async () => {
    await http.call(sms.sendSmByTemplate, { mobile: PARTNER_PHONE, template: 'changePhone' });
    const oldCode = await smsCode(PARTNER_PHONE, 'changePhone');
    draftPastOldCode({ newMobile: NEW_PHONE, oldCode });
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '发送验证码' }));
    await screen.findByRole('button', { name: '60秒后重发' });
    const code = await smsCode(NEW_PHONE, 'changePhone');
    await userEvent.type(screen.getByLabelText('短信验证码'), code);
    await userEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await expect(
      await screen.findByRole('heading', { name: '手机号更换成功' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.getByText('新手机号')).toBeVisible();
    await expect(screen.getByText('139****5678')).toHaveAttribute('data-number');
    await expect(screen.getByRole('link', { name: '返回个人主页' })).toHaveAttribute(
      'href',
      '/i/main',
    );
    await expect(useSession.getState().loginInfo?.phone).toBe(NEW_PHONE);
    await toastsGone(screen);
  },
};

export const OldNumberNotVerified: Story = {
  beforeEach: freshDraft,
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent('请先验证原手机号');
    await expect(await sentRequests(profile.updateMobile.path)).toHaveLength(0);
  },
};
