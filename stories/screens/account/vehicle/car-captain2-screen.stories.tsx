import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CarCaptain2Screen } from '@/features/account/vehicle/screens/car-captain2-screen';
import { vehicle } from '@/lib/contract/account/vehicle';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  APPROVED_CAR,
  bodyOf,
  REJECTED_CAR,
  sandboxConfig,
  uploadPhoto,
  loaded,
} from './vehicle-story-helpers';

const certify = (carNo: string) => `/carcAptain2?carNo=${encodeURIComponent(carNo)}`;

const meta = {
  title: 'Screens/Account/Vehicle/CarCaptain2',
  component: CarCaptain2Screen,
  parameters: { route: certify(REJECTED_CAR.carNo), session: 'captain' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof CarCaptain2Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RejectedFleetVehicle: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('审核意见：行驶证照片不清晰，请重新上传')).toBeVisible();
    await expect(
      screen.getByRole('button', { name: `车牌号 ${REJECTED_CAR.carNo}` }),
    ).toBeDisabled();
    await expect(screen.getByLabelText('车辆识别代号')).toHaveValue(REJECTED_CAR.vin);
    await expect(screen.getByRole('button', { name: '重新认证' })).toBeVisible();
  },
};

export const ApprovedFleetVehicle: Story = {
  tags: ['state'],
  parameters: { route: certify(APPROVED_CAR.carNo) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('已认证')).toBeVisible();
    await expect(screen.getByLabelText('车辆所有人')).toHaveValue(APPROVED_CAR.vehicleOwner);
  },
};

export const RecertifyNeedsTheMissingPhoto: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '重新认证' }));
    // The rejected vehicle was sent without its road-transport photo: the form asks for it and sends nothing.
    await expect(await screen.findByText('请上传道路运输证照片')).toBeVisible();
    await expect(await sentRequests(vehicle.saveCar.path)).toHaveLength(0);
  },
};

export const RecertifyJourney: Story = {
  parameters: { bridge: true },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await sandboxConfig({ autoApprove: false });
    await screen.findByRole('button', { name: '重新认证' });
    await uploadPhoto(screen, '道路运输证照片');
    await userEvent.click(screen.getByRole('button', { name: '重新认证' }));
    await expect(await screen.findByText('提交成功，请等待审核')).toBeVisible();
    await expectPath('/carcAptain');
    const [save] = await sentRequests(vehicle.saveCar.path);
    await expect(save?.body).toMatchObject({ id: REJECTED_CAR.id, carNo: REJECTED_CAR.carNo });
  },
};

export const NotInTheFleet: Story = {
  parameters: { route: certify('京A00000') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('该车辆不在您的车队中')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '返回车队车辆' }));
    await expectPath('/carcAptain');
  },
};

export const NotACaptain: Story = {
  parameters: { session: 'partner' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(await bodyOf(canvasElement).findByText('您还不是车队长')).toBeVisible();
  },
};
