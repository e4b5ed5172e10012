import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { sentRequests } from '../support/sandbox';
import { BANKS, bankDirectory } from './bank-directory';
import {
  BANK_SEARCH_DEBOUNCE_MS,
  BankSearchPopup,
  type BankSearchPopupProps,
  type BankSearchResult,
} from '@/components/bank-search-popup';

/** A bank-card form: the 开户银行 row opens the popup and shows what was picked. */
function BankField(args: BankSearchPopupProps) {
  const [open, setOpen] = useState(args.visible);
  const [bank, setBank] = useState<BankSearchResult | null>(null);
  return (
    <div style={{ padding: 16 }}>
      <button type="button" style={{ minHeight: 44 }} onClick={() => setOpen(true)}>
        开户银行：{bank ? bank.bankNameShort : '请选择'}
      </button>
      <BankSearchPopup
        {...args}
        visible={open}
        onSelect={(picked) => {
          setBank(picked);
          args.onSelect(picked);
        }}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/BankSearchPopup',
  component: BankSearchPopup,
  tags: ['autodocs'],
  args: { visible: false, search: bankDirectory(), onSelect: fn(), onClose: fn() },
  render: (args) => <BankField {...args} />,
  parameters: {
    docs: {
      description: {
        component: `
Picks a bank by name (§2.6): a full-width panel slides in from the right with a search box and
**取消**. Typing searches \`bankContrast/search\` once the driver pauses for **500 ms** (§9); the
matching banks are listed by name (\`bankNameShort\`; the code \`employeeNo\` is only their key and
what the pick hands back), and a tap picks one and closes.

- \`search(bankNameShort, signal)\` defaults to the platform's \`bankContrast/search\`; pass another
  to search elsewhere. A search replaced by newer typing is aborted and its late answer ignored, so
  results never jump back.
- States: hint while empty, 搜索中…, the list, 暂无数据, 查询出错 with 重试.
- Each opening starts with an empty box and the keyboard up. The search box keeps at most 20
  characters.
`,
      },
    },
  },
} satisfies Meta<typeof BankSearchPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

async function openPopup(canvasElement: HTMLElement) {
  const screen = body(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: /^开户银行/ }));
  return within(await screen.findByRole('dialog', { name: '选择银行' }));
}

export const SearchAndPick: Story = {
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    const box = popup.getByRole('searchbox');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(popup.getByText('输入银行名称搜索')).toBeVisible();
    await userEvent.type(box, '中国');
    // Typing pauses: one search for the whole word, not one per character.
    await waitFor(() => expect(args.search).toHaveBeenCalledTimes(1), {
      timeout: BANK_SEARCH_DEBOUNCE_MS + 1000,
    });
    await expect(args.search).toHaveBeenCalledWith('中国', expect.any(AbortSignal));
    await userEvent.click(await popup.findByRole('button', { name: /中国建设银行/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(BANKS[3]);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(
      await body(canvasElement).findByRole('button', { name: '开户银行：中国建设银行' }),
    ).toBeVisible();
  },
};

export const DebouncedFiveHundredMs: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.type(popup.getByRole('searchbox'), '招商');
    await new Promise((resolve) => setTimeout(resolve, BANK_SEARCH_DEBOUNCE_MS - 250));
    await expect(args.search).not.toHaveBeenCalled();
    await waitFor(() => expect(args.search).toHaveBeenCalledWith('招商', expect.any(AbortSignal)));
    // The driver sees the bank's name only, never its code.
    await expect(await popup.findByRole('button', { name: '招商银行' })).toBeVisible();
    await expect(popup.queryByText('308584000013')).toBeNull();
  },
};

export const NewerTypingWins: Story = {
  args: { search: bankDirectory(900) },
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    const box = popup.getByRole('searchbox');
    await userEvent.type(box, '中国');
    await waitFor(() => expect(args.search).toHaveBeenCalledTimes(1), { timeout: 1500 });
    await expect(await popup.findByText('搜索中…')).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, '河北');
    await expect(
      await popup.findByRole('button', { name: /河北银行/ }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(args.search).toHaveBeenCalledTimes(2);
    const [, firstSignal] = (args.search as Mock).mock.calls[0] as [string, AbortSignal];
    await expect(firstSignal.aborted).toBe(true);
    await expect(popup.queryByRole('button', { name: /中国工商银行/ })).toBeNull();
  },
};

export const NoMatch: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.type(popup.getByRole('searchbox'), '火星银行');
    await expect(await popup.findByText('暂无数据', {}, { timeout: 2000 })).toBeVisible();
  },
};

/** A search that is never answered (it gives up only when aborted): 搜索中… stays. */
const unanswered = fn(
  (_name: string, signal: AbortSignal) =>
    new Promise<BankSearchResult[]>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
);

export const Searching: Story = {
  tags: ['state'],
  args: { search: unanswered },
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.type(popup.getByRole('searchbox'), '中国');
    await expect(await popup.findByText('搜索中…', {}, { timeout: 2000 })).toBeVisible();
    await expect(args.search).toHaveBeenCalledTimes(1);
  },
};

export const SearchError: Story = {
  tags: ['state'],
  args: {
    search: fn(async (_name: string, _signal: AbortSignal) =>
      Promise.reject(new Error('网络错误')),
    ),
  },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.type(popup.getByRole('searchbox'), '河北');
    const alert = await popup.findByRole('alert', {}, { timeout: 2000 });
    await expect(alert).toHaveTextContent('查询出错');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** The first search fails (network down for a moment), the retry works. */
let searches = 0;
const flakySearch = fn(async (name: string, _signal: AbortSignal) => {
  searches += 1;
  if (searches === 1) throw new Error('网络错误');
  return BANKS.filter((bank) => bank.bankNameShort.includes(name));
});

export const SearchFailsThenRetry: Story = {
  args: { search: flakySearch },
  beforeEach: () => {
    searches = 0;
  },
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    const box = popup.getByRole('searchbox');
    await userEvent.type(box, '河北');
    const alert = await popup.findByRole('alert', {}, { timeout: 2000 });
    await expect(alert).toHaveTextContent('查询出错');
    // What the driver typed stays.
    await expect(box).toHaveValue('河北');
    await userEvent.click(popup.getByRole('button', { name: '重试' }));
    await expect(
      await popup.findByRole('button', { name: /河北银行/ }, { timeout: 2000 }),
    ).toBeVisible();
    await expect(args.search).toHaveBeenCalledTimes(2);
  },
};

export const CancelCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.type(popup.getByRole('searchbox'), '工商');
    await userEvent.click(popup.getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // Reopening starts empty.
    const again = await openPopup(canvasElement);
    await expect(again.getByRole('searchbox')).toHaveValue('');
  },
};

export const FullWidthFromTheRight: Story = {
  tags: ['state'],
  args: { visible: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '选择银行' });
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.left)).toBe(0);
      expect(Math.round(box.width)).toBe(window.innerWidth);
    });
    await expect(
      canvasElement.ownerDocument.querySelector('.adm-popup-body-position-right'),
    ).not.toBeNull();
  },
};

export const FromThePlatform: Story = {
  args: { search: undefined },
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.type(popup.getByRole('searchbox'), '农商');
    await popup.findByRole(
      'button',
      { name: /北京农商银行/ },
      { timeout: BANK_SEARCH_DEBOUNCE_MS + 3000 },
    );
    const sent = await sentRequests('bankContrast/search');
    await expect(sent.map((r) => r.body)).toEqual([{ bankNameShort: '农商' }]);
  },
};
