import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrderTakingScreen } from '@/features/supply/grab/screens/order-taking-screen';
import { license } from '@/lib/contract/account/license';
import { supply } from '@/lib/contract/supply/market';
import { expectPath } from '../../../support/router';
import { neverAnswered } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  findGate,
  gateSettled,
  grabPath,
  loaded,
  SOURCE,
  next,
} from './grab-story-helpers';

const GATES = [
  '实名认证',
  '驾驶证认证',
  '从业资格证',
  '已认证车辆',
  '车型要求',
  '车辆载重',
  '货主黑名单',
  '装货时间',
] as const;

// Every story here has a fake phone (the fence asks it for the position): native mode throughout.
const meta = {
  title: 'Screens/Supply/Grab/OrderTaking/Gates',
  component: OrderTakingScreen,
  parameters: {
    route: grabPath.orderTaking(SOURCE.bulk),
    session: 'certifiedDriver',
    bridge: true,
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof OrderTakingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllPassed: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    for (const gate of GATES) await gateSettled(screen, gate, '已满足');
    await expect(await findGate(screen, '从业资格证')).toHaveTextContent(
      '道路运输从业资格证已上传',
    );
    await expect(await findGate(screen, '已认证车辆')).toHaveTextContent(/\d辆已认证车辆/);
    await expect(await findGate(screen, '车型要求')).toHaveTextContent('不限车型');
    await expect(await findGate(screen, '货主黑名单')).toHaveTextContent('您未被该货主列入黑名单');
    await expect(await findGate(screen, '装货时间')).toHaveTextContent(
      /装货截止 \d\d-\d\d \d\d:\d\d/,
    );
    // This source has no fence: no position is asked for.
    await expect(screen.queryByRole('listitem', { name: '装货地电子围栏' })).toBeNull();
    await expect(screen.getByText('接单条件已全部满足')).toBeVisible();
    await waitFor(() => expect(next(canvasElement)).toBeEnabled());
  },
};

export const AllPassedGoesToTheVehicle: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await gateSettled(bodyOf(canvasElement), '货主黑名单', '已满足');
    await waitFor(() => expect(next(canvasElement)).toBeEnabled());
    await userEvent.click(next(canvasElement));
    await expectPath('/supply/carryinfovehicle');
  },
};

export const NewDriverNotCertified: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const row = await gateSettled(screen, '实名认证', '未满足');
    await expect(row).toHaveTextContent('您还未实名认证，请先完成实名认证');
    await expect(within(row).getByRole('button', { name: '去实名认证' })).toBeVisible();
    // Every unmet gate is said at once, each with its own way on.
    await expect(await gateSettled(screen, '驾驶证认证', '未满足')).toHaveTextContent(
      '您还未上传驾驶证',
    );
    await expect(await gateSettled(screen, '从业资格证', '未满足')).toHaveTextContent(
      '您还未上传道路运输从业资格证',
    );
    await expect(await gateSettled(screen, '已认证车辆', '未满足')).toHaveTextContent(
      '您还没有车辆，请先添加并认证车辆',
    );
    // The vehicle's type and load cannot be judged without a vehicle.
    await expect(await findGate(screen, '车型要求')).toHaveTextContent('待上一步完成');
    await expect(await findGate(screen, '车辆载重')).toHaveTextContent('待上一步完成');
    await expect(next(canvasElement)).toBeDisabled();
  },
};

export const NewDriverIsLedToCertify: Story = {
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const row = await gateSettled(bodyOf(canvasElement), '实名认证', '未满足');
    await userEvent.click(within(row).getByRole('button', { name: '去实名认证' }));
    await expectPath('/seleteRole');
  },
};

export const RefrigeratedTruckNeeded: Story = {
  tags: ['state'],
  parameters: { route: grabPath.orderTaking(SOURCE.wrongType) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await gateSettled(screen, '已认证车辆', '已满足');
    const row = await gateSettled(screen, '车型要求', '未满足');
    await expect(row).toHaveTextContent('该货源需要重型冷藏车，您没有已认证的此类车辆');
    await expect(within(row).getByRole('button', { name: '去添加车辆' })).toBeVisible();
    await expect(within(row).getByRole('button', { name: '看看其他货源' })).toBeVisible();
    await expect(await findGate(screen, '车辆载重')).toHaveTextContent('待上一步完成');
    await expect(next(canvasElement)).toBeDisabled();
  },
};

export const RefrigeratedTruckGoesToAddOne: Story = {
  parameters: { route: grabPath.orderTaking(SOURCE.wrongType) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const row = await gateSettled(bodyOf(canvasElement), '车型要求', '未满足');
    await userEvent.click(within(row).getByRole('button', { name: '去添加车辆' }));
    await expectPath('/i/car/add/add');
  },
};

export const BlacklistedShipper: Story = {
  tags: ['state'],
  parameters: { route: grabPath.orderTaking(SOURCE.blacklisted) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const row = await gateSettled(screen, '货主黑名单', '未满足');
    await expect(row).toHaveTextContent(
      '该货主已被列入黑名单：安徽恒通煤业有限公司已将您拉黑，无法承运其货源',
    );
    await expect(within(row).getByRole('button', { name: '查看黑名单' })).toBeVisible();
    // Named at the top too: the row itself is below the fold.
    await expect(screen.getByRole('alert')).toHaveTextContent('1项条件未满足：货主黑名单');
    // Everything else is met: only the blacklist stands in the way, and it says so up front.
    await gateSettled(screen, '车辆载重', '已满足');
    await expect(next(canvasElement)).toBeDisabled();
  },
};

export const BlacklistedShipperLeadsToOtherSources: Story = {
  parameters: { route: grabPath.orderTaking(SOURCE.blacklisted) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const row = await gateSettled(bodyOf(canvasElement), '货主黑名单', '未满足');
    await userEvent.click(within(row).getByRole('button', { name: '看看其他货源' }));
    await expectPath('/supply');
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(supply.getBulkDetail.path)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      await bodyOf(canvasElement).findByRole('status', { name: '加载中…' }),
    ).toBeVisible();
  },
};

export const ReadFailed: Story = {
  tags: ['state'],
  parameters: {
    sandbox: {
      faults: [{ path: license.getDriverLicense.path, state: 500, msg: '证件服务繁忙' }],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('接单条件查询失败');
    await expect(alert).toHaveTextContent('证件服务繁忙');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const SourceTakenAlready: Story = {
  tags: ['state'],
  parameters: { route: grabPath.orderTaking('S0010') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('该货源已被抢完')).toBeVisible();
    await expect(screen.getByRole('link', { name: '看看其他货源' })).toHaveAttribute(
      'href',
      '/supply',
    );
  },
};

/** A source id the server does not know (404001, as bulk and as whole): gone, back to the plaza. */
export const SourceNotFound: Story = {
  tags: ['state'],
  parameters: { route: grabPath.orderTaking('S9999') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveAttribute('data-problem', 'notFound');
    await expect(alert).toHaveTextContent('货源不存在或已下架');
    await expect(alert).toHaveTextContent('去货源广场看看其他货源吧');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回货源广场' })).toHaveAttribute(
      'href',
      '/supply',
    );
  },
};
