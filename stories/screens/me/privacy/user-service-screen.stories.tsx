import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { UserServiceScreen } from '@/features/me/privacy/screens/user-service-screen';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';

const meta = {
  title: 'Screens/Me/Privacy/UserService',
  component: UserServiceScreen,
  parameters: { route: '/user-service', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof UserServiceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

declare global {
  interface Window {
    __sandboxAgreementXss?: boolean;
  }
}

/** The seeded user agreement carries a script and an onerror handler: neither may run. */
export const LoadedAndSanitized: Story = {
  tags: ['state'],
  beforeEach() {
    delete window.__sandboxAgreementXss;
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const article = await screen.findByRole('article', {}, { timeout: 10_000 });
    await expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      '用户服务协议',
    );
    await expect(article).toHaveTextContent('三、本协议自您勾选同意之日起生效。');
    await expect(article.querySelector('script')).toBeNull();
    for (const img of article.querySelectorAll('img')) {
      await expect(img.getAttribute('onerror')).toBeNull();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(window.__sandboxAgreementXss).toBeUndefined());
    const [request] = await sentRequests('/getAgreementInfoByType');
    await expect(request?.body).toMatchObject({ type: 'user' });
  },
};
