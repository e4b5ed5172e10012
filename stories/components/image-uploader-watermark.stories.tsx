import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ImageUploader } from '@/components/image-uploader';
import { upload } from '@/lib/contract/common/upload';
import { sentRequests } from '../support/sandbox';
import { pick, lastItems, FILE_PATH, imageUploaderMeta } from './image-uploader-helpers';

const meta = { ...imageUploaderMeta, title: 'Components/ImageUploader/Watermark' } satisfies Meta<
  typeof ImageUploader
>;
export default meta;
type Story = StoryObj<typeof meta>;

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
