import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from '@/components/date-field';
import { Form, SubmitButton, TextField, useFormFields, type Validators } from '@/components/form';
import type { UploadedImage } from '@/components/image-uploader';
import { exampleImage, PhotoField } from '@/components/photo-field';
import { SelectField } from '@/components/select-field';

interface Values {
  vehicleType: string;
  owner: string;
  vin: string;
  remark: string;
  validTo: string;
  photo: UploadedImage[];
}

const TYPES = [
  { label: '重型半挂牵引车', value: '重型半挂牵引车' },
  { label: '重型厢式货车', value: '重型厢式货车' },
];

const VIN_MESSAGE = '请输入17位车辆识别代号（不含字母I、O）';

const rules: Validators<Values> = {
  vehicleType: (v) => (v ? null : '请选择车辆类型'),
  owner: (v) => (v.trim() ? null : '请输入车辆所有人'),
  vin: (v) => {
    if (!v.trim()) return '请输入车辆识别代号';
    return /^[A-HJ-NP-Z0-9]{17}$/.test(v) ? null : VIN_MESSAGE;
  },
  validTo: (v) => (v ? null : '请选择行驶证有效期至'),
  photo: (v) => (v.length ? null : '请上传行驶证照片'),
};

/** A vehicle form as a screen writes it: nothing but kit fields spread with `bind`. */
function VehicleDemo({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const { bind, check, values } = useFormFields<Values>(
    { vehicleType: '', owner: '', vin: '', remark: '', validTo: '', photo: [] },
    rules,
  );
  return (
    <Form onSubmit={() => check() && onSubmit(values)}>
      <SelectField kind="actionSheet" label="车辆类型" options={TYPES} {...bind('vehicleType')} />
      <TextField label="车辆所有人" {...bind('owner')} />
      <TextField label="车辆识别代号" maxLength={17} {...bind('vin')} />
      <TextField label="备注" placeholder="选填" {...bind('remark')} />
      <DateField
        label="行驶证有效期至"
        min={dayjs().toDate()}
        max={dayjs().add(10, 'year').toDate()}
        {...bind('validTo')}
      />
      <PhotoField
        label="行驶证照片"
        example={{ src: exampleImage('licence') }}
        {...bind('photo')}
      />
      <SubmitButton>下一步</SubmitButton>
    </Form>
  );
}

const meta = {
  title: 'Components/Form/Convention',
  component: VehicleDemo,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    layout: 'padded',
    bridge: true,
    session: 'certifiedDriver',
    docs: {
      description: {
        component: `
**The form convention**, the same on every form screen, set by the kit's props and defaults
(\`useFormFields\` + \`bind\`, see \`src/components/form/README.md\`):

1. **Required is marked before any submit:** a red * before the label of every field whose rule
   refuses it empty (\`bind\` passes \`required\`); text boxes are \`aria-required\`, the other
   fields have 必填 in reading order. An optional field (备注) has no mark.
2. **The message beside the field as the driver leaves it** (a text box's blur, a picker closed, a
   photo changed) **and on submit**, in the rule's exact words; it follows the value from then on.
3. **One look:** label above, the value in the 52 px box, the message under it — text, pickers,
   dates and photos alike.
4. **What was typed stays** on every error and failed submit.
`,
      },
    },
  },
} satisfies Meta<typeof VehicleDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const REQUIRED = ['车辆类型', '车辆所有人', '车辆识别代号', '行驶证有效期至', '行驶证照片'];

/** The line above a field's control: the * and the label. */
function labelLine(canvasElement: HTMLElement, label: string): HTMLElement {
  const text = within(canvasElement).getAllByText(label)[0]!;
  return text.parentElement!;
}

export const RequiredMarkedBeforeSubmit: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of REQUIRED) {
      const line = within(labelLine(canvasElement, label));
      await expect(line.getByText('*')).toBeVisible();
    }
    await expect(canvas.getByLabelText('车辆所有人')).toHaveAttribute('aria-required', 'true');
    await expect(within(labelLine(canvasElement, '备注')).queryByText('*')).toBeNull();
    await expect(canvas.getByLabelText('备注')).not.toHaveAttribute('aria-required');
    // Marked, not red: nothing has been left or submitted yet.
    await expect(canvas.queryByText(/^请(输入|选择|上传)\S+$/)).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ErrorOnBlur: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vin = canvas.getByLabelText('车辆识别代号');
    await userEvent.type(vin, 'LZZ12345');
    await expect(canvas.queryByText(VIN_MESSAGE)).toBeNull();
    await userEvent.tab();
    // Left with a wrong value: the rule's exact message beside the field, the value as typed.
    await expect(await canvas.findByText(VIN_MESSAGE)).toBeVisible();
    await expect(vin).toHaveAccessibleDescription(VIN_MESSAGE);
    await expect(vin).toHaveAttribute('aria-invalid', 'true');
    await expect(vin).toHaveValue('LZZ12345');
    // A picker left empty says so too; fields not visited stay quiet.
    await userEvent.click(canvas.getByRole('button', { name: '行驶证有效期至' }));
    const popup = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(popup).getByRole('button', { name: '取消' }));
    await expect(await canvas.findByText('请选择行驶证有效期至')).toBeVisible();
    await expect(canvas.queryByText('请输入车辆所有人')).toBeNull();
    await expect(canvas.queryByText('请选择车辆类型')).toBeNull();
  },
};

export const SubmitKeepsWhatWasTyped: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('车辆所有人'), '石家庄顺达物流有限公司');
    await userEvent.type(canvas.getByLabelText('车辆识别代号'), 'LZZAB1CD2EF34567');
    await userEvent.type(canvas.getByLabelText('备注'), '挂车另行登记');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    for (const message of [
      VIN_MESSAGE,
      '请选择车辆类型',
      '请选择行驶证有效期至',
      '请上传行驶证照片',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.queryByText('请输入车辆所有人')).toBeNull();
    // Nothing typed is lost to the failed submit.
    await expect(canvas.getByLabelText('车辆所有人')).toHaveValue('石家庄顺达物流有限公司');
    await expect(canvas.getByLabelText('车辆识别代号')).toHaveValue('LZZAB1CD2EF34567');
    await expect(canvas.getByLabelText('备注')).toHaveValue('挂车另行登记');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
