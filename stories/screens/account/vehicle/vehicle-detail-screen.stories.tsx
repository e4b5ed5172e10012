import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VehicleDetailScreen } from '@/features/account/vehicle/screens/vehicle-detail-screen';
import { vehicle } from '@/lib/contract/account/vehicle';
import { expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  APPROVED_CAR,
  bodyOf,
  CAPTAIN_CARS,
  PENDING_CAR,
  REJECTED_CAR,
  loaded,
} from './vehicle-story-helpers';

const DETAIL = '/i/car/vehicle-certification/vehicle-detail';
const detailOf = (id: string) => `${DETAIL}?id=${id}`;

const meta = {
  title: 'Screens/Account/Vehicle/VehicleDetail',
  component: VehicleDetailScreen,
  parameters: { route: detailOf(APPROVED_CAR.id), session: 'captain' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof VehicleDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function approvalCard(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByRole('region', { name: '认证状态' });
}

export const Approved: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const card = await approvalCard(canvasElement);
    await expect(within(card).getByRole('heading')).toHaveTextContent(
      `${APPROVED_CAR.carNo} 已认证`,
    );
    const info = screen.getByRole('region', { name: '车辆信息' });
    await expect(info).toHaveTextContent(APPROVED_CAR.vin);
    // Coded fields show their dictionary labels once the dictionaries have arrived.
    await waitFor(() => {
      expect(info).toHaveTextContent('车牌颜色黄色');
      expect(info).toHaveTextContent('能源类型柴油');
    });
    await expect(screen.getByRole('img', { name: '行驶证照片' })).toBeVisible();
    // Already the default one, and approved: nothing to re-submit.
    await expect(screen.queryByRole('button', { name: '设为默认车辆' })).toBeNull();
    await expect(screen.queryByRole('button', { name: '重新提交认证' })).toBeNull();
    const [status] = await sentRequests('getCarApprovalStatus');
    await expect(status?.body).toEqual({ carNo: APPROVED_CAR.carNo });
  },
};

export const UnderReview: Story = {
  tags: ['state'],
  parameters: { route: detailOf(PENDING_CAR.id) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const card = await approvalCard(canvasElement);
    await expect(within(card).getByRole('heading')).toHaveTextContent('审核中');
    await expect(card).toHaveTextContent('车辆信息审核中，审核结果将通过消息通知您');
    await expect(bodyOf(canvasElement).queryByRole('button', { name: '重新提交认证' })).toBeNull();
  },
};

export const RejectedWithOpinion: Story = {
  tags: ['state'],
  parameters: { route: detailOf(REJECTED_CAR.id) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const card = await approvalCard(canvasElement);
    await expect(within(card).getByRole('heading')).toHaveTextContent('未通过');
    await waitFor(() => expect(card).toHaveTextContent('审核意见：行驶证照片不清晰，请重新上传'));
    await expect(bodyOf(canvasElement).getByRole('button', { name: '重新提交认证' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(vehicle.getCarDetail.path)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      await bodyOf(canvasElement).findByRole('status', { name: '加载中…' }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  tags: ['state'],
  parameters: {
    sandbox: { faults: [{ path: vehicle.getCarDetail.path, state: 500, msg: '车辆服务繁忙' }] },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const alert = await bodyOf(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('车辆加载失败');
    await expect(alert).toHaveTextContent('车辆服务繁忙');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '联系客服' })).toBeVisible();
  },
};

export const RejectedResubmitOpensTheFilledForm: Story = {
  parameters: { route: detailOf(REJECTED_CAR.id) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '重新提交认证' }));
    await expectPath('/i/car/add/add');
    const plate = await screen.findByRole('button', { name: `车牌号 ${REJECTED_CAR.carNo}` });
    await expect(plate).toBeDisabled();
    await expect(screen.getByLabelText('车辆识别代号')).toHaveValue(REJECTED_CAR.vin);
  },
};

export const SetDefaultMovesTheMark: Story = {
  parameters: { route: detailOf(CAPTAIN_CARS[1]!.id) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '设为默认车辆' }));
    await expect(await screen.findByText('已设为默认车辆')).toBeVisible();
    const [request] = await sentRequests(vehicle.setDefaultCar.path);
    await expect(request?.body).toEqual({ id: CAPTAIN_CARS[1]!.id });
    await waitFor(() => expect(screen.queryByRole('button', { name: '设为默认车辆' })).toBeNull());
  },
};

export const RemoveAfterConfirm: Story = {
  parameters: { route: detailOf(PENDING_CAR.id) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '删除车辆' }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('确定删除该车辆吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expectPath('/i/car/vehicle-certification/vehicle-list');
    const [request] = await sentRequests(vehicle.removeCar.path);
    await expect(request?.body).toEqual({ id: PENDING_CAR.id });
  },
};

/** A vehicle no driver has: 未找到该车辆 with the way back to the list, no 重试. */
export const UnknownVehicle: Story = {
  tags: ['state'],
  parameters: { route: detailOf('CAR99999') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('未找到该车辆');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回车辆列表' })).toHaveAttribute(
      'href',
      '/i/car/vehicle-certification/vehicle-list',
    );
  },
};

/** The certified driver's first vehicle, opened by the captain: 不是您的车辆, no 重试. */
export const NotYours: Story = {
  tags: ['state'],
  parameters: { route: detailOf('CAR00001') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('不是您的车辆');
    await expect(alert).toHaveTextContent('该车辆属于其他司机，您无法查看');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '联系客服' })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: '返回车辆列表' })).toBeVisible();
  },
};
