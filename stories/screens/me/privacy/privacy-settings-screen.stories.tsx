import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PrivacySettingsScreen } from '@/features/me/privacy/screens/privacy-settings-screen';
import { expectNativeRecord, storyNative } from '../../../support/bridge';
import { clearOverlays } from '../../../support/overlays';

/** Inside the app (fake native side). The browser look is in privacy-settings-screen.web.stories. */
const meta = {
  title: 'Screens/Me/Privacy/PrivacySettings',
  component: PrivacySettingsScreen,
  parameters: { route: '/privacy-settings', session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof PrivacySettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function expectState(canvasElement: HTMLElement, label: string, state: string) {
  const list = await body(canvasElement).findByRole(
    'region',
    { name: '权限管理' },
    { timeout: 10_000 },
  );
  const row = within(list).getByText(label).closest('div');
  await expect(await within(row!).findByText(state, {}, { timeout: 10_000 })).toBeVisible();
}

export const Granted: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, '相机', '已开启');
    await expectState(canvasElement, '位置信息', '已开启');
    await expectState(canvasElement, '相册', '每次选择时由系统处理');
    await expect(body(canvasElement).getByRole('button', { name: '前往系统设置' })).toBeVisible();
  },
};

export const CameraDenied: Story = {
  tags: ['state'],
  parameters: { bridge: { permissions: { camera: { state: 'denied' } } } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, '相机', '未开启');
    await expectState(canvasElement, '位置信息', '已开启');
  },
};

export const NotAskedYet: Story = {
  tags: ['state'],
  parameters: {
    bridge: { permissions: { camera: { state: 'prompt' }, location: { state: 'prompt' } } },
  },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, '相机', '未询问');
    await expectState(canvasElement, '位置信息', '未询问');
  },
};

/** The driver turns location on in the system settings; back in the app the page shows it. */
export const ReReadWhenTheAppResumes: Story = {
  parameters: { bridge: { permissions: { location: { state: 'denied' } } } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expectState(canvasElement, '位置信息', '未开启');
    await userEvent.click(screen.getByRole('button', { name: '前往系统设置' }));
    const [record] = await expectNativeRecord('openSettings');
    await expect(record?.params).toEqual({});
    const native = storyNative();
    native.controls.native.pause();
    native.controls.permissions.set('location', 'granted');
    native.controls.native.resume();
    await expectState(canvasElement, '位置信息', '已开启');
  },
};
