import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { EnterNewPhoneScreen } from '@/features/account/profile/screens/enter-new-phone-screen';
import { currentUrl, expectPath } from '../../../support/router';
import { draftPastOldCode, freshDraft, NEW_PHONE, page } from './profile-story-helpers';

const meta = {
  title: 'Screens/Account/Profile/EnterNewPhone',
  component: EnterNewPhoneScreen,
  parameters: {
    route: '/i/main/modify-mobile-phone-number/enter-new-phone-number',
    session: 'partner',
  },
  beforeEach: () => draftPastOldCode(),
} satisfies Meta<typeof EnterNewPhoneScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByLabelText('新手机号')).toHaveValue('');
    await expect(screen.getByRole('list', { name: '第3步，共4步' })).toBeVisible();
  },
};

export const EmptyMobile: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('请输入手机号')).toBeVisible();
    await expect(currentUrl()).toContain('/enter-new-phone-number');
  },
};

export const InvalidMobile: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    // Second digit 1: not a mobile number under §5.
    await userEvent.type(await screen.findByLabelText('新手机号'), '11912345678');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('请输入正确的手机号')).toBeVisible();
    await expect(screen.getByLabelText('新手机号')).toHaveValue('11912345678');
  },
};

export const SameAsOld: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('新手机号'), '13800000004');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('新手机号不能与原手机号相同')).toBeVisible();
    await expect(currentUrl()).toContain('/enter-new-phone-number');
  },
};

export const OldNumberNotVerified: Story = {
  beforeEach: freshDraft,
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent('请先验证原手机号');
    await userEvent.click(screen.getByRole('link', { name: '去验证' }));
    await expectPath('/i/main/modify-mobile-phone-number/confirm-old-phone-number');
  },
};

export const ValidNumberGoesOn: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('新手机号'), NEW_PHONE);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectPath('/i/main/modify-mobile-phone-number/confirm-new-phone-number');
    await expect(await screen.findByText('验证码将发送至新手机号 139****5678')).toBeVisible();
  },
};
