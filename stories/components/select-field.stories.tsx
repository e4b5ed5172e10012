import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SelectField } from '@/components/select-field';
import {
  VEHICLE_TYPES,
  wait,
  FormDemo,
  body,
  openField,
  expectClosed,
  LONG_LABEL,
  LONG_OPTION,
  selectFieldMeta,
} from './select-field-helpers';

const meta = {
  ...selectFieldMeta,
  title: 'Components/SelectField/Options',
  parameters: {
    docs: {
      description: {
        component: `
A form field that opens one picker, chosen by \`kind\` (§2.7):

| kind | picker | value |
| --- | --- | --- |
| \`actionSheet\` | the options slide up, 取消 below them | \`string\` |
| \`buttonGroup\` | inline buttons, single choice or \`multiple\` | \`string\` / \`string[]\` |
| \`search\` | search box (maxlength 20, asks 500 ms after typing stops, §9) and results | \`SelectOption\` |
| \`dateRange\` | 开始日期 / 结束日期 wheels, past 10 years up to today (§5), end ≥ start | \`[YYYY-MM-DD, YYYY-MM-DD]\` |
| \`datetime\` | date and time to the minute, from 3 months ago by default (§5); \`min\`/\`max\` | \`YYYY-MM-DD HH:mm:ss\` |
| \`region\` | 省 / 市 / 区 tabs, each level loaded when needed | \`[{label, value}]\` ×3, shown "河北省 石家庄市 长安区" |

**Usage**
- Controlled with \`value\` + \`onChange\`, or uncontrolled: \`defaultValue\`, or the options marked
  \`selected: true\` (§2.7) give the initial choice.
- The form kit's look and convention (\`@/components/form\` README): label above with the red * of a
  required field from the start, the value in the 52 px box, the message under it. In a
  \`useFormFields\` form spread \`{...bind(key)}\` (value, onChange, onBlur, error, required).
- Required by default (§5). 请选择<label> shows once the driver closes the picker with the field still
  empty (the convention's blur, \`onBlur\` is called) or on \`ref.current.validate()\`, which returns
  \`false\`; the message goes once something is picked. A form's own message goes in \`error\`.
  \`required={false}\` for optional fields.
- \`search\` takes \`search(keyword, signal)\`; a newer keyword aborts the older request and stale answers
  are never shown. Loading, 暂无数据 and errors (with 重试) are shown in the popup.
- \`region\` loads from the platform's \`pbc/region/getRegion\` by default; pass \`loadRegions(parentCode, signal)\`
  to use another source. Loaded levels are kept while the field lives.
- The field is one button named by its label; its value or placeholder is its description. Pickers are
  modal dialogs: focus moves in on open, Escape or 取消 cancels, focus returns to the field.
`,
      },
    },
  },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ActionSheet: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '车型' });
    await expect(field).toHaveAccessibleDescription('请选择');
    // The label and the value's box (at least 44 px tall) are all the button's tap target: a tap
    // on the value, or anywhere in the box, hits it.
    const box = screen.getByText('请选择').parentElement!.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    const doc = canvasElement.ownerDocument;
    for (const [x, y] of [
      [box.x + 20, box.y + box.height / 2],
      [box.right - 8, box.bottom - 4],
    ] as const) {
      await expect(doc.elementFromPoint(x, y)).toBe(field);
    }

    const sheet = await openField(screen, '车型');
    await expect(sheet).toHaveAccessibleName('车型');
    await expect(within(sheet).getByRole('button', { name: '厢式货车' })).toHaveFocus();
    await userEvent.click(within(sheet).getByRole('button', { name: '平板货车' }));
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription('平板货车');
    await expect(args.onChange).toHaveBeenCalledWith('flat', VEHICLE_TYPES[1]);

    // 取消 and Escape leave the choice as it was.
    await userEvent.click(
      within(await openField(screen, '车型')).getByRole('button', { name: '取消' }),
    );
    await expectClosed(screen, field);
    const again = await openField(screen, '车型');
    await expect(within(again).getByRole('button', { name: '平板货车' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription('平板货车');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const ActionSheetOpen: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const sheet = await openField(body(canvasElement), '车型');
    await expect(within(sheet).getByRole('button', { name: '厢式货车' })).toHaveFocus();
    await expect(within(sheet).getByRole('button', { name: '取消' })).toBeVisible();
  },
};

export const PrefilledBySelected: Story = {
  args: {
    options: VEHICLE_TYPES.map((o) => ({ ...o, selected: o.value === 'reefer' })),
  },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '车型' });
    await expect(field).toHaveAccessibleDescription('冷藏车');
    const sheet = await openField(screen, '车型');
    const chosen = within(sheet).getByRole('button', { name: '冷藏车' });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(chosen).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectClosed(screen, field);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RequiredError: Story = {
  render: (args) => <FormDemo {...args} />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '车型' });
    // Required is marked from the start: the red * (not read out) and 必填 for screen readers.
    const label = within(field.parentElement!);
    await expect(label.getByText('*')).toBeVisible();
    await expect(label.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(label.getByText('必填')).toHaveClass('sr-only');
    // Pristine: no message until the driver submits.
    await expect(screen.queryByText('请选择车型')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('请选择车型');
    await expect(field).toHaveAccessibleDescription('请选择 请选择车型');
    await expect(screen.getByRole('status')).toHaveTextContent('');

    await userEvent.click(
      within(await openField(screen, '车型')).getByRole('button', { name: '高栏货车' }),
    );
    await waitFor(() => expect(screen.queryByText('请选择车型')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(screen.getByRole('status')).toHaveTextContent('已提交');
  },
};

export const RequiredMessage: Story = {
  tags: ['state'],
  render: (args) => <FormDemo {...args} />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('请选择车型');
  },
};

export const OptionalAndFormError: Story = {
  args: { required: false, label: '备用车型' },
  render: (args) => (
    <>
      <FormDemo {...args} />
      <SelectField {...args} label="装货车型" required error="该车型暂不可用" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const optional = await screen.findByRole('button', { name: '备用车型' });
    const required = screen.getByRole('button', { name: '装货车型' });
    // No asterisk on the optional field, and submitting it empty is fine.
    await expect(within(optional.parentElement!).queryByText('*')).toBeNull();
    await expect(within(required.parentElement!).getByText('*')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(screen.getByRole('status')).toHaveTextContent('已提交');
    // A form's own error is shown as given.
    await expect(required).toHaveAccessibleDescription('请选择 该车型暂不可用');
  },
};

export const Disabled: Story = {
  tags: ['state'],
  args: { disabled: true, options: VEHICLE_TYPES.map((o, i) => ({ ...o, selected: i === 0 })) },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '车型' });
    await expect(field).toBeDisabled();
    await expect(field).toHaveAccessibleDescription('厢式货车');
    await userEvent.click(field, { pointerEventsCheck: 0 });
    await wait(100);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const LongLabels: Story = {
  args: {
    label: LONG_LABEL,
    options: [
      { label: LONG_OPTION, value: 'long' },
      { label: '普通货运', value: 'normal' },
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: LONG_LABEL });
    const sheet = await openField(screen, LONG_LABEL);
    await userEvent.click(within(sheet).getByRole('button', { name: LONG_OPTION }));
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription(LONG_OPTION);
    // Both texts wrap inside the phone's width instead of overflowing it.
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
    await expect(screen.getByText(LONG_OPTION)).toBeVisible();
  },
};

