import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BankcardOutline,
  BillOutline,
  FileOutline,
  ReceiptOutline,
  TruckOutline,
} from 'antd-mobile-icons';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconGrid } from '@/components/icon-grid';
import { hasOrphan, textLines } from '../support/typography';

const onPress = fn();

const meta = {
  title: 'Components/IconGrid',
  component: IconGrid,
  tags: ['autodocs'],
  args: {
    title: '常用功能',
    entries: [
      { key: 'bank', label: '银行卡', icon: <BankcardOutline />, to: '/bank' },
      { key: 'car', label: '我的车辆', icon: <TruckOutline />, onPress },
      { key: 'fee', label: ['信息费', '记录'], icon: <ReceiptOutline />, to: '/fee' },
      { key: 'guide', label: ['劳务开票', '指引'], icon: <FileOutline />, to: '/guide' },
      { key: 'bill', label: '提现明细', icon: <BillOutline />, available: false },
    ],
  },
  parameters: {
    componentRoute: '/',
    docs: {
      description: {
        component: `
Entries as an icon over a label, four to a row (\`columns\` 3–5): Me's tool groups and the
wallet's shortcuts look the same. An entry with \`to\` is a link, with \`onPress\` a button; an entry
not in this build (\`available: false\`) stays in place, greyed, with 即将开放 and \`aria-disabled\`.
Labels wrap in balanced lines, never one character alone; a label given as its phrases
(\`['劳务开票', '指引']\`) breaks only between them: 劳务开票 / 指引, never 劳务开 / 票指引. \`as="nav"\` for a
grid of shortcuts to other screens; without a \`title\` it is named by \`aria-label\`.
`,
      },
    },
  },
} satisfies Meta<typeof IconGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '常用功能' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '银行卡' })).toHaveAttribute('href', '/bank');
    await userEvent.click(canvas.getByRole('button', { name: '我的车辆' }));
    await expect(onPress).toHaveBeenCalledTimes(1);
    const soon = canvas.getByRole('button', { name: /提现明细/ });
    await expect(soon).toHaveAttribute('aria-disabled', 'true');
    await expect(soon).toHaveTextContent('即将开放');
    // 劳务开票指引 is too wide for its cell at 375 px: it wraps between its phrases, no orphan.
    const guide = canvas.getByRole('link', { name: '劳务开票指引' });
    await expect(textLines(guide)).toEqual(['劳务开票', '指引']);
    await expect(hasOrphan(guide)).toBe(false);
  },
};

export const ShortcutsNav: Story = {
  tags: ['state'],
  args: { title: undefined, as: 'nav', 'aria-label': '钱包功能', columns: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: '钱包功能' })).toBeVisible();
  },
};
