import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoadScreen } from '@/features/waybill/trip/screens/load-screen';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { expectNativeRecord, storyNative } from '../../../support/bridge';
import { expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  addPhoto,
  bodyOf,
  loaded,
  phoneAt,
  POINT,
  readyToDepart,
  readyToPay,
  signContract,
  signedBeforeWindow,
  tripRoute,
  WB,
  waybillNo,
} from './trip-story-helpers';

const NO = waybillNo(WB.toLoad);

const meta = {
  title: 'Screens/Waybill/Trip/Load',
  component: LoadScreen,
  parameters: {
    route: tripRoute.load(),
    session: 'certifiedDriver',
    bridge: phoneAt(POINT.loading),
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof LoadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const premiumCard = (canvasElement: HTMLElement) =>
  bodyOf(canvasElement).getByRole('region', { name: '保险费' });

export const ContractAndPremiumDue: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await expect(screen.getByRole('note')).toHaveTextContent('请先签署运输合同后再发车');
    await expect(screen.getByRole('link', { name: '去签署合同' })).toBeVisible();
    const premium = premiumCard(canvasElement);
    await expect(premium).toHaveTextContent('120.00');
    await expect(premium).toHaveTextContent('未支付，发车前请先支付');
    await expect(screen.getByRole('button', { name: '发车' })).toBeEnabled();
    await expect(screen.getByLabelText('装货数量（吨）')).toHaveValue(String(32));
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(waybillTrip.getDetail.path)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await bodyOf(canvasElement).findByRole('status', { name: '加载中' }),
    ).toBeVisible();
  },
};

/** Another driver's waybill: 不是您的运单 with the way back to the waybills, no 重试. */
export const NotYours: Story = {
  tags: ['state'],
  parameters: { route: tripRoute.load('WB0006') },
  play: async ({ canvasElement }) => {
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('不是您的运单');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回运单列表' })).toHaveAttribute(
      'href',
      '/waybill',
    );
  },
};

export const ValidationErrors: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    const quantity = screen.getByLabelText('装货数量（吨）');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12.34567');
    await userEvent.click(screen.getByRole('button', { name: '发车' }));
    await expect(await screen.findByText('请上传发车照片')).toBeVisible();
    await expect(screen.getByText('数量最多保留3位小数')).toBeVisible();
    // What was typed stays.
    await expect(quantity).toHaveValue('12.34567');
    await expect(await sentRequests('wayBillDriver/load')).toHaveLength(0);
  },
};

