import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FuelBalanceScreen } from '@/features/fuel/balance/screens/fuel-balance-screen';
import { paths } from '@/lib/routing/paths';
import { holdStill } from '../../../support/hold-still';
import { expectPath } from '../../../support/router';
import { neverAnswered } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { balancePath, bodyOf, expectUrl, SLOW } from './fuel-balance-story-helpers';

const meta = {
  title: 'Screens/Fuel/Balance/FuelBalance',
  component: FuelBalanceScreen,
  parameters: { route: paths.fuelBalance.to({}), session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof FuelBalanceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement, name: '旧油卡' | '新油卡') =>
  bodyOf(canvasElement).findByRole('region', { name }, SLOW);

/** The certified driver: old card ¥320.50, new card ¥1,588.00 (selected), his vehicle may fuel. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const old = await cardOf(canvasElement, '旧油卡');
    const fresh = await cardOf(canvasElement, '新油卡');
    await waitFor(() => expect(old).toHaveTextContent('¥320.50'), SLOW);
    await expect(fresh).toHaveTextContent('¥1,588.00');
    await expect(fresh).toHaveAttribute('aria-current', 'true');
    await expect(fresh).toHaveTextContent('当前油卡');
    await expect(old).not.toHaveAttribute('aria-current');
    const vehicles = await screen.findByRole('region', { name: '可加油车辆' }, SLOW);
    await expect(await within(vehicles).findByText('可用油卡', {}, SLOW)).toBeVisible();
    await expect(vehicles).toHaveTextContent(/冀B7GMCQ/);
  },
};

/** ?oilType=old marks the old card; a new driver has no card loaded and no vehicle. */
export const NewDriverOldCard: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver', route: paths.fuelBalance.to({ oilType: 'old' }) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const old = await cardOf(canvasElement, '旧油卡');
    await waitFor(() => expect(old).toHaveTextContent('¥0.00'), SLOW);
    await expect(old).toHaveAttribute('aria-current', 'true');
    await expect(await cardOf(canvasElement, '新油卡')).toHaveTextContent('¥0.00');
    await expect(
      await screen.findByText('还没有车辆，添加车辆后才能用油卡加油', {}, SLOW),
    ).toBeVisible();
  },
};

/** §8: the balances cannot be read — the toast 获取油卡余额失败 and both cards at 0.00. */
export const BalanceFails: Story = {
  tags: ['state'],
  parameters: {
    sandbox: { faults: [{ path: balancePath, state: 500, msg: '油卡服务繁忙' }] },
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('获取油卡余额失败', {}, SLOW)).toBeVisible();
    holdStill();
    await expect(await cardOf(canvasElement, '旧油卡')).toHaveTextContent('¥0.00');
    await expect(await cardOf(canvasElement, '新油卡')).toHaveTextContent('¥0.00');
    await expect(screen.queryByText('油卡服务繁忙')).toBeNull();
  },
};

export const BalanceLoading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(balancePath)] } },
  play: async ({ canvasElement }) => {
    const old = await cardOf(canvasElement, '旧油卡');
    await expect(within(old).getByText('加载中')).toBeInTheDocument();
    await expect(old).not.toHaveTextContent('0.00');
    const vehicles = await bodyOf(canvasElement).findByRole('region', { name: '可加油车辆' });
    await within(vehicles).findByText('可用油卡', {}, SLOW);
  },
};

/** A card's 加油订单 opens that card's orders; 收支明细 and 去加油 carry the card too. */
export const OldCardOrders: Story = {
  play: async ({ canvasElement }) => {
    const old = within(await cardOf(canvasElement, '旧油卡'));
    await expect(old.getByRole('link', { name: '收支明细' })).toHaveAttribute(
      'href',
      '/i/fuel-balance/detail?oilType=old',
    );
    await expect(old.getByRole('link', { name: '去加油' })).toHaveAttribute(
      'href',
      '/i/fuel-station?oilType=old',
    );
    await userEvent.click(old.getByRole('link', { name: '加油订单' }));
    await expectPath(paths.fuelOrderList.pattern);
    await expectUrl(/\?oilType=old$/);
    const tabs = await bodyOf(canvasElement).findByRole('tablist', { name: '订单状态' }, SLOW);
    await expect(tabs).toBeVisible();
  },
};

/** The Me screen's fuel-card figures open the fuel balance with that card marked. */
export const FromMe: Story = {
  parameters: { route: paths.me.to() },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const wallet = await screen.findByRole('region', { name: '我的钱包' }, SLOW);
    await userEvent.click(
      await within(wallet).findByRole('link', { name: /新油卡余额（元）\s*1,588\.00/ }, SLOW),
    );
    await expectPath(paths.fuelBalance.pattern);
    await expectUrl(/oilType=new/);
    await expect(await cardOf(canvasElement, '新油卡')).toHaveAttribute('aria-current', 'true');
  },
};
