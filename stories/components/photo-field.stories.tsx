import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Form, SubmitButton, TextField, useFormFields } from '@/components/form';
import type { UploadedImage } from '@/components/image-uploader';
import { exampleImage, PhotoField } from '@/components/photo-field';
import { body, FILE_PATH, pick } from './image-uploader-helpers';

interface DemoProps {
  /** The OCR hook; the demo fills 姓名 from what it answers. */
  recognize?: (photo: UploadedImage) => Promise<string>;
  onSubmit: () => void;
  disabled?: boolean;
}

/** A licence form's first two fields, as a screen builds them: the photo read by OCR fills 姓名. */
function Demo({ recognize, onSubmit, disabled }: DemoProps) {
  const fields = useFormFields(
    { photo: [] as UploadedImage[], name: '' },
    {
      photo: (v) => (v.length ? null : '请上传驾驶证正页照片'),
      name: (v) => (v.trim() ? null : '请输入姓名'),
    },
  );
  const read = recognize
    ? async (photo: UploadedImage) => {
        const name = await recognize(photo);
        if (!fields.values.name) fields.set('name', name);
      }
    : undefined;
  return (
    <Form
      onSubmit={() => {
        if (fields.check()) onSubmit();
      }}
    >
      <PhotoField
        label="驾驶证正页"
        example={{ src: exampleImage('licence') }}
        recognize={read}
        disabled={disabled}
        hint={disabled ? '登录后可拍照上传' : undefined}
        {...fields.bind('photo')}
      />
      <TextField label="姓名" {...fields.bind('name')} />
      <SubmitButton>提交认证</SubmitButton>
    </Form>
  );
}

const meta = {
  title: 'Components/PhotoField',
  component: Demo,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    layout: 'padded',
    bridge: true,
    session: 'certifiedDriver',
    docs: {
      description: {
        component: `
One photo of a document as a form field (\`@/components/photo-field\`), on the kit's ImageUploader
(camera or album through the app, §4): the label with the red * of a required field, one tile (a
new photo replaces the old, 重新上传), **an example beside it** of what to photograph, and the
rule's message under it — the form convention's look (\`@/components/form\` README).

- \`example={{ src: exampleImage('idCardFront' | 'idCardBack' | 'licence' | 'certificate') }}\`:
  drawings of the documents (no real card ships with the app), or a screen's own image.
- **OCR:** \`recognize(photo)\` is called with each newly uploaded photo; the screen reads it
  (e.g. \`pbc/hwc/ocr/recognizeDriverLicense\`) and fills its fields, never over what the driver
  typed. Meanwhile the field says 正在识别证件信息…, then 已识别证件信息，请核对; a failure keeps
  the photo and says 识别失败，请手动填写.
- In a \`useFormFields\` form spread \`{...bind('photo')}\`: \`required\` comes from the rule,
  \`onBlur\` runs on every change so a deleted photo's message shows at once.
- \`disabled\` with a \`hint\` (a guest reads why the photo cannot be taken yet); \`uploader\` passes
  the uploader's own options (sources, watermark, headers).
- Accessible: a group named by the label, the OCR state and the message as its description; the
  tile's button is 上传<label>.
`,
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  body(canvasElement).findByRole('group', { name: '驾驶证正页' });

export const Empty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const photo = await group(canvasElement);
    const field = within(photo);
    // Required is marked before any submit; the example shows what to photograph.
    await expect(field.getByText('*')).toBeVisible();
    await expect(field.getByRole('img', { name: '驾驶证正页示例' })).toBeVisible();
    await expect(field.getByText('示例')).toBeVisible();
    await expect(field.getByRole('button', { name: '上传驾驶证正页' })).toBeEnabled();
    await expect(body(canvasElement).queryByText('请上传驾驶证正页照片')).toBeNull();
  },
};

export const RequiredOnSubmit: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const photo = await group(canvasElement);
    await userEvent.type(screen.getByLabelText('姓名'), '王建国');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    // The message beside the photo, read with its group; what was typed stays.
    await expect(await within(photo).findByText('请上传驾驶证正页照片')).toBeVisible();
    await expect(photo).toHaveAccessibleDescription('请上传驾驶证正页照片');
    await expect(screen.getByLabelText('姓名')).toHaveValue('王建国');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OcrFillsTheForm: Story = {
  tags: ['state'],
  args: { recognize: fn(async () => '李卫东') },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const photo = await group(canvasElement);
    await pick(canvasElement, '从相册选择', '上传驾驶证正页');
    await expect(
      await within(photo).findByRole('button', { name: '查看第1张图片' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await within(photo).findByRole('status')).toHaveTextContent(
      '已识别证件信息，请核对',
    );
    await expect(screen.getByLabelText('姓名')).toHaveValue('李卫东');
    // Called once, with the uploaded photo.
    await expect(args.recognize).toHaveBeenCalledTimes(1);
    const [sent] = (args.recognize as unknown as { mock: { calls: [UploadedImage][] } }).mock
      .calls[0]!;
    await expect(sent.urlorigin).toMatch(FILE_PATH);
  },
};

export const OcrFails: Story = {
  tags: ['state'],
  args: { recognize: fn(async () => Promise.reject(new Error('识别服务繁忙'))) },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const photo = await group(canvasElement);
    await pick(canvasElement, '从相册选择', '上传驾驶证正页');
    await expect(await within(photo).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      '识别失败，请手动填写',
    );
    // The photo stays; the driver types the fields instead.
    await expect(within(photo).getByRole('button', { name: '查看第1张图片' })).toBeVisible();
    await expect(screen.getByLabelText('姓名')).toHaveValue('');
  },
};

export const DeletedShowsTheMessage: Story = {
  play: async ({ canvasElement }) => {
    const photo = await group(canvasElement);
    await pick(canvasElement, '从相册选择', '上传驾驶证正页');
    await userEvent.click(
      await within(photo).findByRole('button', { name: '删除第1张图片' }, { timeout: 5000 }),
    );
    // Taking the photo away is leaving the field empty: its message shows at once.
    await waitFor(() => expect(photo).toHaveAccessibleDescription('请上传驾驶证正页照片'));
    await expect(within(photo).getByRole('button', { name: '上传驾驶证正页' })).toBeVisible();
  },
};

export const DisabledForAGuest: Story = {
  tags: ['state'],
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const photo = await group(canvasElement);
    // No tile to tap; the example and why the photo cannot be taken yet.
    await expect(within(photo).getByText('登录后可拍照上传')).toBeVisible();
    await expect(within(photo).queryByRole('button', { name: '上传驾驶证正页' })).toBeNull();
    await expect(within(photo).getByRole('img', { name: '驾驶证正页示例' })).toBeVisible();
  },
};
