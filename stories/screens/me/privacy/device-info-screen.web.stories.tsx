import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeviceInfoScreen } from '@/features/me/privacy/screens/device-info-screen';
import { DEVICE_ID_STORAGE_KEY } from '@/lib/bridge/device-id';
import { clearOverlays } from '../../../support/overlays';

/**
 * In a plain browser (its own file: the bridge client never leaves web mode within one story
 * file): the browser's own device id and user agent, no brand, model or position.
 */
const meta = {
  title: 'Screens/Me/Privacy/DeviceInfo (browser)',
  component: DeviceInfoScreen,
  parameters: { route: '/device-info', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof DeviceInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InABrowser: Story = {
  tags: ['state'],
  beforeEach() {
    // A fixed id, so the page (and its screenshot) is the same on every run.
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'web-7f3c9a2e-browser');
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    await screen.findByText('运行环境', { selector: 'dt' }, { timeout: 10_000 });
    await expect(value('运行环境')).toHaveTextContent('浏览器');
    await expect(value('设备标识')).toHaveTextContent('web-7f3c9a2e-browser');
    // The whole user agent is shown, wrapped, not cut off.
    await expect(value('浏览器标识')).toHaveTextContent(navigator.userAgent);
    await expect(value('最近定位')).toHaveTextContent('暂无定位');
    await expect(screen.queryByText('品牌')).toBeNull();
    await expect(screen.getByText(/设备标识由本浏览器生成并保存/)).toBeVisible();
  },
};
