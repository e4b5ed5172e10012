import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CertificationBadge } from '@/components/certification-badge';

const meta = {
  title: 'Components/CertificationBadge',
  component: CertificationBadge,
  tags: ['autodocs'],
  args: { status: 1, onCertify: fn() },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
The driver's real-name certification badge (§4): \`certificationStatus\` 0 待审核, 1 已认证,
2 认证失败, 3 临时审核, 999 未认证 (no record). Server values may be numbers or numeric strings;
anything unknown counts as 999.

- With no record (999) the badge is a button, **未认证 去认证**, calling \`onCertify\` (the screen
  navigates to role selection, /seleteRole).
- Every other state leads to /i/auth/detail: pass \`onOpenDetail\` and the badge becomes a button;
  without it (where the detail screen is not reachable) it is plain text.
- The label is read as 实名认证：<state>, so a screen reader knows what the badge is about.
`,
      },
    },
  },
} satisfies Meta<typeof CertificationBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Certified: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已认证')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Pending: Story = {
  tags: ['state'],
  args: { status: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('待审核')).toBeVisible();
  },
};

export const Failed: Story = {
  tags: ['state'],
  args: { status: '2' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('认证失败')).toBeVisible();
  },
};

export const TemporaryReview: Story = {
  args: { status: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('临时审核')).toBeVisible();
  },
};

export const NotCertifiedGoesToCertify: Story = {
  tags: ['state'],
  args: { status: 999 },
  play: async ({ canvasElement, args }) => {
    const badge = within(canvasElement).getByRole('button', { name: '实名认证：未认证，去认证' });
    await expect(badge).toHaveTextContent('未认证去认证');
    await expect(badge.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(badge);
    await expect(args.onCertify).toHaveBeenCalledTimes(1);
  },
};

export const UnknownStatusCountsAsNone: Story = {
  args: { status: 'abc' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /未认证/ })).toBeVisible();
  },
};

export const OpensDetail: Story = {
  args: { status: 0, onOpenDetail: fn() },
  play: async ({ canvasElement, args }) => {
    const badge = within(canvasElement).getByRole('button', { name: '实名认证：待审核，查看详情' });
    await userEvent.click(badge);
    await expect(args.onOpenDetail).toHaveBeenCalledTimes(1);
    await expect(args.onCertify).not.toHaveBeenCalled();
  },
};
