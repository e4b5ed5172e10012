import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LoadScreen } from '@/features/waybill/trip/screens/load-screen';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNativeRecord, storyNative } from '../../../support/bridge';
import { sentRequests } from '../../../support/sandbox';
import { findDialog } from '../../../support/overlays';
import { loadMeta, NO, premiumCard } from './load-story-helpers';
import {
  addPhoto,
  bodyOf,
  loaded,
  phoneAt,
  POINT,
  readyToPay,
  signContract,
  WB,
} from './trip-story-helpers';

const meta = { ...loadMeta, title: 'Screens/Waybill/Trip/Load/Premium' } satisfies Meta<
  typeof LoadScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

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
