import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GoodsAgreementScreen } from '@/features/supply/grab/screens/goods-agreement-screen';
import { supply } from '@/lib/contract/supply/market';
import { http } from '@/lib/http/client';
import { currentUrl, expectPath } from '../../../support/router';
import { injectFault, sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  bodyOf,
  CAR,
  grabPath,
  loaded,
  patchQualification,
  pendingFaults,
  SOURCE,
  takenByOther,
} from './grab-story-helpers';

const meta = {
  title: 'Screens/Supply/Grab/GoodsAgreement',
  component: GoodsAgreementScreen,
  parameters: { route: grabPath.agreement(SOURCE.whole, CAR.default), session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof GoodsAgreementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Screen = ReturnType<typeof bodyOf>;

/** Waits out the 5-s reading countdown and ticks the consent: the grab button is ready. */
async function readAndConsent(screen: Screen, name = '同意并抢单'): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name }, { timeout: 9000 });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意以上协议' }));
  return button;
}

export const ReadingCountdown: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: '货物运输协议', level: 2 }),
    ).toBeVisible();
    // The state's clock stands still: the countdown shows its first second.
    const button = screen.getByRole('button', { name: /^请阅读协议（\d秒）$/ });
    await expect(button).toBeDisabled();
    await expect(
      screen.getByRole('checkbox', { name: '我已阅读并同意以上协议' }),
    ).not.toBeChecked();
  },
};

export const CountdownThenEnabled: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const counting = await screen.findByRole('button', { name: /^请阅读协议（\d秒）$/ });
    await expect(counting).toBeDisabled();
    const ready = await screen.findByRole('button', { name: '同意并抢单' }, { timeout: 9000 });
    await expect(ready).toBeEnabled();
    // Without the tick nothing is sent.
    await userEvent.click(ready);
    await expect(await screen.findByText('请先阅读并勾选同意协议')).toBeVisible();
    await expect(await sentRequests('grabWholeOrder')).toHaveLength(0);
  },
};

export const WithDelegation: Story = {
  tags: ['state'],
  parameters: { route: grabPath.agreement(SOURCE.delegation, CAR.default, '20') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    for (const title of ['货物运输协议', '运输委托协议', '电子签章委托授权书'])
      await expect(await screen.findByRole('heading', { name: title, level: 2 })).toBeVisible();
    const summary = screen.getByRole('region', { name: '线路' });
    await expect(summary).toHaveTextContent(`承运车辆${CAR.default}`);
    await expect(summary).toHaveTextContent('装货数量20吨');
    const [content] = await sentRequests('previewContentKJ');
    await expect(content?.body).toEqual({
      sourceId: SOURCE.delegation,
      carNo: CAR.default,
      quantity: 20,
    });
  },
};

export const DelegationIsCreatedBeforeTheGrab: Story = {
  parameters: { route: grabPath.agreement(SOURCE.delegation, CAR.default, '20') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const button = await readAndConsent(bodyOf(canvasElement));
    await userEvent.click(button);
    await expectPath('/waybill');
    const log = await sentRequests();
    const order = log
      .map((r) => r.path)
      .filter((p) => p.endsWith('createEsignDelegationAuthority') || p.endsWith('grabBulkOrder'));
    await expect(order.map((p) => p.split('/').pop())).toEqual([
      'createEsignDelegationAuthority',
      'grabBulkOrder',
    ]);
  },
};

export const ServerHtmlIsSanitized: Story = {
  tags: ['state'],
  parameters: { route: grabPath.agreement(SOURCE.unsafe, CAR.default) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const doc = await screen.findByRole('region', { name: '货物运输协议' });
    const link = await within(doc).findByText('安全测试链接');
    link.scrollIntoView({ block: 'center' });
    await expect(link).toBeVisible();
    await expect(doc.querySelector('script')).toBeNull();
    await expect(doc.querySelector('[onerror]')).toBeNull();
    await expect(doc.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as unknown as { __xss?: boolean }).__xss).toBeUndefined();
  },
};

export const DoubleTapGrabsOnce: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const button = await readAndConsent(screen);
    await userEvent.dblClick(button);
    await expect(await screen.findByText('抢单成功')).toBeVisible();
    await expectPath('/waybill');
    const grabs = await sentRequests('grabWholeOrder');
    await expect(grabs).toHaveLength(1);
    await expect(grabs[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(grabs[0]?.body).toEqual({ sourceId: SOURCE.whole, carNo: CAR.default });
  },
};

export const AssignedIsReceived: Story = {
  parameters: { route: grabPath.agreement(SOURCE.assignedBulk, CAR.default, '12.5') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await readAndConsent(screen, '接单'));
    await expect(await screen.findByText('接单成功')).toBeVisible();
    await expectPath('/waybill');
    const [receive] = await sentRequests('receiveBulkAssignOrder');
    await expect(receive?.body).toEqual({
      sourceId: SOURCE.assignedBulk,
      carNo: CAR.default,
      quantity: 12.5,
    });
    await expect(await sentRequests('grabBulkOrder')).toHaveLength(0);
  },
};

export const RaceLostGoesToOtherSources: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const button = await readAndConsent(bodyOf(canvasElement));
    await takenByOther(SOURCE.whole);
    await userEvent.click(button);
    await tapDialogButton(await findDialog(canvasElement), '看看其他货源');
    await expectPath('/supply');
  },
};