export const ButtonGroup: Story = {
  tags: ['state'],
  args: {
    kind: 'buttonGroup',
    label: '装卸方式',
    options: [
      { label: '一装一卸', value: '11' },
      { label: '一装两卸', value: '12', selected: true },
      { label: '两装一卸', value: '21' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const group = await screen.findByRole('group', { name: '装卸方式' });
    const pressed = () =>
      within(group)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent);
    await expect(pressed()).toEqual(['一装两卸']);
    const choice = within(group).getByRole('button', { name: '两装一卸' });
    await expect(choice.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(choice);
    await expect(pressed()).toEqual(['两装一卸']);
    await expect(args.onChange).toHaveBeenLastCalledWith('21', { label: '两装一卸', value: '21' });
    // Required: a second tap does not leave it empty. The keyboard works too.
    await userEvent.click(choice);
    await expect(pressed()).toEqual(['两装一卸']);
    within(group).getByRole('button', { name: '一装一卸' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(pressed()).toEqual(['一装一卸']);
  },
};

export const ButtonGroupMultiple: Story = {
  args: {
    kind: 'buttonGroup',
    multiple: true,
    label: '随车设备',
    options: [
      { label: '篷布', value: 'tarp' },
      { label: '绑带', value: 'strap' },
      { label: '尾板', value: 'tail-lift' },
      { label: '温控', value: 'reefer', disabled: true },
    ],
  },
  render: (args) => <FormDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const group = await screen.findByRole('group', { name: '随车设备' });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('请选择随车设备');
    await expect(group).toHaveAccessibleDescription('请选择随车设备');
    await userEvent.click(within(group).getByRole('button', { name: '尾板' }));
    await userEvent.click(within(group).getByRole('button', { name: '篷布' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      ['tarp', 'tail-lift'],
      [
        { label: '篷布', value: 'tarp' },
        { label: '尾板', value: 'tail-lift' },
      ],
    );
    await userEvent.click(within(group).getByRole('button', { name: '尾板' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      ['tarp'],
      [{ label: '篷布', value: 'tarp' }],
    );
    await expect(within(group).getByRole('button', { name: '温控' })).toBeDisabled();
    await expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(screen.getByRole('status')).toHaveTextContent('已提交');
  },
};
