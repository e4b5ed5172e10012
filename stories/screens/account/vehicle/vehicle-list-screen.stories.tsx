import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VehicleListScreen } from '@/features/account/vehicle/screens/vehicle-list-screen';
import { license } from '@/lib/contract/account/license';
import { scrollToEnd } from '../../../components/list-gestures';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { APPROVED_CAR, bodyOf, CAPTAIN_CARS, seededCars, loaded } from './vehicle-story-helpers';
import { listStates } from '../../../support/list-states';

const LIST = '/i/car/vehicle-certification/vehicle-list';
const page = license.driverCarPage.path;

const meta = {
  title: 'Screens/Account/Vehicle/VehicleList',
  component: VehicleListScreen,
  parameters: { route: LIST, session: 'captain' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof VehicleListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({
  path: page,
  region: '车辆列表',
  errorMsg: '车辆服务繁忙',
  ready: loaded,
});

function region(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByRole('region', { name: '车辆列表' });
}

export const CaptainFirstPage: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const list = await region(canvasElement);
    const first = await within(list).findByRole('link', { name: new RegExp(APPROVED_CAR.carNo) });
    await expect(first).toHaveTextContent('已认证');
    await expect(first).toHaveTextContent('默认');
    await expect(first).toHaveTextContent(APPROVED_CAR.vehicleType);
    const [request] = await sentRequests(page);
    await expect(request?.body).toMatchObject({ pageIndex: 1, pageSize: 20 });
    await expect(bodyOf(canvasElement).getByRole('link', { name: '添加车辆' })).toBeVisible();
  },
};

export const CaptainBothPagesToTheEnd: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const list = await region(canvasElement);
    await within(list).findByRole('link', { name: new RegExp(APPROVED_CAR.carNo) });
    await waitFor(async () => {
      await scrollToEnd(list);
      await expect(within(list).getByText('没有更多数据了')).toBeInTheDocument();
    });
    await scrollToEnd(list);
    const pages = (await sentRequests(page)).map(
      (r) => (r.body as { pageIndex: number }).pageIndex,
    );
    await expect(pages).toEqual([1, 2]);
    // The seeded fleet ends with a rejected and an under-review vehicle.
    const last = within(list).getByRole('link', { name: new RegExp(CAPTAIN_CARS.at(-1)!.carNo) });
    await expect(last).toHaveTextContent('审核中');
    const rejected = within(list).getByRole('link', {
      name: new RegExp(CAPTAIN_CARS.at(-2)!.carNo),
    });
    await expect(rejected).toHaveTextContent('未通过');
  },
};

export const Empty = states.empty;

export const ServerError = states.error;

export const ErrorThenRetry: Story = {
  parameters: { sandbox: { faults: [{ path: page, state: 500, msg: '车辆服务繁忙', times: 1 }] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const list = await region(canvasElement);
    const alert = await within(list).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(
      await within(list).findByRole('link', { name: new RegExp(APPROVED_CAR.carNo) }),
    ).toBeVisible();
  },
};

export const Loading = states.loading;

export const RowOpensDetail: Story = {
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const car = seededCars('certifiedDriver')[1]!;
    const list = await region(canvasElement);
    await userEvent.click(await within(list).findByRole('link', { name: new RegExp(car.carNo) }));
    await expectPath('/i/car/vehicle-certification/vehicle-detail');
    await expect(
      await bodyOf(canvasElement).findByRole('heading', { name: new RegExp(car.carNo) }),
    ).toBeVisible();
  },
};

export const AddButtonOpensTheForm: Story = {
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await region(canvasElement);
    await userEvent.click(bodyOf(canvasElement).getByRole('link', { name: '添加车辆' }));
    await expectPath('/i/car/add/add');
  },
};

export const SupplyDuplicateLinksToSupplyDetail: Story = {
  parameters: { route: `/supply${LIST}`, session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const car = seededCars('certifiedDriver')[0]!;
    const list = await region(canvasElement);
    const row = await within(list).findByRole('link', { name: new RegExp(car.carNo) });
    await expect(row).toHaveAttribute(
      'href',
      `/supply/i/car/vehicle-certification/vehicle-detail?id=${car.id}`,
    );
    await userEvent.click(row);
    await expectPath('/supply/i/car/vehicle-certification/vehicle-detail');
    await expect(await bodyOf(canvasElement).findByText('行驶证照片')).toBeVisible();
  },
};
