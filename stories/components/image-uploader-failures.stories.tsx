import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ImageUploader } from '@/components/image-uploader';
import { CAPTURE_FAILURE_DELAY_MS } from '@/components/image-uploader';
import { storyNative } from '../support/bridge';
import { sentRequests } from '../support/sandbox';
import {
  body,
  pick,
  answerUploadWithNull,
  outsideTheApp,
  chooseInBrowser,
  imageUploaderMeta,
} from './image-uploader-helpers';

const meta = { ...imageUploaderMeta, title: 'Components/ImageUploader/Failures' } satisfies Meta<
  typeof ImageUploader
>;
export default meta;
type Story = StoryObj<typeof meta>;

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
