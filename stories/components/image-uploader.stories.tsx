import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CAPTURE_FAILURE_DELAY_MS,
  ImageUploader,
  type ImageUploaderProps,
  type UploadedImage,
} from '@/components/image-uploader';
import { createBridge } from '@/lib/bridge/bridge';
import {
  BRIDGE_GLOBAL,
  type BridgeResponse,
  type WebViewJavascriptBridge,
} from '@/lib/bridge/protocol';
import { upload } from '@/lib/contract/common/upload';
import { storyNative } from '../support/bridge';
import { neverAnswered, sentRequests } from '../support/sandbox';

/** A form field holding the list, as a screen does (controlled value / onChange). */
function Field(args: ImageUploaderProps) {
  const [value, setValue] = useState<UploadedImage[]>(args.value ?? []);
  return (
    <div style={{ padding: 16 }}>
      <ImageUploader
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    </div>
  );
}

const DONE: UploadedImage[] = [
  {
    url: '/__sandbox/files/F900001.png',
    status: 'done',
    message: '上传完成',
    isImage: true,
    urlorigin: '/__sandbox/files/F900001.png',
  },
  {
    url: '/__sandbox/files/F900002.png',
    status: 'done',
    message: '上传完成',
    isImage: true,
    urlorigin: '/__sandbox/files/F900002.png',
  },
];

const meta = {
  title: 'Components/ImageUploader',
  component: ImageUploader,
  tags: ['autodocs'],
  args: { onChange: fn(), onDelete: fn(), onError: fn() },
  render: (args) => <Field {...args} />,
  parameters: {
    bridge: true,
    session: 'certifiedDriver',
    docs: {
      description: {
        component: `
Photo upload for licences, vehicles, receipts and avatars (§4, §5). The driver taps the tile, picks
**拍照** or **从相册选择**; the native app (\`chooseImage\` over the bridge) hands back a file ref and
uploads it itself (\`uploadImage\`, with the driver's headers), so image bytes never cross the bridge.
Outside the app the bridge falls back to a file input and fetch.

- **Types (§5):** jpeg, png, gif, psd, tif, bmp only; HEIC (.HEIC/.heic) is refused too —
  **请上传正确图片格式**, the file is not uploaded.
- **Items (§3):** \`{ url, status: 'done', message: '上传完成', isImage, urlorigin }\` — \`url\` is the
  watermarked path when there is one, \`urlorigin\` the original. Controlled with \`value\` /
  \`onChange\` (or \`defaultValue\`).
- **Modes:** \`maxCount\` 1 (default) replaces the image (重新上传); more appends up to the limit,
  asking the album for at most the room left. \`variant="avatar"\`: round tiles, default max 2.
- **Watermark:** \`watermarkType="position"\` with \`watermark={{ name, phone, location? }}\` uploads
  to the watermark endpoint with three lines — uploader name and phone, location (asked from the
  bridge when not given), time — at position 2. On iOS the plain upload runs first and
  \`watermarkFileByUrl\` adds the watermark afterwards.
- **Failures:** an upload answering the string null → **图片上传失败，请重试**; a failed upload →
  **图片上传失败，请重试！**; a failed native capture → **上传失败, 请重试!** after 10 s (§9);
  a cancelled picker is silent; other bridge errors toast their own message.
- Tap a tile to preview (ImageViewer); the cross deletes it and emits \`onDelete(item, index)\`.
- Camera permission: with the app's bridge the §4 camera-permission dialogs run before the camera
  (\`ensureCamera\` overrides). Headers default to the HTTP client's (\`uploadHeaders\` overrides).
`,
      },
    },
  },
} satisfies Meta<typeof ImageUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Taps the add tile (or 重新上传) and picks a source in the sheet. */
async function pick(
  canvasElement: HTMLElement,
  source: '拍照' | '从相册选择',
  tile: string | RegExp = /^上传图片/,
) {
  const screen = body(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: tile }));
  const sheet = await screen.findByRole('dialog', { name: '选择图片来源' });
  await userEvent.click(within(sheet).getByRole('button', { name: source }));
}

function lastItems(onChange: unknown): UploadedImage[] {
  const calls = (onChange as { mock: { calls: [UploadedImage[]][] } }).mock.calls;
  return calls.at(-1)?.[0] ?? [];
}

const FILE_PATH = /^\/__sandbox\/files\/F\d+(-\d+)?\.png$/;

