import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AuthRedirectScreen } from '@/features/account/auth/screens/auth-redirect-screen';
import { account } from '@/lib/contract/account/auth';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import { page, quickLogin } from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/AuthRedirect',
  component: AuthRedirectScreen,
  parameters: { route: `/auth/redirect?target=${encodeURIComponent('/i/about/aboutus')}` },
} satisfies Meta<typeof AuthRedirectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const refused = (target: string): Story => ({
  parameters: { route: `/auth/redirect?target=${encodeURIComponent(target)}` },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('heading', { name: '非法的跳转地址' })).toBeVisible();
    await expect(currentUrl()).toContain('/auth/redirect');
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await expectPath('/loginPwd');
  },
});

export const AllowedTarget: Story = {
  play: async () => {
    await expectPath('/i/about/aboutus');
  },
};

export const AllowedTargetWithQuery: Story = {
  parameters: {
    route: `/auth/redirect?target=${encodeURIComponent('/i/about/agreement?type=user')}`,
  },
  play: async () => {
    await expectPath('/i/about/agreement');
    await expect(currentUrl()).toBe('/i/about/agreement?type=user');
  },
};

export const OtherSiteRefused = refused('https://evil.example/login');
export const ProtocolRelativeRefused = refused('//evil.example/login');
export const JavascriptRefused = refused('javascript:alert(1)');
export const PathNotOnListRefused = refused('/i/wallet/withdraw');

export const TokenHandoff: Story = {
  beforeEach: async ({ parameters }) => {
    // The native side opens the H5 with a session it already holds.
    const { at, rt } = await quickLogin(SEEDED.certifiedDriver);
    parameters.route = `/auth/redirect?target=%2F&token=${encodeURIComponent(at)}&rt=${encodeURIComponent(rt)}`;
  },
  play: async () => {
    await expectPath('/');
    await expect(useSession.getState().loginInfo?.phone).toBe(SEEDED.certifiedDriver);
    await expect(await sentRequests(account.getUserDetail.path)).not.toHaveLength(0);
  },
};

export const BadTokenHandoff: Story = {
  tags: ['state'],
  parameters: { route: '/auth/redirect?target=%2F&token=not-a-token' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('button', { name: '返回首页' })).toBeVisible();
    await expect(useSession.getState().isLoggedIn()).toBe(false);
    await expect(currentUrl()).toContain('/auth/redirect');
  },
};
