import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AuthDetailScreen } from '@/features/account/identity/screens/auth-detail-screen';
import { identity } from '@/lib/contract/account/identity';
import { expectPath } from '../../../support/router';
import { page, setCertificationStatus } from './identity-story-helpers';

const meta = {
  title: 'Screens/Account/Identity/AuthDetail',
  component: AuthDetailScreen,
  parameters: { route: '/i/auth/detail', session: 'certifiedDriver' },
} satisfies Meta<typeof AuthDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Certified: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('已认证')).toBeVisible();
    // §5: the number is shown masked (first 4, stars, last 4).
    await expect(screen.getByText(/^\d{4}\*+[\dX]{4}$/)).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重新认证' })).toBeNull();
  },
};

export const PendingReview: Story = {
  tags: ['state'],
  beforeEach: () => setCertificationStatus('certifiedDriver', 0),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('待审核')).toBeVisible();
    await expect(screen.getByText('您的实名信息正在审核中，请耐心等待')).toBeVisible();
  },
};

export const TemporaryReview: Story = {
  tags: ['state'],
  beforeEach: () => setCertificationStatus('certifiedDriver', 3),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('临时审核')).toBeVisible();
    await expect(screen.getByText('您的实名信息正在审核中，请耐心等待')).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重新认证' })).toBeNull();
  },
};

export const FailedOffersAgain: Story = {
  tags: ['state'],
  beforeEach: () => setCertificationStatus('certifiedDriver', 2),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('实名认证未通过，请重新提交')).toBeVisible();
    await expect(screen.getByRole('button', { name: '重新认证' })).toBeVisible();
  },
};

export const NotCertified: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('您还未完成实名认证')).toBeVisible();
    await expect(screen.getByText('未实名认证')).toBeVisible();
    await expect(screen.getByRole('button', { name: '去认证' })).toBeVisible();
  },
};

export const CertifyAgainOpensTheForm: Story = {
  beforeEach: () => setCertificationStatus('certifiedDriver', 2),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '重新认证' }));
    await expectPath('/i/auth/add');
  },
};

export const LoadFailedThenRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        { path: identity.getIdentityInfoByUserId.path, state: 500, msg: '服务繁忙', times: 1 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('服务繁忙');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(await screen.findByText('已认证')).toBeVisible();
  },
};