export const UploadFromAlbum: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const add = screen.getByRole('button', { name: /^上传图片/ });
    await expect(add.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await pick(canvasElement, '从相册选择');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [item] = lastItems(args.onChange);
    await expect(item).toEqual({
      url: expect.stringMatching(FILE_PATH),
      status: 'done',
      message: '上传完成',
      isImage: true,
      urlorigin: item!.url,
    });
    const thumb = screen.getByRole('button', { name: '查看第1张图片' });
    await expect(thumb.querySelector('img')).toHaveAttribute('src', item!.url);
    const [request] = await sentRequests(upload.file.path);
    await expect(request?.headers?.authorization).toMatch(/^Bearer /);
    await expect(
      storyNative()
        .timeline()
        .some((e) => e.method === 'chooseImage'),
    ).toBe(true);
    // Single mode: the add tile gives way to 重新上传.
    await expect(screen.queryByRole('button', { name: /^上传图片/ })).toBeNull();
    await expect(screen.getByRole('button', { name: '重新上传' })).toBeVisible();
  },
};

export const TakePhotoShowsProgress: Story = {
  parameters: {
    sandbox: { faults: [{ path: upload.file.path, delayMs: 1200, times: 1 }] },
  },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await pick(canvasElement, '拍照');
    const tile = await screen.findByRole('status', { name: '第1张图片上传中' });
    await expect(tile).toHaveTextContent('上传中');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(screen.queryByRole('status', { name: '第1张图片上传中' })).toBeNull();
    const choose = storyNative()
      .timeline()
      .find((e) => e.method === 'chooseImage');
    await expect(choose?.params).toEqual({ source: 'camera', count: 1 });
  },
};

export const Uploading: Story = {
  tags: ['state'],
  parameters: {
    sandbox: { faults: [neverAnswered(upload.file.path)] },
    // Known violation, reported: role="status" is not allowed on the tile's <li>
    // (aria-allowed-role). Axe still lists it in the a11y panel.
    a11y: { test: 'todo' },
  },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await pick(canvasElement, '从相册选择');
    const tile = await screen.findByRole('status', { name: '第1张图片上传中' });
    await expect(tile).toHaveTextContent('上传中');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const SingleModeReplaces: Story = {
  args: { value: [DONE[0]!] },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await pick(canvasElement, '从相册选择', '重新上传');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const items = lastItems(args.onChange);
    await expect(items).toHaveLength(1);
    await expect(items[0]!.url).not.toBe(DONE[0]!.url);
    await expect(screen.getAllByRole('button', { name: /^查看第\d张图片$/ })).toHaveLength(1);
  },
};

export const MultiAppendsUpToMax: Story = {
  args: { maxCount: 3 },
  parameters: { bridge: { gallery: { pickCount: 2 } } },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await expect(screen.getByRole('button', { name: '上传图片 0/3' })).toBeVisible();
    await pick(canvasElement, '从相册选择');
    await waitFor(() => expect(lastItems(args.onChange)).toHaveLength(2), { timeout: 5000 });
    await expect(await screen.findByText('2/3')).toBeVisible();
    await pick(canvasElement, '从相册选择');
    await waitFor(() => expect(lastItems(args.onChange)).toHaveLength(3), { timeout: 5000 });
    const counts = storyNative()
      .timeline()
      .filter((e) => e.method === 'chooseImage')
      .map((e) => (e.params as { count: number }).count);
    // The album is asked for the room left only.
    await expect(counts).toEqual([3, 1]);
    await expect(screen.getAllByRole('button', { name: /^查看第\d张图片$/ })).toHaveLength(3);
    await expect(screen.queryByRole('button', { name: /^上传图片/ })).toBeNull();
  },
};

export const AvatarMaxTwo: Story = {
  tags: ['state'],
  args: { variant: 'avatar' },
  parameters: { bridge: { gallery: { pickCount: 5 } } },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await expect(screen.getByText('0/2')).toBeVisible();
    await pick(canvasElement, '从相册选择');
    await waitFor(() => expect(lastItems(args.onChange)).toHaveLength(2), { timeout: 5000 });
    const choose = storyNative()
      .timeline()
      .find((e) => e.method === 'chooseImage');
    await expect(choose?.params).toEqual({ source: 'album', count: 2 });
    await expect(screen.queryByRole('button', { name: /^上传图片/ })).toBeNull();
    const tile = screen.getByRole('button', { name: '查看第1张图片' }).closest('li')!;
    await expect(getComputedStyle(tile).borderRadius).toBe('50%');
  },
};

