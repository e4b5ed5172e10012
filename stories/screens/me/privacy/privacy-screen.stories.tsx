import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PrivacyScreen } from '@/features/me/privacy/screens/privacy-screen';
import { expectPath } from '../../../support/router';
import { clearOverlays } from '../../../support/overlays';

const meta = {
  title: 'Screens/Me/Privacy/Privacy',
  component: PrivacyScreen,
  parameters: { route: '/privacy', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof PrivacyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const PAGES = [
  ['隐私政策', '/privacy-policy'],
  ['用户服务协议', '/user-service'],
  ['用户授权协议', '/user-auth'],
  ['个人信息收集清单', '/personal-info-list'],
  ['第三方信息共享清单', '/third-party-list'],
  ['基本信息', '/basic-info'],
  ['服务信息', '/service-info'],
  ['设备信息', '/device-info'],
  ['隐私设置', '/privacy-settings'],
] as const;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByRole('heading', { name: '政策与协议' }, { timeout: 10_000 });
    // One pass over the page's headings and links: a role query per name is slow on a busy runner.
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    await expect(headings).toEqual(
      expect.arrayContaining(['政策与协议', '信息清单', '我的信息', '权限管理']),
    );
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    await expect(links).toEqual(expect.arrayContaining(PAGES.map(([label, to]) => [label, to])));
  },
};

export const OpensEachPage: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(
      await screen.findByRole('link', { name: '个人信息收集清单' }, { timeout: 10_000 }),
    );
    await expectPath('/personal-info-list');
    // Both the 位置信息 and the 设备信息 card lead to the device page; take the device card's.
    const device = await screen.findByRole('region', { name: '设备信息' }, { timeout: 10_000 });
    await userEvent.click(within(device).getByRole('link', { name: '查看我的设备信息' }));
    await expectPath('/device-info');
  },
};

export const NeedsLogin: Story = {
  parameters: { session: 'guest' },
  play: async () => {
    await expectPath('/loginPwd', 20_000);
  },
};
