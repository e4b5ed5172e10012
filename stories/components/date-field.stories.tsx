import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField, type DateFieldProps } from '@/components/date-field';
import type { SelectFieldHandle } from '@/components/select-field';
import {
  body,
  columns,
  expectClosed,
  formatNumbers,
  openField,
  step,
  turnToEnd,
  wheelNumbers,
} from './select-field-helpers';

/** The field as a form holds it (controlled), with 提交 validating it as a screen's submit does. */
function InForm(props: DateFieldProps) {
  const ref = useRef<SelectFieldHandle>(null);
  const [value, setValue] = useState(props.value ?? '');
  const [result, setResult] = useState('');
  return (
    <form
      noValidate
      style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        setResult(ref.current?.validate() ? '已提交' : '');
      }}
    >
      <DateField
        {...props}
        ref={ref}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <button type="submit" style={{ minHeight: 44 }}>
        提交
      </button>
      <p role="status">{result}</p>
    </form>
  );
}

const meta = {
  title: 'Components/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: '行驶证有效期至', onChange: fn(), onBlur: fn() },
  render: (args) => <InForm {...args} />,
  parameters: {
    docs: {
      description: {
        component: `
The kit's one date field (\`@/components/date-field\`): year, month and day on the picker's wheels
(the SelectField's date wheel and popup), **never the phone's own \`<input type="date">\`** (which
shows mm/dd/yyyy on Android), and the value shown as **YYYY-MM-DD** (§9).

- **Limits (§5):** from 10 years ago up to today by default; \`min\` / \`max\` widen or move them
  (an expiry date: \`min\` today, \`max\` some years ahead). Nothing outside can be turned to.
- **Value:** \`YYYY-MM-DD\` in \`value\` / \`onChange\` ('' or null is empty). A value that is not a
  date (read by OCR) is shown as it is, so the form's rule can say what is wrong with it.
- **Form convention** (\`@/components/form\` README): label above with the red * (required by
  default, \`required={false}\` otherwise), the value in the 52 px box with a calendar; the picker
  closed with nothing chosen shows 请选择<label> beside the field (\`onBlur\` is called), so does
  \`ref.current.validate()\` on submit; a form's own message goes in \`error\`. In a
  \`useFormFields\` form: \`<DateField label="…" {...bind('validTo')} />\`.
- Accessible: one button named by the label, the date (or 请选择) and any message as its
  description; each wheel is a spinbutton for the keyboard; the picker is a modal dialog.
`,
      },
    },
  },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

const today = () => dayjs().format('YYYY-MM-DD');

export const Empty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '行驶证有效期至' });
    await expect(field).toHaveAccessibleDescription('请选择');
    // Required is marked before anything is submitted; no message yet.
    await expect(within(field.parentElement!).getByText('*')).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
    // Never the phone's own date input.
    await expect(canvasElement.querySelector('input[type="date"]')).toBeNull();
  },
};

export const PickADate: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '行驶证有效期至' });
    const popup = await openField(screen, '行驶证有效期至');
    await expect(popup).toHaveAccessibleName('行驶证有效期至');
    // The wheels start on today; one year back on the year wheel.
    await expect(formatNumbers(wheelNumbers(popup))).toBe(today());
    await step(popup, 0, 'prev');
    const picked = dayjs().subtract(1, 'year').format('YYYY-MM-DD');
    await expect(formatNumbers(wheelNumbers(popup))).toBe(picked);
    await userEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription(picked);
    await expect(screen.getByText(picked)).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(picked);
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const QuickKeyPresses: Story = {
  args: { label: '身份证有效期起', min: dayjs().subtract(20, 'year').toDate() },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '身份证有效期起' });
    const popup = await openField(screen, '身份证有效期起');
    const year = within(popup).getByRole('spinbutton', { name: '年' });
    year.focus();
    // Five presses as fast as keys come: every one counts, and the wheel's own echo of the years
    // in between (a tick after each) does not turn it back, not even a second later.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const back5 = dayjs().subtract(5, 'year');
    await expect(year).toHaveAttribute('aria-valuenow', String(back5.year()));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(year).toHaveAttribute('aria-valuenow', String(back5.year()));
    await expect(formatNumbers(wheelNumbers(popup))).toBe(back5.format('YYYY-MM-DD'));
    // A finger on the wheel afterwards still turns it.
    await step(popup, 0, 'next');
    const back4 = dayjs().subtract(4, 'year').format('YYYY-MM-DD');
    await expect(formatNumbers(wheelNumbers(popup))).toBe(back4);
    await userEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await expectClosed(screen, field);
    await expect(args.onChange).toHaveBeenCalledWith(back4);
  },
};

