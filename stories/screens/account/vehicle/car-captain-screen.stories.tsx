import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CarCaptainScreen } from '@/features/account/vehicle/screens/car-captain-screen';
import { license } from '@/lib/contract/account/license';
import { expectPath } from '../../../support/router';
import { neverAnswered } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { APPROVED_CAR, bodyOf, loaded } from './vehicle-story-helpers';

const meta = {
  title: 'Screens/Account/Vehicle/CarCaptain',
  component: CarCaptainScreen,
  parameters: { route: '/carcAptain', session: 'captain' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof CarCaptainScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CaptainFleet: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const list = await screen.findByRole('region', { name: '车队车辆' });
    const row = await within(list).findByRole('link', { name: new RegExp(APPROVED_CAR.carNo) });
    await expect(row).toHaveTextContent('已认证');
    await expect(row).toHaveAttribute(
      'href',
      `/carcAptain2?carNo=${encodeURIComponent(APPROVED_CAR.carNo)}`,
    );
    await expect(screen.getByText('点击车辆进行认证或重新认证')).toBeVisible();
  },
};

export const NotACaptain: Story = {
  tags: ['state'],
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('您还不是车队长')).toBeVisible();
    await expect(
      screen.getByText('车队车辆认证仅对已认证的车队长开放，请先完成车队长认证'),
    ).toBeVisible();
    await expect(screen.queryByRole('region', { name: '车队车辆' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '去认证车队长' }));
    await expectPath('/controllerVoucher');
  },
};

export const FleetLoading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(license.driverCarPage.path)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const list = await bodyOf(canvasElement).findByRole('region', { name: '车队车辆' });
    await expect(await within(list).findByRole('status')).toHaveTextContent('加载中');
  },
};

export const AddFleetVehicleOpensTheForm: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const list = await screen.findByRole('region', { name: '车队车辆' });
    await within(list).findByRole('link', { name: new RegExp(APPROVED_CAR.carNo) });
    await userEvent.click(screen.getByRole('link', { name: '添加车队车辆' }));
    await expectPath('/carcAptain2');
    await expect(await screen.findByRole('button', { name: '认证车辆' })).toBeVisible();
  },
};
