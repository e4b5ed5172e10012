import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FuelStationPaymentScreen } from '@/features/fuel/station/screens/fuel-station-payment-screen';
import { fuel, type FuelPrice } from '@/lib/contract/fuel/station';
import { fuelQuote } from '@/lib/domain/fuel';
import { fenToYuan } from '@/lib/domain/money';
import { paths } from '@/lib/routing/paths';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { latestSmsCode, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  CERTIFIED,
  expectUrl,
  firstProduct,
  headerOf,
  NEAR,
  pushPath,
  signInAt,
  SLOW,
  trackedEvents,
} from './fuel-station-story-helpers';

const meta = {
  title: 'Screens/Fuel/Station/Payment',
  component: FuelStationPaymentScreen,
  parameters: {
    route: paths.fuelStationPayment.to({ stationId: NEAR.id, oilType: 'new' }),
    session: 'certifiedDriver',
    bridge: true,
  },
  beforeEach: async () => {
    await clearOverlays();
    sessionStorage.removeItem('fuel-order-draft');
    await signInAt();
  },
} satisfies Meta<typeof FuelStationPaymentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function amountBox(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByLabelText('加油金额（元）', {}, SLOW);
}

async function next(canvasElement: HTMLElement) {
  await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '下一步' }));
}

const quote = (canvasElement: HTMLElement) =>
  within(bodyOf(canvasElement).getByRole('status', { name: '应付' }));

/** The fresh form: a product chosen, 按金额, nothing typed, the card balance. */
export const Empty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(await amountBox(canvasElement)).toHaveValue('');
    const screen = bodyOf(canvasElement);
    await expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
    await expect(quote(canvasElement).getByText('1,588.00')).toBeVisible();
    await next(canvasElement);
    await expect(await screen.findByText('请输入加油金额')).toBeVisible();
  },
};

/** ¥500: about x litres at the card price, the saving against the pump price. */
export const AmountQuote: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await amountBox(canvasElement);
    const product: FuelPrice = await firstProduct();
    const q = fuelQuote('amount', 50_000, product.cardPrice, product.listPrice);
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '¥500' }));
    await expect(await amountBox(canvasElement)).toHaveValue('500');
    await expect(quote(canvasElement).getByText(`约 ${q.litres.toFixed(2)} 升`)).toBeVisible();
    await expect(quote(canvasElement).getByText('500.00')).toBeVisible();
    await expect(quote(canvasElement).getByText(fenToYuan(q.discount))).toBeVisible();
  },
};

export const LitresQuote: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await amountBox(canvasElement);
    await userEvent.click(screen.getByRole('tab', { name: '按升数' }));
    await userEvent.type(await screen.findByLabelText('加油升数（升）'), '100');
    const product = await firstProduct();
    const q = fuelQuote('litres', 10_000, product.cardPrice, product.listPrice);
    await expect(quote(canvasElement).getByText('约 100.00 升')).toBeVisible();
    await expect(quote(canvasElement).getByText(fenToYuan(q.totalPrice))).toBeVisible();
  },
};

export const BalanceTooLow: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await userEvent.type(await amountBox(canvasElement), '2000');
    await next(canvasElement);
    await expect(await bodyOf(canvasElement).findByText('油卡余额不足')).toBeVisible();
    await expect(await amountBox(canvasElement)).toHaveValue('2000');
    await expectUrl(/^\/i\/fuel-station\/payment/);
  },
};

export const BelowMin: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await userEvent.type(await amountBox(canvasElement), '9.99');
    await next(canvasElement);
    await expect(await bodyOf(canvasElement).findByText('单笔加油不能少于10元')).toBeVisible();
    await userEvent.clear(await amountBox(canvasElement));
    await userEvent.type(await amountBox(canvasElement), '10.123');
    await expect(await bodyOf(canvasElement).findByText('金额格式不正确')).toBeVisible();
  },
};

/**
 * The whole payment: ¥200 → 下一步 → the code → 确认支付. The push carries an Idempotency-Key,
 * the encrypted `secret` (never the code), the quote's price; the app lands on the order.
 */
export const PayByAmount: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    trackedEvents(0);
    await userEvent.click(await screen.findByRole('button', { name: '¥200' }, SLOW));
    await next(canvasElement);
    await expectUrl(/^\/i\/fuel-station\/verification-code$/);
    await userEvent.click(await screen.findByRole('button', { name: '发送验证码' }, SLOW));
    await screen.findByRole('button', { name: '60秒后重发' });
    const code = await latestSmsCode(CERTIFIED);
    await userEvent.type(screen.getByLabelText('短信验证码'), code);
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await expectUrl(/^\/i\/fuel-balance\/order-detail\?orderNo=\w+&oilType=new$/);
    const product = await firstProduct();
    const [push] = await sentRequests(pushPath);
    await expect(headerOf(push?.headers, 'Idempotency-Key')).toMatch(/\S{8,}/);
    const body = push?.body as Record<string, unknown>;
    await expect(JSON.stringify(body)).not.toContain(code);
    await expect(body).toMatchObject({
      stationId: NEAR.id,
      mode: 'amount',
      amount: 20_000,
      unitPrice: product.cardPrice,
      totalPrice: 20_000,
    });
    await expect(body.secret).toEqual(expect.stringMatching(/^[A-Za-z0-9+/]{100,}=*$/));
    await expect(body.keyId).toEqual(expect.any(String));
    await expect(await sentRequests(fuel.getYptPubickKey.path)).toHaveLength(1);
    await waitFor(() =>
      expect(trackedEvents(TRACKING_EVENTS.fuelOrder.eventId)[0]?.eventData).toMatchObject({
        oilType: 'new',
        amount: 20_000,
      }),
    );
  },
};
