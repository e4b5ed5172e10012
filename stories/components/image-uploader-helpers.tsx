/**
 * What the ImageUploader stories share (image-uploader*.stories.tsx: uploads, watermark, failures):
 * the form field around it, sample items, picking a source, and the browser's file dialog.
 */
import type { Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import {
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

/** A form field holding the list, as a screen does (controlled value / onChange). */
export function Field(args: ImageUploaderProps) {
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

export const DONE: UploadedImage[] = [
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

export const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Taps the add tile (or 重新上传) and picks a source in the sheet. */
export async function pick(
  canvasElement: HTMLElement,
  source: '拍照' | '从相册选择',
  tile: string | RegExp = /^上传图片/,
) {
  const screen = body(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: tile }));
  const sheet = await screen.findByRole('dialog', { name: '选择图片来源' });
  await userEvent.click(within(sheet).getByRole('button', { name: source }));
}

export function lastItems(onChange: unknown): UploadedImage[] {
  const calls = (onChange as { mock: { calls: [UploadedImage[]][] } }).mock.calls;
  return calls.at(-1)?.[0] ?? [];
}

export const FILE_PATH = /^\/__sandbox\/files\/F\d+(-\d+)?\.png$/;

/** An older app build answers the upload with the string null instead of the file paths. */
export function answerUploadWithNull() {
  const native = (window as unknown as Record<string, WebViewJavascriptBridge>)[BRIDGE_GLOBAL]!;
  const callHandler = native.callHandler.bind(native);
  native.callHandler = (name, data, callback) => {
    if (name !== 'uploadImage') return callHandler(name, data, callback);
    const request = typeof data === 'string' ? (JSON.parse(data) as { id: string }) : data;
    const answer: BridgeResponse = { id: request.id, ok: true, code: 'ok', data: 'null' as never };
    setTimeout(() => callback(JSON.stringify(answer)), 50);
  };
}

/**
 * Outside the app: no `WebViewJavascriptBridge` on the window (the meta's fake native is taken
 * away), and a client of its own that falls back to the browser's file picker and fetch.
 */
export const outsideTheApp = {
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
export function catchFileDialog(): { input: Promise<HTMLInputElement>; release: () => void } {
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

export async function chooseInBrowser(canvasElement: HTMLElement, file: File) {
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

/** The meta every ImageUploader story file shares; each adds its own title. */
export const imageUploaderMeta = {
  component: ImageUploader,
  tags: ['autodocs'],
  args: { onChange: fn(), onDelete: fn(), onError: fn() },
  render: (args) => <Field {...args} />,
  parameters: {
    bridge: true,
    session: 'certifiedDriver',
  },
} satisfies Meta<typeof ImageUploader>;
