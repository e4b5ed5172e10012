import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SelectField } from '@/components/select-field';
import { SEARCH_DEBOUNCE_MS, type SelectOption } from '@/components/select-field';
import {
  FLEETS,
  wait,
  fleetSearch,
  searchMock,
  body,
  openField,
  expectClosed,
  STALE,
  selectFieldMeta,
} from './select-field-helpers';

const meta = { ...selectFieldMeta, title: 'Components/SelectField/Search' } satisfies Meta<
  typeof SelectField
>;
export default meta;
type Story = StoryObj<typeof meta>;

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
    // Left empty (the form convention's blur): the field says what it needs, beside it.
    await expect(field).toHaveAccessibleDescription('请选择 请选择所属车队');
    await expect(screen.getByRole('alert')).toHaveTextContent('请选择所属车队');
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
