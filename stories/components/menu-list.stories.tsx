import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BankcardOutline,
  LockOutline,
  MessageOutline,
  SetOutline,
  TruckOutline,
} from 'antd-mobile-icons';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type MenuGroup, MenuList } from '@/components/menu-list';

/** A 我的-like page: the list, and the screens its links open. */
function MenuDemo({ groups }: { groups: readonly MenuGroup[] }) {
  return (
    <Routes>
      <Route path="/" element={<MenuList groups={groups} />} />
      <Route path="/vehicles" element={<h1>我的车辆</h1>} />
    </Routes>
  );
}

const onSettings = fn();

const GROUPS: readonly MenuGroup[] = [
  {
    title: '我的服务',
    items: [
      {
        icon: <TruckOutline />,
        label: '我的车辆',
        to: '/vehicles',
        badge: <span style={{ color: '#cf2f2f' }}>2</span>,
      },
      { icon: <BankcardOutline />, label: '银行卡', value: '已绑定 1 张', to: '/bank' },
      { icon: <MessageOutline />, label: '在线客服', href: 'https://example.com/service' },
    ],
  },
  {
    title: '设置',
    items: [
      { icon: <LockOutline />, label: '修改密码', to: '/updataPwd' },
      { icon: <SetOutline />, label: '通用设置', onClick: onSettings },
      { label: '当前版本', value: 'V1.3.0' },
    ],
  },
];

const meta = {
  title: 'Components/MenuList',
  component: MenuDemo,
  tags: ['autodocs'],
  args: { groups: GROUPS },
  parameters: {
    layout: 'fullscreen',
    componentRoute: '/',
    docs: {
      description: {
        component: `
The rows of a menu page (首页, 关于我们, 我的, 设置, 钱包): groups of rows with an optional title, each
row an icon, a label, an optional badge (after the label) and value (at the end) and a chevron.
A row is a link (\`to\`), another site in a new window (\`href\`), a button (\`onClick\`) or, with
none of these, plain information. Rows are at least 52 px tall. A row is named by what it shows
(label, badge, value), so voice control and screen readers meet the visible words.
`,
      },
    },
  },
} satisfies Meta<typeof MenuDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '我的服务' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '设置' })).toBeVisible();
    const bank = canvas.getByRole('link', { name: /^银行卡\s*已绑定 1 张$/ });
    await expect(bank).toHaveAttribute('href', '/bank');
    await expect(canvas.getByRole('link', { name: /^我的车辆\s*2$/ })).toBeVisible();
    for (const row of [bank, canvas.getByRole('button', { name: '通用设置' })]) {
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(52);
    }
    // Information only: no link, no button, no chevron.
    const version = canvas.getByText('当前版本');
    await expect(version.closest('a, button')).toBeNull();
    await expect(canvas.getByText('V1.3.0')).toBeVisible();
  },
};

export const OutsideLinkOpensNewWindow: Story = {
  play: async ({ canvasElement }) => {
    const service = within(canvasElement).getByRole('link', {
      name: /^在线客服\s*（在新窗口打开）$/,
    });
    await expect(service).toHaveAttribute('href', 'https://example.com/service');
    await expect(service).toHaveAttribute('target', '_blank');
    await expect(service).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ButtonRowRunsItsAction: Story = {
  play: async ({ canvasElement }) => {
    onSettings.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '通用设置' }));
    await expect(onSettings).toHaveBeenCalledTimes(1);
  },
};

export const LinkRowOpensItsScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /^我的车辆/ }));
    await expect(await canvas.findByRole('heading', { name: '我的车辆' })).toBeVisible();
  },
};

/** A row whose screen is not in this build: greyed, its reason after the label, no action. */
export const UnavailableRow: Story = {
  tags: ['state'],
  args: {
    groups: [
      {
        title: '我的服务',
        items: [
          { icon: <TruckOutline />, label: '我的车辆', to: '/vehicles' },
          {
            icon: <BankcardOutline />,
            label: '我的钱包',
            to: '/wallet',
            value: '¥0.00',
            unavailable: '即将开放',
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = canvas.getByText('我的钱包').closest('[aria-disabled]');
    await expect(wallet).toHaveAttribute('aria-disabled', 'true');
    await expect(wallet).toHaveTextContent(/^我的钱包即将开放¥0\.00$/);
    // Not a dead link: nothing to follow, nothing to press.
    await expect(wallet?.closest('a, button')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /我的钱包/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: '我的车辆' })).toBeVisible();
  },
};
