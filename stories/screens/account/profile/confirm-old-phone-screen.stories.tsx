import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ConfirmOldPhoneScreen } from '@/features/account/profile/screens/confirm-old-phone-screen';
import { currentUrl, expectPath } from '../../../support/router';
import { freshDraft, page } from './profile-story-helpers';

const ROUTE = '/i/main/modify-mobile-phone-number/confirm-old-phone-number';

const meta = {
  title: 'Screens/Account/Profile/ConfirmOldPhone',
  component: ConfirmOldPhoneScreen,
  parameters: { route: `${ROUTE}?mobile=13800000004`, session: 'partner' },
  beforeEach: freshDraft,
} satisfies Meta<typeof ConfirmOldPhoneScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('138****0004')).toBeVisible();
    await expect(screen.getByRole('heading', { name: '当前绑定的手机号' })).toBeVisible();
    await expect(screen.getByRole('list', { name: '第1步，共4步' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '下一步' })).toBeVisible();
    // Never the full number on screen.
    await expect(screen.queryByText(/13800000004/)).toBeNull();
  },
};

/** Another driver (no partner role) reaches the steps from Me: their own number is shown. */
export const CertifiedDriver: Story = {
  tags: ['state'],
  parameters: { route: `${ROUTE}?mobile=13800000002`, session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('138****0002')).toBeVisible();
  },
};

/** A link naming someone else's number still verifies the session's own number. */
export const ForeignNumberInLink: Story = {
  parameters: { route: `${ROUTE}?mobile=13912345678`, session: 'partner' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('138****0004')).toBeVisible();
    await expect(screen.queryByText('139****5678')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '下一步' }));
    await expectPath('/i/main/modify-mobile-phone-number/get-verification-code');
    await expect(currentUrl()).toContain('mobile=13800000004');
    await expect(await screen.findByText('验证码将发送至原手机号 138****0004')).toBeVisible();
  },
};
