import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { config } from '@/config';
import { DownloadAppScreen } from '@/features/me/service/screens/download-app-screen';
import { expectNativeRecord } from '../../../support/bridge';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
const SLOW = { timeout: 15_000 };

/** Inside the native app (download-app-screen, native file: the bridge never falls back to web here). */
const meta = {
  title: 'Screens/Me/Service/DownloadAppInApp',
  component: DownloadAppScreen,
  parameters: { route: '/download-app', session: 'certifiedDriver', bridge: true },
} satisfies Meta<typeof DownloadAppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** The installed version is known; the published 1.0.0 is older, so no "latest" line. */
export const InstalledVersion: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('当前App版本：1.3.0', {}, SLOW)).toBeVisible();
    await expect(screen.queryByText(/最新版本/)).toBeNull();
  },
};

/** A tap goes to the app's downloadApp with that store's link, not to the browser. */
export const DownloadThroughTheApp: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByText('当前App版本：1.3.0', {}, SLOW);
    await userEvent.click(screen.getByRole('link', { name: /iPhone 版下载/ }));
    const [record] = await expectNativeRecord('downloadApp');
    await expect(record!.params).toEqual({ url: config.downloadLinks.ios });
    await expect(await screen.findByText('已开始下载', {}, SLOW)).toBeVisible();
  },
};

/** The app cannot download: its message is shown, the page stays. */
export const DownloadFails: Story = {
  parameters: {
    bridge: {
      faults: { error: [{ method: 'downloadApp', code: 'failed', message: '存储空间不足' }] },
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByText('当前App版本：1.3.0', {}, SLOW);
    await userEvent.click(screen.getByRole('link', { name: /Android 版下载/ }));
    await expect(await screen.findByText('存储空间不足', {}, SLOW)).toBeVisible();
  },
};
