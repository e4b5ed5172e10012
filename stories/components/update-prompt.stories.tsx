import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UpdatePrompt } from '@/components/update-prompt';
import { clearOverlays } from '../support/overlays';

const NOTES = '1. 新增扫一扫，扫码直达运单\n2. 优化上传凭证的速度\n3. 修复已知问题';

const meta = {
  title: 'Components/UpdatePrompt',
  component: UpdatePrompt,
  tags: ['autodocs'],
  beforeEach: clearOverlays,
  args: {
    version: '1.3.0',
    notes: NOTES,
    forced: false,
    updating: false,
    onUpdate: fn(),
    onLater: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The app update prompt (§4). The shell shows it 2 s after start when the installed app is ' +
          'older than the published version. `notes` is the server’s `publicshContext`, shown as ' +
          'plain text with its line breaks. `forced` is true unless the server’s isUpdate is "0": a ' +
          'forced prompt has no 下次再说 and ignores taps on the mask. `updating` disables 立即更新 ' +
          'while the download starts (1.5 s on Android).',
      },
    },
  },
} satisfies Meta<typeof UpdatePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '发现新版本' });

const mask = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.body.querySelector<HTMLElement>('.adm-center-popup-mask')!;

export const Optional: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText('版本号：V1.3.0')).toBeVisible();
    const notes = within(dialog).getByText(/新增扫一扫/);
    // One item a line, as the server wrote them.
    await expect(notes.textContent).toBe(NOTES);
    await expect(getComputedStyle(notes).whiteSpace).toBe('pre-line');
    await expect(within(dialog).queryByText('当前版本需要更新后才能继续使用')).toBeNull();

    await waitFor(() => userEvent.click(within(dialog).getByRole('button', { name: '下次再说' })));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '立即更新' }));
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
  },
};

export const OptionalMaskTap: Story = {
  play: async ({ canvasElement, args }) => {
    await dialogOf(canvasElement);
    await waitFor(() => userEvent.click(mask(canvasElement)));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
  },
};

export const Forced: Story = {
  tags: ['state'],
  args: { forced: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText('当前版本需要更新后才能继续使用')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '下次再说' })).toBeNull();
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);

    await userEvent.click(mask(canvasElement));
    await expect(args.onLater).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();

    await waitFor(() => userEvent.click(within(dialog).getByRole('button', { name: '立即更新' })));
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
  },
};

export const ForcedUpdating: Story = {
  tags: ['state'],
  args: { forced: true, updating: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const update = within(dialog).getByRole('button', { name: '立即更新' });
    await expect(update).toBeDisabled();
    await userEvent.click(update, { pointerEventsCheck: 0 });
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

export const WithoutNotes: Story = {
  args: { notes: '  ', version: '2.0.1' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText('版本号：V2.0.1')).toBeVisible();
    await expect(within(dialog).getByText('修复已知问题，提升使用体验')).toBeVisible();
  },
};
