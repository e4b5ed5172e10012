import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { config } from '@/config';
import { DownloadAppScreen } from '@/features/me/service/screens/download-app-screen';
import { version } from '@/lib/contract/common/version';
import { neverAnswered } from '../../../support/sandbox';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
const SLOW = { timeout: 15_000 };

/** In a plain browser (no native app): the store links are ordinary links, opened by the browser. */
const meta = {
  title: 'Screens/Me/Service/DownloadApp',
  component: DownloadAppScreen,
  parameters: { route: '/download-app', session: 'certifiedDriver' },
} satisfies Meta<typeof DownloadAppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const InTheBrowser: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByRole('heading', { name: '下载司机端App' }, SLOW)).toBeVisible();
    await expect(screen.getByText('您正在使用网页版，下载App获得完整体验')).toBeVisible();
    await expect(await screen.findByText('最新版本：1.0.0', {}, SLOW)).toBeVisible();
    const android = screen.getByRole('link', { name: /Android 版下载/ });
    const ios = screen.getByRole('link', { name: /iPhone 版下载/ });
    await expect(android).toHaveAttribute('href', config.downloadLinks.android);
    await expect(ios).toHaveAttribute('href', config.downloadLinks.ios);
    await expect(android).toHaveAttribute('target', '_blank');
    // The test browser is not an iPhone: Android is the one recommended.
    await expect(android).toHaveTextContent('推荐');
    await expect(ios).not.toHaveTextContent('推荐');
  },
};

/** Without the latest version (the server is slow): the links are there all the same. */
export const LatestVersionUnknown: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(version.getNowPublishVersion.path)] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByRole('link', { name: /iPhone 版下载/ }, SLOW)).toBeVisible();
    await expect(screen.queryByText(/最新版本/)).toBeNull();
  },
};
