import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { config } from '@/config';
import { AboutUsScreen } from '@/features/me/about/screens/about-us-screen';
import { paths } from '@/lib/routing/paths';
import { currentUrl, expectPath } from '../../../support/router';
import { clearOverlays } from '../../../support/overlays';

const meta = {
  title: 'Screens/Me/About/AboutUs',
  component: AboutUsScreen,
  parameters: { route: '/i/about/aboutus' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof AboutUsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(
      await screen.findByRole('heading', { name: config.defaultTitle }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('关于我们'));
    const service = screen.getByRole('link', { name: /在线客服/ });
    // The app's own service screen (it asks to log in first when needed).
    await expect(service).toHaveAttribute('href', paths.customerService.to());
    await expect(screen.getByRole('link', { name: '用户协议' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '隐私政策' })).toBeVisible();
  },
};

export const OpensThePrivacyPolicy: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(await screen.findByRole('link', { name: '隐私政策' }));
    await expectPath('/i/about/agreement');
    await expect(currentUrl()).toBe('/i/about/agreement?type=privacy');
    await expect(await screen.findByRole('article')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expectPath('/i/about/aboutus');
  },
};
