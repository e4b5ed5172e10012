import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacySettingsScreen } from '@/features/me/privacy/screens/privacy-settings-screen';
import { clearOverlays } from '../../../support/overlays';

/**
 * In a plain browser (no native app; its own file, as the bridge client never leaves web mode
 * within one story file): the page says the phone's permission state cannot be read here.
 */
const meta = {
  title: 'Screens/Me/Privacy/PrivacySettings (browser)',
  component: PrivacySettingsScreen,
  parameters: { route: '/privacy-settings', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof PrivacySettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InABrowser: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const note = await screen.findByRole('note', {}, { timeout: 10_000 });
    await expect(note).toHaveTextContent('当前在浏览器中访问，无法读取手机系统权限状态');
    await expect(screen.queryByText('已开启')).toBeNull();
    await expect(screen.queryByRole('button', { name: '前往系统设置' })).toBeNull();
  },
};
