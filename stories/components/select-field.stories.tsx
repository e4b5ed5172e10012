import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import {
  datetimeLimits,
  SEARCH_DEBOUNCE_MS,
  SelectField,
  type SelectFieldHandle,
  type SelectFieldProps,
  type SelectOption,
} from '@/components/select-field';
import { region } from '@/lib/contract/common/region';
import { sentRequests } from '../support/sandbox';

const VEHICLE_TYPES: SelectOption[] = [
  { label: '厢式货车', value: 'box' },
  { label: '平板货车', value: 'flat' },
  { label: '高栏货车', value: 'high-rail' },
  { label: '冷藏车', value: 'reefer' },
];

const FLEETS: SelectOption[] = [
  { label: '石家庄顺达物流车队', value: 'F001' },
  { label: '石家庄长安运输车队', value: 'F002' },
  { label: '唐山港联运车队', value: 'F003' },
  { label: '郑州金水货运车队', value: 'F004' },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers from FLEETS after `delayMs`, honouring the abort signal like a real request. */
function fleetSearch(delayMs = 80) {
  return async (keyword: string, signal: AbortSignal): Promise<SelectOption[]> => {
    await wait(delayMs);
    signal.throwIfAborted();
    return FLEETS.filter((f) => f.label.includes(keyword));
  };
}

/** The story's fake `search`, a spy. */
function searchMock(args: object): Mock {
  return (args as { search: Mock }).search;
}

/** A form around the field: 提交 validates it, as a screen's submit button does. */
function FormDemo(props: SelectFieldProps) {
  const ref = useRef<SelectFieldHandle>(null);
  const [result, setResult] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setResult(ref.current?.validate() ? '已提交' : '');
      }}
    >
      <SelectField {...props} ref={ref} />
      <div style={{ padding: 16 }}>
        <button type="submit" style={{ minHeight: 44, width: '100%' }}>
          提交
        </button>
        <p role="status">{result}</p>
      </div>
    </form>
  );
}

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    kind: 'actionSheet',
    label: '车型',
    options: VEHICLE_TYPES,
    onChange: fn(),
  },
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
- Required by default (§5) with a red asterisk. Call \`ref.current.validate()\` on submit: it returns
  \`false\` and shows 请选择<label> while the field is empty; the message goes once something is picked.
  A form's own message goes in \`error\`. \`required={false}\` for optional fields.
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

type Screen = ReturnType<typeof within>;

function body(canvasElement: HTMLElement): Screen {
  return within(canvasElement.ownerDocument.body);
}

async function openField(screen: Screen, label: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog');
}

async function expectClosed(screen: Screen, field: HTMLElement): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(field).toHaveFocus();
}

// antd-mobile's wheels offer screen readers a hidden "选择上一项/下一项" button per column;
// the play functions pick dates through them, as a TalkBack or VoiceOver user does.
const CURRENT = '当前选择的是：';

function columns(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('.adm-picker-view-column')];
}

function currentItem(column: HTMLElement): string {
  const label = column.querySelector(`[aria-label^="${CURRENT}"]`)?.getAttribute('aria-label');
  return (label ?? '').slice(CURRENT.length);
}

/** The wheels' current choice as numbers: [year, month, day, hour?, minute?]. */
function wheelNumbers(dialog: HTMLElement): number[] {
  return columns(dialog).map((c) => Number.parseInt(currentItem(c), 10));
}

async function step(dialog: HTMLElement, index: number, to: 'prev' | 'next'): Promise<boolean> {
  const name = to === 'prev' ? /^选择上一项：/ : /^选择下一项：/;
  const button = within(columns(dialog)[index]!).queryByRole('button', { name });
  if (!button) return false;
  await userEvent.click(button, { pointerEventsCheck: 0 });
  return true;
}

/** Turns every wheel as far as it goes; what is left is the limit. */
async function turnToEnd(dialog: HTMLElement, to: 'prev' | 'next'): Promise<void> {
  for (let index = 0; index < columns(dialog).length; index++) {
    for (let guard = 0; guard < 70 && (await step(dialog, index, to)); guard++);
    const end = to === 'prev' ? '没有上一项' : '没有下一项';
    await expect(within(columns(dialog)[index]!).getByLabelText(end)).toBeInTheDocument();
  }
}

function formatNumbers([y, mo, d, h, mi]: number[]): string {
  const pad = (n: number | undefined) => String(n).padStart(2, '0');
  const date = `${y}-${pad(mo)}-${pad(d)}`;
  return h === undefined ? date : `${date} ${pad(h)}:${pad(mi)}`;
}

export const ActionSheet: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '车型' });
    await expect(field).toHaveAccessibleDescription('请选择');
    // The whole row is the button's tap target, at least 44 px tall: a tap on the value hits it.
    await expect(field.parentElement!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const value = screen.getByText('请选择').getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(
      value.x + 4,
      value.y + value.height / 2,
    );
    await expect(hit).toBe(field);

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
    await expect(within(field).getByText('*')).toHaveAttribute('aria-hidden', 'true');
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
    await expect(within(optional).queryByText('*')).toBeNull();
    await expect(within(required).getByText('*')).toBeVisible();
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

const LONG_LABEL = '车辆道路运输证上登记的经营范围与挂靠单位名称';
const LONG_OPTION = '河北省石家庄市长安区顺达国际物流园区第三分拨中心普通货运（含集装箱运输）';

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

export const SearchWithResults: Story = {
  args: { kind: 'search', label: '所属车队', search: fn(fleetSearch()) },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '所属车队' });
    const popup = await openField(screen, '所属车队');
    const box = within(popup).getByRole('searchbox');
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('maxlength', '20');
    await expect(within(popup).getByText('输入关键字后显示结果')).toBeVisible();
    await userEvent.type(box, '石家庄');
    const result = await within(popup).findByRole('button', { name: '石家庄长安运输车队' });
    await expect(within(popup).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(result);
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription('石家庄长安运输车队');
    await expect(args.onChange).toHaveBeenCalledWith(FLEETS[1]);
    const search = searchMock(args);
    await expect(search).toHaveBeenCalledTimes(1);
    await expect(search.mock.calls[0]?.[0]).toBe('石家庄');
  },
};

export const SearchResults: Story = {
  tags: ['state'],
  args: { kind: 'search', label: '所属车队', search: fn(fleetSearch()) },
  play: async ({ canvasElement }) => {
    const popup = await openField(body(canvasElement), '所属车队');
    await userEvent.type(within(popup).getByRole('searchbox'), '石家庄');
    await within(popup).findByRole('button', { name: '石家庄长安运输车队' });
    await expect(within(popup).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const SearchEmpty: Story = {
  args: { kind: 'search', label: '所属车队', search: fn(fleetSearch()) },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '所属车队' });
    const popup = await openField(screen, '所属车队');
    await userEvent.type(within(popup).getByRole('searchbox'), '乌鲁木齐');
    await expect(await within(popup).findByRole('status')).toHaveTextContent('搜索中…');
    await waitFor(() => expect(within(popup).getByRole('status')).toHaveTextContent('暂无数据'));
    await expect(within(popup).queryAllByRole('listitem')).toHaveLength(0);
    await userEvent.click(within(popup).getByRole('button', { name: '取消' }));
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription('请选择');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

let searchFailures = 0;

export const SearchError: Story = {
  args: {
    kind: 'search',
    label: '所属车队',
    search: fn(async (keyword: string, signal: AbortSignal) => {
      if (searchFailures-- > 0) throw new Error('网络不给力，请稍后重试');
      return fleetSearch()(keyword, signal);
    }),
  },
  beforeEach: () => {
    searchFailures = 1;
  },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const popup = await openField(screen, '所属车队');
    const box = within(popup).getByRole('searchbox');
    await userEvent.type(box, '唐山');
    await expect(await within(popup).findByRole('alert')).toHaveTextContent(
      '网络不给力，请稍后重试',
    );
    // What was typed stays; 重试 asks again at once.
    await expect(box).toHaveValue('唐山');
    await userEvent.click(within(popup).getByRole('button', { name: '重试' }));
    await userEvent.click(await within(popup).findByRole('button', { name: '唐山港联运车队' }));
    await expect(args.onChange).toHaveBeenCalledWith(FLEETS[2]);
    const search = searchMock(args);
    await expect(search).toHaveBeenCalledTimes(2);
  },
};

export const SearchFails: Story = {
  tags: ['state'],
  args: {
    kind: 'search',
    label: '所属车队',
    search: fn(async (_keyword: string, _signal: AbortSignal): Promise<SelectOption[]> => {
      throw new Error('网络不给力，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    const popup = await openField(body(canvasElement), '所属车队');
    await userEvent.type(within(popup).getByRole('searchbox'), '唐山');
    const alert = await within(popup).findByRole('alert');
    await expect(alert).toHaveTextContent('网络不给力，请稍后重试');
    await expect(within(popup).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const SearchDebounce: Story = {
  args: { kind: 'search', label: '所属车队', search: fn(fleetSearch()) },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const search = searchMock(args);
    const popup = await openField(screen, '所属车队');
    const box = within(popup).getByRole('searchbox');
    const started = Date.now();
    await userEvent.type(box, '郑州金水货运车队');
    // Nothing is asked while the driver is still typing...
    await expect(search).not.toHaveBeenCalled();
    // ...and once, with the whole keyword, 500 ms after the last key.
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(Date.now() - started).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS);
    await expect(search.mock.calls[0]?.[0]).toBe('郑州金水货运车队');
    await within(popup).findByRole('button', { name: '郑州金水货运车队' });
    await wait(SEARCH_DEBOUNCE_MS + 200);
    await expect(search).toHaveBeenCalledTimes(1);
    // maxlength 20: the 21st character is not taken.
    await userEvent.clear(box);
    await userEvent.type(box, '一二三四五六七八九十一二三四五六七八九十多');
    await expect(box).toHaveValue('一二三四五六七八九十一二三四五六七八九十');
    await userEvent.click(within(popup).getByRole('button', { name: '取消' }));
  },
};

const STALE = { label: '过期的结果', value: 'stale' };

export const SearchStaleAnswerIgnored: Story = {
  args: {
    kind: 'search',
    label: '所属车队',
    // The first, shorter keyword is answered late and ignores its abort signal on purpose.
    search: fn(async (keyword: string, signal: AbortSignal) => {
      if (keyword === '石家') {
        await wait(1200);
        return [STALE];
      }
      return fleetSearch(50)(keyword, signal);
    }),
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const popup = await openField(screen, '所属车队');
    const box = within(popup).getByRole('searchbox');
    await userEvent.type(box, '石家');
    await wait(SEARCH_DEBOUNCE_MS + 150);
    await userEvent.type(box, '庄顺达');
    await within(popup).findByRole('button', { name: '石家庄顺达物流车队' });
    await wait(1200);
    await expect(within(popup).queryByRole('button', { name: STALE.label })).toBeNull();
    await expect(within(popup).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(popup).getByRole('button', { name: '取消' }));
  },
};

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
    await expect(field).toHaveAccessibleDescription('请选择');
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

export const Region: Story = {
  args: { kind: 'region', label: '常驻地区' },
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '常驻地区' });
    const popup = await openField(screen, '常驻地区');
    const confirm = within(popup).getByRole('button', { name: '确定' });
    await expect(confirm).toBeDisabled();
    // Provinces come from the sandbox's pbc/region/getRegion.
    await userEvent.click(await within(popup).findByRole('button', { name: '河北省' }));
    await expect(within(popup).getByRole('tab', { name: '河北省' })).toBeVisible();
    await userEvent.click(await within(popup).findByRole('button', { name: '石家庄市' }));
    await userEvent.click(await within(popup).findByRole('button', { name: '长安区' }));
    await expect(within(popup).getByRole('tab', { name: '长安区' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription('河北省 石家庄市 长安区');
    await expect(args.onChange).toHaveBeenCalledWith([
      { label: '河北省', value: '130000' },
      { label: '石家庄市', value: '130100' },
      { label: '长安区', value: '130102' },
    ]);
    // One call per level, each asking for the children of the level above.
    const calls = await sentRequests(region.getRegion.path);
    await expect(calls.map((c) => (c.body as { parentCode?: string }).parentCode)).toEqual([
      undefined,
      '130000',
      '130100',
    ]);
    // Reopening shows the choice and asks nothing again.
    const again = await openField(screen, '常驻地区');
    await expect(within(again).getByRole('button', { name: '长安区' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(again).getByRole('tab', { name: '河北省' }));
    await expect(within(again).getByRole('button', { name: '河北省' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(again).getByRole('button', { name: '取消' }));
    await expectClosed(screen, field);
    await expect(await sentRequests(region.getRegion.path)).toHaveLength(3);
  },
};

export const RegionProvinces: Story = {
  tags: ['state'],
  args: { kind: 'region', label: '常驻地区' },
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const popup = await openField(body(canvasElement), '常驻地区');
    await expect(await within(popup).findByRole('button', { name: '河北省' })).toBeVisible();
    await expect(within(popup).getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

export const RegionLoadError: Story = {
  args: { kind: 'region', label: '常驻地区' },
  parameters: {
    session: 'certifiedDriver',
    sandbox: {
      faults: [{ path: region.getRegion.path, state: 500, msg: '服务繁忙，请稍后再试', times: 1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '常驻地区' });
    const popup = await openField(screen, '常驻地区');
    await expect(await within(popup).findByRole('alert')).toHaveTextContent('服务繁忙，请稍后再试');
    await userEvent.click(within(popup).getByRole('button', { name: '重试' }));
    await userEvent.click(await within(popup).findByRole('button', { name: '北京市' }));
    await userEvent.click(await within(popup).findByRole('button', { name: '北京市' }));
    await userEvent.click(await within(popup).findByRole('button', { name: '海淀区' }));
    await userEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription('北京市 北京市 海淀区');
  },
};

export const RegionCustomSource: Story = {
  args: {
    kind: 'region',
    label: '收货地区',
    defaultValue: [
      { label: '河北省', value: '130000' },
      { label: '唐山市', value: '130200' },
    ],
    // A city without districts ends the cascade there.
    loadRegions: fn(async (parentCode: string | null) => {
      await wait(50);
      if (parentCode === null) return [{ label: '河北省', value: '130000' }];
      if (parentCode === '130000') {
        return [
          { label: '石家庄市', value: '130100' },
          { label: '唐山市', value: '130200' },
        ];
      }
      return [];
    }),
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '收货地区' });
    await expect(field).toHaveAccessibleDescription('河北省 唐山市');
    const popup = await openField(screen, '收货地区');
    await expect(await within(popup).findByRole('button', { name: '唐山市' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(popup).getAllByRole('tab')).toHaveLength(2);
    await userEvent.click(within(popup).getByRole('button', { name: '石家庄市' }));
    const confirm = within(popup).getByRole('button', { name: '确定' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription('河北省 石家庄市');
  },
};
