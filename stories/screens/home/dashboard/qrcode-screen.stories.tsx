import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QrcodeScreen } from '@/features/home/dashboard/screens/qrcode-screen';
import { expectNativeRecord, storyNative } from '../../../support/bridge';
import { expectPath } from '../../../support/router';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';

const meta = {
  title: 'Screens/Home/Dashboard/QrcodeScreen',
  component: QrcodeScreen,
  parameters: { route: '/home/qrcode', session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof QrcodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const qr = (text: string) => ({ qr: { mode: 'text' as const, text } });
const scans = () =>
  storyNative()
    .timeline()
    .filter((e) => e.kind === 'call' && e.method === 'scanQr')
    .map((e) => e.params);

export const ResultOpensAScreen: Story = {
  parameters: { bridge: qr('/i/about/aboutus') },
  play: async () => {
    await expectPath('/i/about/aboutus');
    await expect(scans()).toEqual([{ source: 'camera' }]);
  },
};

export const UrlResult: Story = {
  tags: ['state'],
  parameters: { bridge: qr('https://www.example.com/notice?id=7') },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByRole('heading', { name: '链接地址' })).toBeVisible();
    await expect(screen.getByText('https://www.example.com/notice?id=7')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '打开链接' }));
    const [opened] = await expectNativeRecord('openBrowser');
    await expect(opened!.params).toEqual({ url: 'https://www.example.com/notice?id=7' });
    await expectPath('/home/qrcode');
  },
};

export const TextResultCopied: Story = {
  tags: ['state'],
  parameters: { bridge: qr('运单号 W20250301001') },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByRole('heading', { name: '扫描结果' })).toBeVisible();
    await expect(screen.getByText('运单号 W20250301001')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    await expect(await screen.findByText('已复制')).toBeVisible();
    const [copied] = await expectNativeRecord('copyText');
    await expect(copied!.params).toEqual({ text: '运单号 W20250301001' });
  },
};

export const CopyUnsupported: Story = {
  parameters: {
    bridge: { ...qr('W20250301001'), faults: { error: [{ method: 'copyText', code: 'failed' }] } },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '复制' }));
    await expect(await screen.findByText('该设备不支持复制')).toBeVisible();
  },
};

export const Cancelled: Story = {
  tags: ['state'],
  parameters: { bridge: { qr: { mode: 'cancel' } } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('已取消扫描')).toBeVisible();
    await expect(screen.getByRole('button', { name: '重新扫描' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '从相册选择' })).toBeVisible();
  },
};

export const CancelledThenRescan: Story = {
  parameters: { bridge: { qr: { mode: 'cancel' } } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('已取消扫描')).toBeVisible();
    await expectPath('/home/qrcode');
    storyNative().controls.qr.text('/i/about/aboutus');
    await userEvent.click(screen.getByRole('button', { name: '重新扫描' }));
    await expectPath('/i/about/aboutus');
    await expect(scans()).toEqual([{ source: 'camera' }, { source: 'camera' }]);
  },
};

export const FromAlbum: Story = {
  parameters: { bridge: { qr: { mode: 'cancel' } } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByText('已取消扫描');
    storyNative().controls.qr.text('相册里的二维码');
    await userEvent.click(screen.getByRole('button', { name: '从相册选择' }));
    await expect(await screen.findByText('相册里的二维码')).toBeVisible();
    await expect(scans()).toEqual([{ source: 'camera' }, { source: 'album' }]);
  },
};

export const CameraDenied: Story = {
  tags: ['state'],
  parameters: { bridge: { permissions: { camera: { state: 'denied' } } } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText('温馨提示')).toBeVisible();
    await expect(
      within(dialog).getByText('你的相机权限未开启,请前往 设置->权限管理 打开相机权限'),
    ).toBeVisible();
    await tapDialogButton(dialog, '去设置');
    const [settings] = await expectNativeRecord('openSettings');
    await expect(settings!.params).toEqual({ kind: 'camera' });
    await expect(await screen.findByRole('alert')).toHaveTextContent('权限未开启');
    await expect(screen.getByRole('button', { name: '重新扫描' })).toBeVisible();
  },
};

export const ScanFailed: Story = {
  parameters: { bridge: { qr: { mode: 'fail' } } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent('未识别到二维码');
    storyNative().controls.qr.text('https://www.example.com/');
    await userEvent.click(screen.getByRole('button', { name: '重新扫描' }));
    await expect(await screen.findByRole('button', { name: '打开链接' })).toBeVisible();
  },
};

export const FromTheScanTab: Story = {
  parameters: {
    route: '/',
    bridge: {
      ...qr('W20250301001'),
      permissions: { camera: { state: 'prompt', promptAnswer: 'grant' } },
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const nav = await screen.findByRole('navigation', { name: '主导航' }, { timeout: 5000 });
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['首页', '货源', '扫一扫', '运单', '我的']);
    await userEvent.click(within(nav).getByRole('button', { name: '扫一扫' }));
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText('相机权限获取提醒')).toBeVisible();
    await tapDialogButton(dialog, '去授权');
    await expectPath('/home/qrcode');
    await expect(await screen.findByText('W20250301001')).toBeVisible();
    await waitFor(() => expect(scans()).toEqual([{ source: 'camera' }]));
  },
};
