import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter, useMatches } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { KeepAliveOutlet, clearKeepAlive } from '@/app/shell/keep-alive';
import { metaOf, type RouteHandle } from '@/lib/routing/route-meta';

/**
 * Keep-alive with demo routes: /waybill is kept (isKeepAlive), the others are not. The real Plaza,
 * Waybill and Me screens arrive in later issues and use the same meta flag.
 */
function DemoLayout() {
  const meta = metaOf(useMatches());
  return (
    <div style={{ padding: 16 }}>
      <nav
        aria-label="演示导航"
        style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}
      >
        <Link to="/waybill" style={{ padding: 12 }}>
          运单列表
        </Link>
        <Link to="/waybill/search" style={{ padding: 12 }}>
          运单搜索
        </Link>
        <Link to="/supply/goodsagreement" style={{ padding: 12 }}>
          货物协议
        </Link>
        <button type="button" style={{ minHeight: 44 }} onClick={clearKeepAlive}>
          清空缓存
        </button>
      </nav>
      <KeepAliveOutlet keepAlive={meta.isKeepAlive === true} />
    </div>
  );
}

function DemoForm({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {label}
      <input value={value} onChange={(e) => setValue(e.target.value)} style={{ minHeight: 44 }} />
    </label>
  );
}

const kept: RouteHandle = { meta: { isKeepAlive: true } };

function KeepAliveDemo() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <DemoLayout />,
          children: [
            { path: '/waybill', handle: kept, element: <DemoForm label="运单备注（缓存）" /> },
            { path: '/waybill/search', element: <DemoForm label="搜索关键字（不缓存）" /> },
            { path: '/supply/goodsagreement', element: <p>货物协议页</p> },
          ],
        },
      ],
      { initialEntries: ['/waybill'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Screens/App/KeepAlive',
  component: KeepAliveOutlet,
  render: () => <KeepAliveDemo />,
  args: { keepAlive: true },
} satisfies Meta<typeof KeepAliveOutlet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeptScreenSurvivesNavigation: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText('运单备注（缓存）'), '明早装货');
    await userEvent.click(screen.getByRole('link', { name: '运单搜索' }));
    await userEvent.type(screen.getByLabelText('搜索关键字（不缓存）'), '上海');
    // The kept screen is hidden, not gone.
    await expect(screen.getByLabelText('运单备注（缓存）')).not.toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: '运单列表' }));
    await expect(screen.getByLabelText('运单备注（缓存）')).toBeVisible();
    await expect(screen.getByLabelText('运单备注（缓存）')).toHaveValue('明早装货');
    // Not kept: left, so it was unmounted.
    await expect(screen.queryByLabelText('搜索关键字（不缓存）')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: '运单搜索' }));
    // Not kept: it starts empty again.
    await expect(screen.getByLabelText('搜索关键字（不缓存）')).toHaveValue('');
  },
};

export const GoodsAgreementToWaybillClearsTheCache: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText('运单备注（缓存）'), '明早装货');
    await userEvent.click(screen.getByRole('link', { name: '货物协议' }));
    await expect(screen.getByText('货物协议页')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '运单列表' }));
    await expect(screen.getByLabelText('运单备注（缓存）')).toHaveValue('');
  },
};

export const ClearKeepAliveApi: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText('运单备注（缓存）'), '明早装货');
    await userEvent.click(screen.getByRole('button', { name: '清空缓存' }));
    await expect(screen.getByLabelText('运单备注（缓存）')).toHaveValue('');
  },
};
