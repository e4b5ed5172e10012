import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CustomWebScreen } from '@/features/money/wallet/screens/custom-web-screen';
import { paths } from '@/lib/routing/paths';
import { expectPath } from '../../../support/router';
import { bodyOf, SLOW } from './wallet-story-helpers';

const meta = {
  title: 'Screens/Money/Wallet/CustomWeb',
  component: CustomWebScreen,
  parameters: { route: paths.walletCustomWeb.to(), session: 'certifiedDriver' },
} satisfies Meta<typeof CustomWebScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The labour-invoicing guide: why, the five steps, what to prepare, the FAQs. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: '为什么要开劳务费发票' }, SLOW),
    ).toBeVisible();
    const steps = screen.getByRole('region', { name: '开票步骤' });
    await expect(steps.querySelectorAll('li')).toHaveLength(5);
    await expect(screen.getByRole('heading', { name: '常见问题' })).toBeVisible();
  },
};

/** The way to the unsigned agreements: the Me screen's reminder. */
export const ToTheAgreements: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '去“我的”查看待签协议' }, SLOW));
    await expectPath(paths.me.pattern);
  },
};