export const WatermarkUpload: Story = {
  args: {
    watermarkType: 'position',
    watermark: { name: '李师傅', phone: '13800000002', location: '河北省石家庄市长安区' },
  },
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, '拍照');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [request] = await sentRequests(upload.watermarkFile.path);
    const sent = request?.body as { content: string[]; position: string };
    await expect(sent.content).toHaveLength(3);
    await expect(sent.content[0]).toBe('李师傅 13800000002');
    await expect(sent.content[1]).toBe('河北省石家庄市长安区');
    await expect(sent.content[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(sent.position).toBe('2');
    await expect(await sentRequests(upload.file.path)).toHaveLength(0);
    const [item] = lastItems(args.onChange);
    await expect(item!.url).toMatch(/-wm\.png$/);
    await expect(item!.urlorigin).toMatch(FILE_PATH);
  },
};

export const WatermarkLocationFromTheApp: Story = {
  args: { watermarkType: 'position', watermark: { name: '李师傅', phone: '13800000002' } },
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, '从相册选择');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [request] = await sentRequests(upload.watermarkFile.path);
    await expect((request?.body as { content: string[] }).content[1]).toBe('北京市东城区东长安街');
  },
};

export const IosWatermarkAfterwards: Story = {
  args: {
    watermarkType: 'position',
    watermark: { name: '李师傅', phone: '13800000002', location: '河北省石家庄市长安区' },
  },
  parameters: { bridge: { device: { platform: 'ios' } } },
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, '拍照');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [plain] = await sentRequests(upload.file.path);
    await expect(plain).toBeDefined();
    await expect(await sentRequests(upload.watermarkFile.path)).toHaveLength(0);
    const [byUrl] = await sentRequests(upload.watermarkFileByUrl.path);
    const query = byUrl?.body as { url: string; content: string[]; position: string };
    const [item] = lastItems(args.onChange);
    await expect(query.url).toBe(item!.urlorigin);
    await expect(query.content).toHaveLength(3);
    await expect(query.content[0]).toBe('李师傅 13800000002');
    await expect(query.position).toBe('2');
    await expect(item!.url).toMatch(/-wm\.png$/);
  },
};

/** An older app build answers the upload with the string null instead of the file paths. */
function answerUploadWithNull() {
  const native = (window as unknown as Record<string, WebViewJavascriptBridge>)[BRIDGE_GLOBAL]!;
  const callHandler = native.callHandler.bind(native);
  native.callHandler = (name, data, callback) => {
    if (name !== 'uploadImage') return callHandler(name, data, callback);
    const request = typeof data === 'string' ? (JSON.parse(data) as { id: string }) : data;
    const answer: BridgeResponse = { id: request.id, ok: true, code: 'ok', data: 'null' as never };
    setTimeout(() => callback(JSON.stringify(answer)), 50);
  };
}

export const UploadAnswersNull: Story = {
  beforeEach: () => answerUploadWithNull(),
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await pick(canvasElement, '从相册选择');
    await expect(await screen.findByText('图片上传失败，请重试')).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith('图片上传失败，请重试');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('button', { name: /^上传图片/ })).toBeVisible();
  },
};

export const UploadFails: Story = {
  tags: ['state'],
  parameters: { bridge: { upload: { outcome: 'fail' } } },
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, '从相册选择');
    await expect(await body(canvasElement).findByText('图片上传失败，请重试！')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CaptureFailsToastAfterTenSeconds: Story = {
  parameters: { bridge: { camera: { default: 'fail' } } },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await pick(canvasElement, '拍照');
    const failedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(screen.queryByText('上传失败, 请重试!')).toBeNull();
    await expect(
      await screen.findByText(
        '上传失败, 请重试!',
        {},
        { timeout: CAPTURE_FAILURE_DELAY_MS + 2000 },
      ),
    ).toBeVisible();
    await expect(performance.now() - failedAt).toBeGreaterThanOrEqual(
      CAPTURE_FAILURE_DELAY_MS - 500,
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CancelledPickerIsSilent: Story = {
  parameters: { bridge: { gallery: { default: 'cancel' } } },
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, '从相册选择');
    await waitFor(() =>
      expect(
        storyNative()
          .timeline()
          .some((e) => e.method === 'chooseImage' && e.code),
      ).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onError).not.toHaveBeenCalled();
    await expect(body(canvasElement).queryByText('已取消')).toBeNull();
  },
};

export const CameraDeniedIsToasted: Story = {
  args: { ensureCamera: async () => true },
  parameters: { bridge: { permissions: { camera: { state: 'denied' } } } },
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, '拍照');
    await expect(await body(canvasElement).findByText('权限未开启')).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith('权限未开启');
  },
};

