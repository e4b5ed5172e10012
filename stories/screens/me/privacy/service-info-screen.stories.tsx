import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ServiceInfoScreen } from '@/features/me/privacy/screens/service-info-screen';
import { money } from '@/lib/contract/money/wallet';
import { fenToYuan } from '@/lib/domain/money';
import { CERTIFIED_DRIVER_MONEY } from '@sim/sandbox/areas/money/wallet/seed';
import { useSession } from '@/stores/session';
import { neverAnswered } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';

/** Inside the app, so the session's device is the phone's (fake native side). */
const meta = {
  title: 'Screens/Me/Privacy/ServiceInfo',
  component: ServiceInfoScreen,
  parameters: { route: '/service-info', session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ServiceInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const path = money.getDriverThirtyDayAmount.path;

async function row(canvasElement: HTMLElement, label: string) {
  const text = await body(canvasElement).findByText(label, {}, { timeout: 10_000 });
  return text.closest('div')!;
}

export const CertifiedDriver: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const figures = CERTIFIED_DRIVER_MONEY.thirtyDays;
    const user = useSession.getState().loginInfo!;
    await expect(await row(canvasElement, '注册时间')).toHaveTextContent(user.createTime);
    await expect(await row(canvasElement, '结算运费（元）')).toHaveTextContent(
      fenToYuan(figures.driverThirtyDayAmount),
    );
    await expect(await row(canvasElement, '结算车辆')).toHaveTextContent(
      `${figures.settlementVehicleNumber} 辆`,
    );
    await expect(await row(canvasElement, '累计完成运单')).toHaveTextContent(
      `${figures.completedOrderCount} 单`,
    );
    await expect(await row(canvasElement, '当前登录设备')).toHaveTextContent('HUAWEI Mate 60');
  },
};

export const NewDriver: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    await expect(await row(canvasElement, '结算运费（元）')).toHaveTextContent('0.00');
    await expect(await row(canvasElement, '累计完成运单')).toHaveTextContent('0 单');
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(path)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('status', { name: '加载中…' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path, state: 500, msg: '结算服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('信息加载失败');
    await expect(alert).toHaveTextContent('结算服务繁忙');
  },
};

export const RetryAfterError: Story = {
  parameters: { sandbox: { faults: [{ path, state: 500, msg: '结算服务繁忙', times: 1 }] } },
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(await row(canvasElement, '结算车辆')).toBeVisible();
  },
};
