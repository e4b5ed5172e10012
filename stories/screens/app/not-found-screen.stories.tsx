import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotFoundScreen } from '@/app/screens/not-found-screen';
import { currentUrl, expectPath } from '../../support/router';
import { clearOverlays } from '../../support/overlays';

const meta = {
  title: 'Screens/App/NotFound',
  component: NotFoundScreen,
  parameters: { route: '/no/such/page', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPage: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('页面不存在'));
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await expectPath('/');
    await expect(await screen.findByText('已认证', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const BackArrowFromADeepLinkGoesHome: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findByRole('heading', { name: '页面不存在' });
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expectPath('/');
  },
};

export const PublicContractLinkNeedsNoLogin: Story = {
  // §2.2: /c/:param is public — a guest stays on the link's screen, which says the link is invalid.
  parameters: { route: '/c/abc123', session: 'guest' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('合同链接无效或已失效');
    await expect(currentUrl()).toBe('/c/abc123');
  },
};

export const ProtectedUnknownPageAsGuest: Story = {
  parameters: { route: '/waybill/detailWhole', session: 'guest' },
  play: async () => {
    await expectPath('/loginPwd');
    await expect(currentUrl()).toBe('/loginPwd?redirect=%2Fwaybill%2FdetailWhole');
  },
};