export const PreviewAndDelete: Story = {
  args: { value: DONE, maxCount: 3 },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '查看第2张图片' }));
    await waitFor(() => {
      const shown = canvasElement.ownerDocument.querySelector<HTMLImageElement>(
        '.adm-image-viewer-content img',
      );
      expect(shown).not.toBeNull();
    });
    await expect(
      canvasElement.ownerDocument.querySelector(
        `.adm-image-viewer-content img[src="${DONE[1]!.url}"]`,
      ),
    ).not.toBeNull();
    // A tap on the photo closes the viewer.
    const shown = canvasElement.ownerDocument.querySelector<HTMLElement>(
      '.adm-image-viewer-content',
    )!;
    await userEvent.click(shown.querySelector('img')!);
    await waitFor(() => expect(shown).not.toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: '删除第1张图片' }));
    await expect(args.onDelete).toHaveBeenCalledWith(DONE[0], 0);
    await expect(lastItems(args.onChange)).toEqual([DONE[1]]);
    await expect(screen.getAllByRole('button', { name: /^查看第\d张图片$/ })).toHaveLength(1);
    await expect(screen.getByText('1/3')).toBeVisible();
  },
};

/**
 * Outside the app: no `WebViewJavascriptBridge` on the window (the meta's fake native is taken
 * away), and a client of its own that falls back to the browser's file picker and fetch.
 */
const outsideTheApp = {
  beforeEach: () => {
    delete (window as unknown as Record<string, unknown>)[BRIDGE_GLOBAL];
  },
  render: (args: ImageUploaderProps) => (
    <Field {...args} bridge={createBridge({ target: window, readyTimeoutMs: 50 })} />
  ),
};

/**
 * Stands in for the browser's file dialog: headless Chromium cancels a real one at once, so the
 * picker's click is caught and the file the driver would choose is set on the input.
 */
function catchFileDialog(): { input: Promise<HTMLInputElement>; release: () => void } {
  const original = HTMLInputElement.prototype.click;
  const release = () => {
    HTMLInputElement.prototype.click = original;
  };
  const input = new Promise<HTMLInputElement>((resolve) => {
    HTMLInputElement.prototype.click = function click(this: HTMLInputElement) {
      if (this.type !== 'file') return original.call(this);
      release();
      resolve(this);
    };
  });
  return { input, release };
}

async function chooseInBrowser(canvasElement: HTMLElement, file: File) {
  const dialog = catchFileDialog();
  try {
    await pick(canvasElement, '从相册选择');
    const input = await dialog.input;
    const files = new DataTransfer();
    files.items.add(file);
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  } finally {
    dialog.release();
  }
}

export const WrongTypeRefused: Story = {
  tags: ['state'],
  ...outsideTheApp,
  play: async ({ canvasElement, args }) => {
    const pdf = new File(['%PDF-1.4'], '运输合同.pdf', { type: 'application/pdf' });
    await chooseInBrowser(canvasElement, pdf);
    await expect(await body(canvasElement).findByText('请上传正确图片格式')).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith('请上传正确图片格式');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(await sentRequests('pbc/upload/multipartFile/file')).toHaveLength(0);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HeicRefused: Story = {
  ...outsideTheApp,
  play: async ({ canvasElement, args }) => {
    // iPhones name their photos .HEIC; some browsers give no type for them.
    const heic = new File([new Uint8Array([0, 0, 0, 24])], 'IMG_0412.HEIC', { type: '' });
    await chooseInBrowser(canvasElement, heic);
    await expect(await body(canvasElement).findByText('请上传正确图片格式')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(await sentRequests('pbc/upload/multipartFile/file')).toHaveLength(0);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const BrowserUploadWithoutTheApp: Story = {
  ...outsideTheApp,
  play: async ({ canvasElement, args }) => {
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    await chooseInBrowser(canvasElement, new File([png], 'receipt.png', { type: 'image/png' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(lastItems(args.onChange)[0]).toMatchObject({
      status: 'done',
      message: '上传完成',
    });
    const [request] = await sentRequests(upload.file.path);
    await expect(request?.body).toMatchObject({
      multipartFile: { file: 'receipt.png', type: 'image/png' },
    });
  },
};
