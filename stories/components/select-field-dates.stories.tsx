import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, userEvent, within } from 'storybook/test';
import type { SelectField } from '@/components/select-field';
import { datetimeLimits } from '@/components/select-field';
import {
  body,
  openField,
  expectClosed,
  columns,
  wheelNumbers,
  step,
  turnToEnd,
  formatNumbers,
  selectFieldMeta,
} from './select-field-helpers';

const meta = { ...selectFieldMeta, title: 'Components/SelectField/Dates' } satisfies Meta<
  typeof SelectField
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DateRange: Story = {
  args: { kind: 'dateRange', label: '运单日期' },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '运单日期' });
    const popup = await openField(screen, '运单日期');
    const today = dayjs().format('YYYY-MM-DD');
    const startTab = within(popup).getByRole('tab', { name: `开始日期 ${today}` });
    await expect(startTab).toHaveAttribute('aria-selected', 'true');
    // One year back on the start's year wheel.
    await step(popup, 0, 'prev');
    const start = formatNumbers(wheelNumbers(popup));
    await expect(start).toBe(dayjs().subtract(1, 'year').format('YYYY-MM-DD'));
    await userEvent.click(within(popup).getByRole('tab', { name: `结束日期 ${today}` }));
    await expect(formatNumbers(wheelNumbers(popup))).toBe(today);
    await userEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription(`${start} 至 ${today}`);
    await expect(args.onChange).toHaveBeenCalledWith([start, today]);
  },
};

export const DateRangeOpen: Story = {
  tags: ['state'],
  args: { kind: 'dateRange', label: '运单日期' },
  play: async ({ canvasElement }) => {
    const popup = await openField(body(canvasElement), '运单日期');
    const today = dayjs().format('YYYY-MM-DD');
    await expect(within(popup).getByRole('tab', { name: `开始日期 ${today}` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(formatNumbers(wheelNumbers(popup))).toBe(today);
  },
};

export const DateRangeLimits: Story = {
  args: { kind: 'dateRange', label: '运单日期' },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '运单日期' });
    const popup = await openField(screen, '运单日期');
    const today = dayjs().format('YYYY-MM-DD');
    // The start reaches back exactly 10 years (§5)...
    await turnToEnd(popup, 'prev');
    await expect(formatNumbers(wheelNumbers(popup))).toBe(
      dayjs().subtract(10, 'year').format('YYYY-MM-DD'),
    );
    // ...and no further forward than today.
    await turnToEnd(popup, 'next');
    await expect(formatNumbers(wheelNumbers(popup))).toBe(today);
    // The end cannot be before the start (today) nor after today: every wheel is at both ends.
    await userEvent.click(within(popup).getByRole('tab', { name: `结束日期 ${today}` }));
    for (const column of columns(popup)) {
      await expect(within(column).getByLabelText('没有上一项')).toBeInTheDocument();
      await expect(within(column).getByLabelText('没有下一项')).toBeInTheDocument();
    }
    await userEvent.click(within(popup).getByRole('button', { name: '取消' }));
    await expectClosed(screen, field);
    // Cancelled and still empty: the required message shows as the driver leaves the field.
    await expect(field).toHaveAccessibleDescription('请选择 请选择运单日期');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Datetime: Story = {
  args: { kind: 'datetime', label: '装货时间' },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '装货时间' });
    const popup = await openField(screen, '装货时间');
    await expect(columns(popup)).toHaveLength(5);
    // By keyboard: Tab past 取消 and 确定 to the year wheel; ArrowUp gives next year, same day
    // and time (the default maximum is 10 years ahead).
    for (let i = 0; i < 3; i++) await userEvent.tab();
    const year = within(popup).getByRole('spinbutton', { name: '年' });
    await expect(year).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(year).toHaveAttribute('aria-valuetext', `${dayjs().year() + 1}年`);
    const picked = formatNumbers(wheelNumbers(popup));
    await expect(picked.slice(0, 4)).toBe(String(dayjs().year() + 1));
    await userEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription(picked);
    await expect(args.onChange).toHaveBeenCalledWith(`${picked}:00`);
  },
};

export const DatetimeMinimum: Story = {
  args: { kind: 'datetime', label: '装货时间' },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '装货时间' });
    const before = datetimeLimits().min;
    const popup = await openField(screen, '装货时间');
    // Every wheel turned back as far as it goes stops at 3 months ago (§5): nothing earlier exists.
    await turnToEnd(popup, 'prev');
    const earliest = formatNumbers(wheelNumbers(popup));
    const after = datetimeLimits().min;
    await expect([before, after].map((d) => dayjs(d).format('YYYY-MM-DD HH:mm'))).toContain(
      earliest,
    );
    await userEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription(earliest);
    await expect(args.onChange).toHaveBeenCalledWith(`${earliest}:00`);
  },
};
