import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CarryInfoVehicleScreen } from '@/features/supply/grab/screens/carry-info-vehicle-screen';
import { supply } from '@/lib/contract/supply/market';
import { http } from '@/lib/http/client';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, CAR, grabPath, loaded, SOURCE } from './grab-story-helpers';

const meta = {
  title: 'Screens/Supply/Grab/CarryInfoVehicle',
  component: CarryInfoVehicleScreen,
  parameters: { route: grabPath.vehicle(SOURCE.bulk), session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof CarryInfoVehicleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const vehicle = (canvasElement: HTMLElement, carNo: string) =>
  bodyOf(canvasElement).findByRole('button', { name: new RegExp(`^${carNo}`) });
const next = (canvasElement: HTMLElement) =>
  bodyOf(canvasElement).getByRole('button', { name: '下一步' });

export const Vehicles: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    // The busy vehicle is greyed with why.
    const busy = await vehicle(canvasElement, CAR.busy);
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveTextContent(`有未完成运单 ${CAR.busyWaybillNo}`);
    // The default vehicle is chosen and checked at once.
    await expect(await vehicle(canvasElement, CAR.default)).toHaveAttribute('aria-pressed', 'true');
    await expect(await screen.findByText('该车辆可以承运此单')).toBeVisible();
    await expect(next(canvasElement)).toBeEnabled();
    const [cross] = await sentRequests('checkIsCrossOrder');
    await expect(cross?.body).toEqual({ sourceId: SOURCE.bulk, carNo: CAR.default });
    await expect(await sentRequests('checkBillDriverCarStatus')).toHaveLength(1);
  },
};

export const CrossOrderRefused: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await screen.findByText('该车辆可以承运此单');
    // Meanwhile this truck took another load (in another window of the app).
    const taken = await http.call(
      supply.grabWholeOrder,
      { sourceId: SOURCE.whole, carNo: CAR.other },
      { ignoreErrors: true },
    );
    await userEvent.click(await vehicle(canvasElement, CAR.other));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('该车辆有未完成的运单');
    await expect(alert).toHaveTextContent(`运单号 ${taken.waybillNo}`);
    await expect(next(canvasElement)).toBeDisabled();
  },
};

export const BulkGoesToTheQuantity: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await bodyOf(canvasElement).findByText('该车辆可以承运此单');
    await userEvent.click(await vehicle(canvasElement, CAR.other));
    await waitFor(() => expect(next(canvasElement)).toBeEnabled());
    await userEvent.click(next(canvasElement));
    await expectPath('/supply/carryinfomodular');
    await expect(currentUrl()).toContain(`carNo=${encodeURIComponent(CAR.other)}`);
  },
};

export const WholeGoesToTheAgreement: Story = {
  parameters: { route: grabPath.vehicle(SOURCE.whole) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await bodyOf(canvasElement).findByText('该车辆可以承运此单');
    await userEvent.click(next(canvasElement));
    await expectPath('/supply/goodsagreement');
    await expect(currentUrl()).toContain(`id=${SOURCE.whole}`);
  },
};
