import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { UnloadScreen } from '@/features/waybill/trip/screens/unload-screen';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import { allCalls, answered, freshOutbox, networkBack, networkDown } from './offline-story-helpers';
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

/** Issue 13 §4: the photos went up, then the signal went before the arrival was confirmed. */
const meta = {
  title: 'Screens/Waybill/Trip/UnloadOffline',
  component: UnloadScreen,
  parameters: {
    route: tripRoute.unload(),
    session: 'certifiedDriver',
    bridge: phoneAt(POINT.unloading),
  },
  beforeEach: [clearOverlays, freshOutbox()],
} satisfies Meta<typeof UnloadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmationQueuedWithItsKey: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await addPhoto(screen, '卸货照片');
    await expect(screen.queryByText(/张照片待上传/)).toBeNull();
    await networkDown();
    await userEvent.click(screen.getByRole('button', { name: '确认卸货' }));
    // The fence is checked on the phone (it stands at the unloading point).
    await tapDialogButton(await findDialog(canvasElement), '确认');
    await expect(
      await screen.findByRole('heading', { name: '已保存，联网后自动上传' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(screen.getByText(/^1 项待上传，网络恢复后将按顺序自动上传/)).toBeVisible();
    await expect(await answered('wayBillDriver/unload')).toHaveLength(0);

    // No tap: the outbox tries again by itself (its backoff timer, or any request that succeeds).
    await networkBack();
    await expect(
      await screen.findByRole('heading', { name: '已全部上传' }, { timeout: 15_000 }),
    ).toBeVisible();
    const [arrival, ...more] = await answered('wayBillDriver/unload');
    await expect(more).toHaveLength(0);
    await expect(arrival!.body).toMatchObject({ id: WB.inTransit });
    await expect((arrival!.body as { photos: unknown[] }).photos).toHaveLength(1);
    // Every try, the one the network swallowed included, carried the visit's one key.
    const keys = (await allCalls('wayBillDriver/unload')).map(
      (r) => r.headers?.['idempotency-key'],
    );
    await expect(new Set(keys).size).toBe(1);
    await expect(keys[0]).toBeTruthy();
  },
};
