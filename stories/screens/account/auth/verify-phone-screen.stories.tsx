import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { VerifyPhoneScreen } from '@/features/account/auth/screens/verify-phone-screen';
import { currentUrl, expectPath } from '../../../support/router';
import { SEEDED } from '../../../support/session';
import { page } from './auth-story-helpers';

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
