/**
 * What the SelectField stories share (select-field*.stories.tsx, one file per kind of picker): the
 * sample options, the fake fleet search, a form around the field, and the wheel and popup helpers.
 */
import type { Meta } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import {
  SelectField,
  type SelectFieldHandle,
  type SelectFieldProps,
  type SelectOption,
} from '@/components/select-field';

export const VEHICLE_TYPES: SelectOption[] = [
  { label: '厢式货车', value: 'box' },
  { label: '平板货车', value: 'flat' },
  { label: '高栏货车', value: 'high-rail' },
  { label: '冷藏车', value: 'reefer' },
];

export const FLEETS: SelectOption[] = [
  { label: '石家庄顺达物流车队', value: 'F001' },
  { label: '石家庄长安运输车队', value: 'F002' },
  { label: '唐山港联运车队', value: 'F003' },
  { label: '郑州金水货运车队', value: 'F004' },
];

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers from FLEETS after `delayMs`, honouring the abort signal like a real request. */
export function fleetSearch(delayMs = 80) {
  return async (keyword: string, signal: AbortSignal): Promise<SelectOption[]> => {
    await wait(delayMs);
    signal.throwIfAborted();
    return FLEETS.filter((f) => f.label.includes(keyword));
  };
}

/** The story's fake `search`, a spy. */
export function searchMock(args: object): Mock {
  return (args as { search: Mock }).search;
}

/** A form around the field: 提交 validates it, as a screen's submit button does. */
export function FormDemo(props: SelectFieldProps) {
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

export type Screen = ReturnType<typeof within>;

export function body(canvasElement: HTMLElement): Screen {
  return within(canvasElement.ownerDocument.body);
}

export async function openField(screen: Screen, label: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog');
}

export async function expectClosed(screen: Screen, field: HTMLElement): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(field).toHaveFocus();
}

// antd-mobile's wheels offer screen readers a hidden "选择上一项/下一项" button per column;
// the play functions pick dates through them, as a TalkBack or VoiceOver user does.
export const CURRENT = '当前选择的是：';

export function columns(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('.adm-picker-view-column')];
}

export function currentItem(column: HTMLElement): string {
  const label = column.querySelector(`[aria-label^="${CURRENT}"]`)?.getAttribute('aria-label');
  return (label ?? '').slice(CURRENT.length);
}

/** The wheels' current choice as numbers: [year, month, day, hour?, minute?]. */
export function wheelNumbers(dialog: HTMLElement): number[] {
  return columns(dialog).map((c) => Number.parseInt(currentItem(c), 10));
}

export async function step(
  dialog: HTMLElement,
  index: number,
  to: 'prev' | 'next',
): Promise<boolean> {
  const name = to === 'prev' ? /^选择上一项：/ : /^选择下一项：/;
  const button = within(columns(dialog)[index]!).queryByRole('button', { name });
  if (!button) return false;
  await userEvent.click(button, { pointerEventsCheck: 0 });
  return true;
}

/** Turns every wheel as far as it goes; what is left is the limit. */
export async function turnToEnd(dialog: HTMLElement, to: 'prev' | 'next'): Promise<void> {
  for (let index = 0; index < columns(dialog).length; index++) {
    for (let guard = 0; guard < 70 && (await step(dialog, index, to)); guard++);
    const end = to === 'prev' ? '没有上一项' : '没有下一项';
    await expect(within(columns(dialog)[index]!).getByLabelText(end)).toBeInTheDocument();
  }
}

export function formatNumbers([y, mo, d, h, mi]: number[]): string {
  const pad = (n: number | undefined) => String(n).padStart(2, '0');
  const date = `${y}-${pad(mo)}-${pad(d)}`;
  return h === undefined ? date : `${date} ${pad(h)}:${pad(mi)}`;
}

export const LONG_LABEL = '车辆道路运输证上登记的经营范围与挂靠单位名称';
export const LONG_OPTION =
  '河北省石家庄市长安区顺达国际物流园区第三分拨中心普通货运（含集装箱运输）';

export const STALE = { label: '过期的结果', value: 'stale' };

/** The meta every SelectField story file shares; each adds its own title. */
export const selectFieldMeta = {
  component: SelectField,
  tags: ['autodocs'],
  args: {
    kind: 'actionSheet',
    label: '车型',
    options: VEHICLE_TYPES,
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField>;