export const QuantityNowTooLarge: Story = {
  parameters: { route: grabPath.agreement(SOURCE.lastLoad, CAR.default, '30') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const button = await readAndConsent(bodyOf(canvasElement));
    // 32 吨 were left; another truck takes 10 of them.
    await takenByOther(SOURCE.lastLoad, 10);
    await userEvent.click(button);
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('承运数量不能超过剩余22吨');
    await expect(dialog).toHaveTextContent('剩余数量已变化，修改装货数量后可继续抢单');
    await tapDialogButton(dialog, '修改数量');
    await expectPath('/supply/carryinfomodular');
    await expect(currentUrl()).toContain('quantity=30');
  },
};

export const RefusedStaysOnThePage: Story = {
  parameters: { route: grabPath.agreement(SOURCE.lastLoad, CAR.default, '30') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const button = await readAndConsent(screen);
    await takenByOther(SOURCE.lastLoad, 10);
    await userEvent.click(button);
    await tapDialogButton(await findDialog(canvasElement), '留在本页');
    // The driver keeps his place: the agreement, its tick and its button are still there.
    await expect(currentUrl()).toContain('/supply/goodsagreement');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('button', { name: '同意并抢单' })).toBeEnabled();
    await expect(screen.getByRole('checkbox', { name: '我已阅读并同意以上协议' })).toBeChecked();
  },
};

export const DriverChangedLeadsToTheGates: Story = {
  parameters: { route: grabPath.agreement(SOURCE.lastLoad, CAR.default, '30') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const button = await readAndConsent(bodyOf(canvasElement));
    // While he reads, the platform finds no qualification certificate on his licence.
    await patchQualification({ qualificationCertificateNo: null });
    await userEvent.click(button);
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('请先上传道路运输从业资格证');
    await expect(dialog).toHaveTextContent('请查看接单条件，处理未满足的条件后再抢单');
    await tapDialogButton(dialog, '查看接单条件');
    await expectPath('/supply/ordertaking');
  },
};

export const QuantityOverTheTruckLoad: Story = {
  tags: ['state'],
  parameters: { route: grabPath.agreement(SOURCE.bulk, CAR.default, '1200') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    // A link asking for more than the truck carries shows no agreement, only the way back.
    await expect(await screen.findByText('装货数量需修改', {}, { timeout: 8000 })).toBeVisible();
    await expect(
      screen.getByText(`超出车辆核定载质量，本车最多可装${CAR.defaultTons}吨`),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: '修改数量' })).toHaveAttribute(
      'href',
      expect.stringContaining('quantity=1200'),
    );
    await expect(await sentRequests('previewContentKJ')).toHaveLength(0);
  },
};

export const GatewayTimeOutButTaken: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const button = await readAndConsent(screen);
    await injectFault({ path: supply.grabWholeOrder.path, timeout: true, delayMs: 2500, times: 1 });
    await userEvent.click(button);
    // The server takes the order, but the gateway answers 504 before it can say so.
    await waitFor(async () => expect(await pendingFaults()).toBe(0));
    await http.call(supply.grabWholeOrder, { sourceId: SOURCE.whole, carNo: CAR.default });
    await expect(await screen.findByText('抢单成功', {}, { timeout: 8000 })).toBeVisible();
    await expectPath('/waybill');
    const asked = (await sentRequests('wayBillDriver/listPage')).map((r) => r.body);
    await expect(asked).toContainEqual(expect.objectContaining({ sourceId: SOURCE.whole }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const NetworkErrorRetriesWithTheSameKey: Story = {
  parameters: {
    sandbox: { faults: [{ path: supply.grabWholeOrder.path, network: true, times: 1 }] },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const button = await readAndConsent(bodyOf(canvasElement));
    await userEvent.click(button);
    // Not taken: the driver is told and may try again.
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('未能确认抢单结果');
    await tapDialogButton(dialog, '重试');
    await expectPath('/waybill');
    // The retry repeats the visit's key: the server can never take the load twice.
    const grabs = await sentRequests('grabWholeOrder');
    await expect(grabs).toHaveLength(2);
    const [first, second] = grabs.map((r) => r.headers?.['idempotency-key']);
    await expect(first).toMatch(/^[0-9a-f-]{36}$/);
    await expect(second).toBe(first);
    // Asked once whether the order was taken (the waybill list asks for its own page).
    const asked = (await sentRequests('wayBillDriver/listPage')).filter(
      (r) => (r.body as { sourceId?: string } | undefined)?.sourceId === SOURCE.whole,
    );
    await expect(asked).toHaveLength(1);
  },
};

// Last in the file: a live-clock state story leaves timers behind that slow the next story's countdown.
export const RaceLost: Story = {
  tags: ['state', 'live-clock'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const button = await readAndConsent(bodyOf(canvasElement));
    // Another driver takes the load while this one reads.
    await takenByOther(SOURCE.whole);
    await userEvent.click(button);
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('抢单未成功');
    await expect(dialog).toHaveTextContent('手慢了，该货源已被抢完');
    await expect(dialog).toHaveTextContent('该货源已无法承接，去货源广场看看其他货源吧');
    await expect(within(dialog).getByRole('button', { name: '看看其他货源' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '留在本页' })).toBeVisible();
  },
};
