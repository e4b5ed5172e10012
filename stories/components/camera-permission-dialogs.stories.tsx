import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CAMERA_GRANT_MEMORY_S,
  CAMERA_GRANT_STORAGE_KEY,
  CameraPermissionDialogs,
  ensureCameraPermission,
  hasRememberedCameraGrant,
} from '@/components/camera-permission-dialogs';
import { appStorage } from '@/lib/storage/browser-storage';
import { storyNative } from '../support/bridge';
import { clearOverlays, findDialog, tapDialogButton } from '../support/overlays';

const DENIED_TEXT = '你的相机权限未开启,请前往 设置->权限管理 打开相机权限';

/** What a screen does before the camera: ask, then say whether it may scan. */
function CameraEntry() {
  const [result, setResult] = useState('');
  return (
    <div style={{ padding: 16 }}>
      <Button
        block
        color="primary"
        onClick={() =>
          void ensureCameraPermission().then((ok) => setResult(ok ? '相机可用' : '相机不可用'))
        }
      >
        打开相机
      </Button>
      <p role="status">{result}</p>
    </div>
  );
}

const meta = {
  title: 'Components/CameraPermissionDialogs',
  component: CameraPermissionDialogs,
  tags: ['autodocs'],
  beforeEach: clearOverlays,
  args: { onConfirm: fn(), onCancel: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The camera-permission dialogs (§4, §6). Call `ensureCameraPermission()` before scanning ' +
          'or taking a photo: a grant is remembered for 2,626,560 s (about 30 days) and skips every ' +
          'question; a permission never asked is explained first (相机权限获取提醒, 去授权 shows the ' +
          'system prompt); a refused one shows 温馨提示 whose 去设置 opens the app settings. It resolves ' +
          'true when the camera may be used. A bridge failure (time-out, not in the app) is toasted. ' +
          'Render `<CameraPermissionDialogs dialog="explain" | "denied" />` to show one dialog yourself.',
      },
    },
  },
} satisfies Meta<typeof CameraPermissionDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const calls = (method: string) =>
  storyNative()
    .timeline()
    .filter((e) => e.kind === 'call' && e.method === method);

export const ExplainDialog: Story = {
  tags: ['state'],
  args: { dialog: 'explain' },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText('相机权限获取提醒')).toBeVisible();
    await expect(within(dialog).getByText(/扫描二维码/)).toBeVisible();
    await tapDialogButton(dialog, '去授权');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const DeniedDialog: Story = {
  tags: ['state'],
  args: { dialog: 'denied' },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText('温馨提示')).toBeVisible();
    await expect(within(dialog).getByText(DENIED_TEXT)).toBeVisible();
    await tapDialogButton(dialog, '去设置');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const FirstAskGranted: Story = {
  parameters: { bridge: { permissions: { camera: { state: 'prompt', promptAnswer: 'grant' } } } },
  render: () => <CameraEntry />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '打开相机' }));
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText('相机权限获取提醒')).toBeVisible();
    await expect(calls('requestPermission')).toHaveLength(0);
    await tapDialogButton(dialog, '去授权');
    await expect(await screen.findByText('相机可用')).toBeVisible();
    await expect(calls('requestPermission')).toHaveLength(1);
    await expect(hasRememberedCameraGrant(appStorage)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const FirstAskDenied: Story = {
  parameters: { bridge: { permissions: { camera: { state: 'prompt', promptAnswer: 'deny' } } } },
  render: () => <CameraEntry />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '打开相机' }));
    await tapDialogButton(await findDialog(canvasElement), '去授权');
    await waitFor(() => expect(screen.getByText('温馨提示')).toBeVisible());
    const denied = await findDialog(canvasElement);
    await expect(within(denied).getByText(DENIED_TEXT)).toBeVisible();
    await tapDialogButton(denied, '去设置');
    await expect(await screen.findByText('相机不可用')).toBeVisible();
    await expect(storyNative().records.filter((r) => r.kind === 'openSettings')).toEqual([
      expect.objectContaining({ params: { kind: 'camera' } }),
    ]);
    await expect(hasRememberedCameraGrant(appStorage)).toBe(false);
  },
};

export const AlreadyDenied: Story = {
  parameters: { bridge: { permissions: { camera: { state: 'denied' } } } },
  render: () => <CameraEntry />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '打开相机' }));
    const dialog = await findDialog(canvasElement);
    // Straight to 温馨提示: there is nothing left to explain before a system prompt.
    await expect(within(dialog).getByText('温馨提示')).toBeVisible();
    await expect(screen.queryByText('相机权限获取提醒')).toBeNull();
    await tapDialogButton(dialog, '取消');
    await expect(await screen.findByText('相机不可用')).toBeVisible();
    await expect(storyNative().records.filter((r) => r.kind === 'openSettings')).toEqual([]);
    await expect(calls('requestPermission')).toHaveLength(0);
  },
};

export const RememberedGrant: Story = {
  // The phone would say denied: a grant remembered within 30 days is not asked again.
  parameters: { bridge: { permissions: { camera: { state: 'denied' } } } },
  beforeEach: () => {
    appStorage.set(CAMERA_GRANT_STORAGE_KEY, true, CAMERA_GRANT_MEMORY_S);
  },
  render: () => <CameraEntry />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '打开相机' }));
    await expect(await screen.findByText('相机可用')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(calls('checkPermission')).toHaveLength(0);
  },
};

export const NotInTheAppTimeout: Story = {
  tags: ['state'],
  parameters: {
    bridge: { faults: { error: [{ method: 'checkPermission', code: 'timeout' }] } },
  },
  render: () => <CameraEntry />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '打开相机' }));
    await expect(await screen.findByText('操作超时，请重试')).toBeVisible();
    await expect(await screen.findByText('相机不可用')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