export const ContractUnsignedLeadsToSigning: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await addPhoto(screen, '装货照片');
    await userEvent.click(screen.getByRole('button', { name: '发车' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('请先签署运输合同后再发车');
    await tapDialogButton(dialog, '去签署合同');
    await expectPath('/waybill/contract');
    await expect(await sentRequests('wayBillDriver/load')).toHaveLength(0);
  },
};

export const PremiumPaid: Story = {
  beforeEach: readyToPay,
  parameters: {
    bridge: { ...phoneAt(POINT.loading), payment: { alipay: { outcome: 'success', delayMs: 0 } } },
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await userEvent.click(screen.getByRole('button', { name: '支付宝支付' }));
    await expect(await screen.findByText('保险费支付成功', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(premiumCard(canvasElement)).toHaveTextContent('已支付'), {
      timeout: 10_000,
    });
    const [pay] = await expectNativeRecord('pay');
    await expect(pay?.params).toMatchObject({ wallet: 'alipay' });
    const [confirm] = await sentRequests('confirmPremiumPayment');
    await expect(confirm?.body).toMatchObject({ id: WB.toLoad });
    await expect(confirm?.headers?.['idempotency-key']).toBeTruthy();
  },
};

export const PremiumCancelled: Story = {
  beforeEach: readyToPay,
  parameters: {
    bridge: { ...phoneAt(POINT.loading), payment: { wechat: { outcome: 'cancel', delayMs: 0 } } },
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await userEvent.click(screen.getByRole('button', { name: '微信支付' }));
    await expect(
      await screen.findByText('已取消支付，保险费尚未支付', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const [close] = await sentRequests('closePremiumPayment');
    await expect(close?.body).toMatchObject({ id: WB.toLoad, reason: 'cancel' });
    await expect(premiumCard(canvasElement)).toHaveTextContent('未支付');
    await expect(await sentRequests('confirmPremiumPayment')).toHaveLength(0);
  },
};

export const PremiumFailed: Story = {
  tags: ['state'],
  beforeEach: readyToPay,
  parameters: {
    bridge: { ...phoneAt(POINT.loading), payment: { alipay: { outcome: 'fail', delayMs: 0 } } },
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await userEvent.click(screen.getByRole('button', { name: '支付宝支付' }));
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText('保险费支付失败，请重试')).toBeVisible();
    const [close] = await sentRequests('closePremiumPayment');
    await expect(close?.body).toMatchObject({ id: WB.toLoad, reason: 'fail' });
  },
};

export const PremiumUnpaidRefused: Story = {
  beforeEach: readyToPay,
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await addPhoto(screen, '装货照片');
    await userEvent.click(screen.getByRole('button', { name: '发车' }));
    await expect(await screen.findByText('请先支付保险费后再发车')).toBeVisible();
    await expect(await sentRequests('wayBillDriver/load')).toHaveLength(0);
  },
};

export const OutsideFence: Story = {
  tags: ['state'],
  beforeEach: readyToDepart,
  parameters: { bridge: phoneAt(POINT.farFromLoading) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await addPhoto(screen, '装货照片');
    await userEvent.click(screen.getByRole('button', { name: '发车' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('不在电子围栏内');
    await expect(dialog).toHaveTextContent(
      /当前位置距装货地 \d+(\.\d)? 公里，请到达装货地后再发车/,
    );
    await expect(await sentRequests('wayBillDriver/load')).toHaveLength(0);
  },
};

/** Nothing was asked of the wallet and no order was made. */
async function nothingCharged(): Promise<void> {
  await expect(storyNative().records.filter((r) => r.kind === 'pay')).toHaveLength(0);
  await expect(await sentRequests('createPremiumPayment')).toHaveLength(0);
}

export const PremiumRefusedFarFromLoading: Story = {
  tags: ['state'],
  beforeEach: readyToPay,
  parameters: {
    bridge: {
      ...phoneAt(POINT.farFromLoading),
      payment: { alipay: { outcome: 'success', delayMs: 0 } },
    },
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await addPhoto(screen, '装货照片');
    await userEvent.click(screen.getByRole('button', { name: '支付宝支付' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('不在电子围栏内');
    await expect(dialog).toHaveTextContent(
      /当前位置距装货地 \d+(\.\d)? 公里，请到达装货地后再发车/,
    );
    await nothingCharged();
    await expect(premiumCard(canvasElement)).toHaveTextContent('未支付');
    // The photo taken stays on the form.
    await expect(screen.getAllByRole('button', { name: /^查看第\d+张图片$/ })).toHaveLength(1);
  },
};

export const PremiumRefusedBeforeWindow: Story = {
  tags: ['state'],
  beforeEach: signContract,
  parameters: {
    bridge: { ...phoneAt(POINT.loading), payment: { wechat: { outcome: 'success', delayMs: 0 } } },
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await userEvent.click(screen.getByRole('button', { name: '微信支付' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('未到装货时间');
    await expect(dialog).toHaveTextContent(
      /未到装货时间，请于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 后再发车/,
    );
    await nothingCharged();
  },
};

export const DepartureRefusedBeforeWindow: Story = {
  tags: ['state'],
  beforeEach: signedBeforeWindow,
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await addPhoto(screen, '装货照片');
    const quantity = screen.getByLabelText('装货数量（吨）');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '31.5');
    await userEvent.click(screen.getByRole('button', { name: '发车' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('未到装货时间');
    await expect(dialog).toHaveTextContent(/未到装货时间，请于 .+ 后再发车/);
    await expect(await sentRequests('wayBillDriver/load')).toHaveLength(0);
    await tapDialogButton(dialog, '知道了');
    await expect(quantity).toHaveValue('31.5');
    await expect(screen.getAllByRole('button', { name: /^查看第\d+张图片$/ })).toHaveLength(1);
  },
};

export const DepartureSucceeds: Story = {
  beforeEach: readyToDepart,
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await addPhoto(screen, '装货照片');
    await userEvent.click(screen.getByRole('button', { name: '发车' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('确认发车');
    await tapDialogButton(dialog, '确认');
    await expectPath('/waybill/loadcompleted');
    await expect(
      await screen.findByRole('heading', { name: '发车成功' }, { timeout: 10_000 }),
    ).toBeVisible();
    const sent = await sentRequests('wayBillDriver/load');
    await expect(sent).toHaveLength(1);
    const body = sent[0]!.body as { photos: { url: string; takenAt: string }[] };
    await expect(body).toMatchObject({ id: WB.toLoad, loadedQuantity: 32 });
    await expect(body.photos).toHaveLength(1);
    await expect(body.photos[0]!.takenAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await expect(sent[0]!.headers?.['idempotency-key']).toBeTruthy();
    const [sdk] = await expectNativeRecord('regulatory');
    await expect(sdk?.params).toMatchObject({
      action: 'start',
      waybill: { shippingNoteNumber: NO },
    });
    await expect(storyNative().records.filter((r) => r.kind === 'regulatory')).toHaveLength(1);
  },
};

export const NotToLoad: Story = {
  tags: ['state'],
  parameters: { route: tripRoute.load(WB.inTransit) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByText('该运单当前无需发车', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: '查看运单' })).toBeVisible();
  },
};
