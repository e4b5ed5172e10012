import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeviceInfoScreen } from '@/features/me/privacy/screens/device-info-screen';
import { clearOverlays } from '../../../support/overlays';

/** Inside the app (fake native side). The browser look is in device-info-screen.web.stories. */
const meta = {
  title: 'Screens/Me/Privacy/DeviceInfo',
  component: DeviceInfoScreen,
  parameters: { route: '/device-info', session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof DeviceInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The value beside a label in the screen's fact lists. */
async function row(canvasElement: HTMLElement, label: string) {
  const term = await body(canvasElement).findByText(label, { selector: 'dt' }, { timeout: 10_000 });
  return term.nextElementSibling as HTMLElement;
}

export const InTheApp: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(await row(canvasElement, '运行环境')).toHaveTextContent('司机端 App');
    await expect(await row(canvasElement, '设备标识')).toHaveTextContent('SIM-ANDROID-0001');
    await expect(await row(canvasElement, '品牌')).toHaveTextContent('HUAWEI');
    await expect(await row(canvasElement, '型号')).toHaveTextContent('Mate 60');
    await expect(await row(canvasElement, '系统')).toHaveTextContent('Android');
    await expect(await row(canvasElement, 'App 版本')).toHaveTextContent('1.3.0');
    await expect(await row(canvasElement, '最近定位')).toHaveTextContent('116.397000, 39.909000');
    await expect(await row(canvasElement, '定位地址')).toHaveTextContent('北京市东城区东长安街');
  },
};

export const IPhoneWithoutLocation: Story = {
  tags: ['state'],
  parameters: {
    bridge: {
      device: {
        platform: 'ios',
        brand: 'Apple',
        model: 'iPhone 15',
        appVersion: '1.2.8',
        deviceId: 'SIM-IOS-0042',
      },
      permissions: { location: { state: 'denied' } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await row(canvasElement, '设备标识')).toHaveTextContent('SIM-IOS-0042');
    await expect(await row(canvasElement, '品牌')).toHaveTextContent('Apple');
    await expect(await row(canvasElement, '系统')).toHaveTextContent('iOS');
    await expect(await row(canvasElement, 'App 版本')).toHaveTextContent('1.2.8');
    await expect(await row(canvasElement, '最近定位')).toHaveTextContent('暂无定位');
  },
};