export const Chosen: Story = {
  tags: ['state'],
  args: { value: '2024-05-01', label: '初次领证日期' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '初次领证日期' });
    // Shown as the spec writes dates, not mm/dd/yyyy.
    await expect(field).toHaveAccessibleDescription('2024-05-01');
    const popup = await openField(screen, '初次领证日期');
    await expect(formatNumbers(wheelNumbers(popup))).toBe('2024-05-01');
  },
};

export const DefaultLimits: Story = {
  args: { label: '发证日期' },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '发证日期' });
    const popup = await openField(screen, '发证日期');
    // §5: back exactly 10 years ...
    await turnToEnd(popup, 'prev');
    await expect(formatNumbers(wheelNumbers(popup))).toBe(
      dayjs().subtract(10, 'year').format('YYYY-MM-DD'),
    );
    // ... and no further forward than today.
    await turnToEnd(popup, 'next');
    await expect(formatNumbers(wheelNumbers(popup))).toBe(today());
    await userEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await expectClosed(screen, field);
    await expect(args.onChange).toHaveBeenCalledWith(today());
  },
};

export const ExpiryFromToday: Story = {
  args: {
    label: '道路运输证有效期至',
    min: dayjs().toDate(),
    max: dayjs().add(10, 'year').toDate(),
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByRole('button', { name: '道路运输证有效期至' });
    const popup = await openField(screen, '道路运输证有效期至');
    // An expiry date: nothing already past can be picked ...
    for (const column of columns(popup)) {
      await expect(within(column).getByLabelText('没有上一项')).toBeInTheDocument();
    }
    // ... and it reaches 10 years ahead.
    await turnToEnd(popup, 'next');
    await expect(formatNumbers(wheelNumbers(popup))).toBe(
      dayjs().add(10, 'year').format('YYYY-MM-DD'),
    );
  },
};

export const LeftEmpty: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '行驶证有效期至' });
    const popup = await openField(screen, '行驶证有效期至');
    await userEvent.click(within(popup).getByRole('button', { name: '取消' }));
    await expectClosed(screen, field);
    // Leaving it empty is the form convention's blur: the message shows beside the field.
    await expect(await screen.findByRole('alert')).toHaveTextContent('请选择行驶证有效期至');
    await expect(field).toHaveAccessibleDescription('请选择 请选择行驶证有效期至');
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const SubmitAndFormError: Story = {
  args: { label: '有效期止', required: true },
  render: (args) => (
    <>
      <InForm {...args} />
      <div style={{ padding: '0 16px' }}>
        <DateField label="有效期起" value="2031-01-01" error="有效期止须晚于有效期起" />
        <DateField label="备注日期" required={false} />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    await expect(screen.getByRole('status')).toHaveTextContent('');
    await expect(screen.getByRole('button', { name: '有效期止' })).toHaveAccessibleDescription(
      '请选择 请选择有效期止',
    );
    // A form's own message is shown as given; an optional field has no *.
    await expect(screen.getByRole('button', { name: '有效期起' })).toHaveAccessibleDescription(
      '2031-01-01 有效期止须晚于有效期起',
    );
    const optional = screen.getByRole('button', { name: '备注日期' });
    await expect(within(optional.parentElement!).queryByText('*')).toBeNull();
  },
};
