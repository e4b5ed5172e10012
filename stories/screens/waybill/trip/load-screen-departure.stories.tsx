import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LoadScreen } from '@/features/waybill/trip/screens/load-screen';
import { expect, userEvent } from 'storybook/test';
import { expectNativeRecord, storyNative } from '../../../support/bridge';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { findDialog, tapDialogButton } from '../../../support/overlays';
import { loadMeta, NO } from './load-story-helpers';
import {
  addPhoto,
  bodyOf,
  loaded,
  phoneAt,
  POINT,
  readyToDepart,
  readyToPay,
  signedBeforeWindow,
  WB,
} from './trip-story-helpers';

const meta = { ...loadMeta, title: 'Screens/Waybill/Trip/Load/Departure' } satisfies Meta<
  typeof LoadScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

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
