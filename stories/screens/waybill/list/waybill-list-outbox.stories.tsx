/** Issue 13 §4 on the waybill list: a card says how many of its items wait on the phone. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WaybillListScreen } from '@/features/waybill/list/screens/waybill-list-screen';
import { queueStep, waybillOutbox } from '@/lib/waybill-outbox';
import { clearOverlays } from '../../../support/overlays';
import { freshOutbox, keptPhoto, offlinePhone } from '../trip/offline-story-helpers';

const meta = {
  title: 'Screens/Waybill/List/WaybillListOutbox',
  component: WaybillListScreen,
  parameters: { route: '/waybill', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WaybillListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CardCountsWaitingItems: Story = {
  beforeEach: [
    freshOutbox({ network: offlinePhone }),
    async () => {
      await queueStep(waybillOutbox(), 'receipt', { id: 'WB0008' }, [keptPhoto()]);
    },
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const card = await screen.findByRole(
      'article',
      { name: '运单号 YD202600000008' },
      { timeout: 8000 },
    );
    await expect(await within(card).findByRole('status')).toHaveTextContent('2 项待上传');
    // The other cards have nothing waiting.
    const other = screen.getByRole('article', { name: '运单号 YD202600000005' });
    await expect(within(other).queryByText(/项待上传/)).toBeNull();
  },
};
