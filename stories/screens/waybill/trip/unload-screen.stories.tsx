import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { UnloadScreen } from '@/features/waybill/trip/screens/unload-screen';
import { expectNativeRecord } from '../../../support/bridge';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  addPhoto,
  bodyOf,
  loaded,
  phoneAt,
  POINT,
  tripRoute,
  WB,
  waybillNo,
} from './trip-story-helpers';

const NO = waybillNo(WB.inTransit);

const meta = {
  title: 'Screens/Waybill/Trip/Unload',
  component: UnloadScreen,
  parameters: {
    route: tripRoute.unload(),
    session: 'certifiedDriver',
    bridge: phoneAt(POINT.unloading),
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof UnloadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await expect(screen.getByRole('region', { name: '卸货照片' })).toBeVisible();
    await expect(screen.getByLabelText('卸货数量（吨）')).toBeVisible();
    await expect(screen.getByRole('button', { name: '确认卸货' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await userEvent.clear(screen.getByLabelText('卸货数量（吨）'));
    await userEvent.type(screen.getByLabelText('卸货数量（吨）'), '0');
    await userEvent.click(screen.getByRole('button', { name: '确认卸货' }));
    await expect(await screen.findByText('请上传卸货照片')).toBeVisible();
    await expect(screen.getByText('请输入正确的卸货数量')).toBeVisible();
    await expect(await sentRequests('wayBillDriver/unload')).toHaveLength(0);
  },
};

export const OutsideFence: Story = {
  tags: ['state'],
  parameters: { bridge: phoneAt(POINT.farFromUnloading) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await addPhoto(screen, '卸货照片');
    await userEvent.click(screen.getByRole('button', { name: '确认卸货' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent(
      /当前位置距卸货地 \d+(\.\d)? 公里，请到达卸货地后再卸货/,
    );
    await expect(await sentRequests('wayBillDriver/unload')).toHaveLength(0);
  },
};

export const ArrivalSucceeds: Story = {
  parameters: {
    // The SDK this phone started at departure, still running.
    bridge: {
      ...phoneAt(POINT.unloading),
      regulatory: {
        [NO]: {
          waybill: {
            shippingNoteNumber: NO,
            serialNumber: '0000',
            startCountrySubdivisionCode: '320100',
            endCountrySubdivisionCode: '320500',
          },
          status: 'running' as const,
          sends: 0,
          updatedAt: 0,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await addPhoto(screen, '卸货照片');
    await userEvent.click(screen.getByRole('button', { name: '确认卸货' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('确认货物已卸完？');
    await tapDialogButton(dialog, '确认');
    await expect(await screen.findByText('卸货成功', {}, { timeout: 10_000 })).toBeVisible();
    await expectPath('/waybill/detailWhole');
    const sent = await sentRequests('wayBillDriver/unload');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]!.body).toMatchObject({ id: WB.inTransit });
    await expect(sent[0]!.headers?.['idempotency-key']).toBeTruthy();
    const [sdk] = await expectNativeRecord('regulatory');
    await expect(sdk?.params).toMatchObject({
      action: 'stop',
      waybill: { shippingNoteNumber: NO },
    });
  },
};

export const NotInTransit: Story = {
  tags: ['state'],
  parameters: { route: tripRoute.unload(WB.toLoad) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByText('该运单当前无需卸货', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
