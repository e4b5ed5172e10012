import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppTabBar } from '@/app/shell/tab-bar';
import { TAB_ENTRIES } from '@/app/shell/tab-entries';
import { paths } from '@/lib/routing/paths';

const meta = {
  title: 'Screens/App/TabBar',
  component: AppTabBar,
  parameters: { componentRoute: '/' },
} satisfies Meta<typeof AppTabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllFiveEntries: Story = {
  tags: ['state'],
  args: { entries: TAB_ENTRIES, isAvailable: () => true, onScan: fn() },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主导航' });
    const tabs = within(nav).getAllByRole('button');
    await expect(tabs.map((t) => t.textContent)).toEqual([
      '首页',
      '货源',
      '扫一扫',
      '运单',
      '我的',
    ]);
    await expect(within(nav).getByRole('button', { name: '首页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const tab of tabs) {
      const box = tab.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }

    await userEvent.click(within(nav).getByRole('button', { name: '运单' }));
    await expect(within(nav).getByRole('button', { name: '运单' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: '首页' })).not.toHaveAttribute(
      'aria-current',
    );

    await userEvent.click(within(nav).getByRole('button', { name: '扫一扫' }));
    await expect(args.onScan).toHaveBeenCalledTimes(1);
    // Scan is not a route: the current tab stays.
    await expect(within(nav).getByRole('button', { name: '运单' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const ThisBuild: Story = {
  tags: ['state'],
  // Default entries: the five of §2.1, each shown because its screen exists in this build.
  args: { onScan: fn() },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主导航' });
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((t) => t.textContent),
    ).toEqual(['首页', '货源', '扫一扫', '运单', '我的']);
    await userEvent.click(within(nav).getByRole('button', { name: '扫一扫' }));
    await expect(args.onScan).toHaveBeenCalledTimes(1);
  },
};

export const WithoutScanner: Story = {
  // Home alone is nothing to switch between: no bar (nor its spacer).
  args: { isAvailable: (path) => path === paths.home.pattern },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: '主导航' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: '首页' })).toBeNull();
  },
};
