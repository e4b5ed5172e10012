import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShareCodeScreen } from '@/features/me/service/screens/share-code-screen';
import { expectNativeRecord } from '../../../support/bridge';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
const SLOW = { timeout: 15_000 };

/** Inside the native app (share-code-screen): copy and share go through the bridge. */
const meta = {
  title: 'Screens/Me/Service/ShareCodeInApp',
  component: ShareCodeScreen,
  parameters: { route: '/share-code', session: 'certifiedDriver', bridge: true },
} satisfies Meta<typeof ShareCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

async function shownCode(canvasElement: HTMLElement): Promise<string> {
  const code = await body(canvasElement).findByLabelText(/^邀请码 [A-Z0-9]+$/, {}, SLOW);
  return code.textContent ?? '';
}

export const ShareThroughTheApp: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const code = await shownCode(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '分享给好友' }));
    const [record] = await expectNativeRecord('share');
    const params = record!.params as { title: string; text: string; url: string };
    await expect(params.title).toBe('邀请您加入司机端');
    await expect(params.text).toContain(code);
    await expect(new URL(params.url).pathname + new URL(params.url).search).toBe(
      `/share-code?code=${code}`,
    );
    await expect(await screen.findByText('分享成功', {}, SLOW)).toBeVisible();
  },
};

/** The driver closes the share sheet: nothing is said. */
export const ShareCancelled: Story = {
  parameters: { bridge: { share: { outcome: 'cancel' } } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await shownCode(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '分享给好友' }));
    await expectNativeRecord('share');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.queryByText('分享成功')).toBeNull();
  },
};

export const CopyThroughTheApp: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const code = await shownCode(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '复制邀请码' }));
    const [record] = await expectNativeRecord('copyText');
    await expect(record!.params).toEqual({ text: code });
    await expect(await screen.findByText('复制成功', {}, SLOW)).toBeVisible();
  },
};

/** The app's copy failed: §8's 该设备不支持复制, whatever the app said. */
export const CopyFails: Story = {
  parameters: { bridge: { faults: { error: [{ method: 'copyText', code: 'failed' }] } } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await shownCode(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '复制邀请码' }));
    await expect(await screen.findByText('该设备不支持复制', {}, SLOW)).toBeVisible();
  },
};
