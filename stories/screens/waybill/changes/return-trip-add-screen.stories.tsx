import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, userEvent, within } from 'storybook/test';
import { ReturnTripAddScreen } from '@/features/waybill/changes/screens/return-trip-add-screen';
import { license } from '@/lib/contract/account/license';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog } from '../../../support/overlays';
import { bodyOf, expectUrl, pickInSheet, pickRegion, SLOW } from './waybill-changes-story-helpers';
import { loadingState } from '../../../support/loading-state';

const addPath = waybillAfterSales.addReturnTrip.path;

const meta = {
  title: 'Screens/Waybill/Changes/ReturnTripAdd',
  component: ReturnTripAddScreen,
  parameters: { route: '/waybill/returntrip/add', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ReturnTripAddScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const screen = bodyOf(canvasElement);
  await screen.findByRole('group', { name: '车辆' }, SLOW);
  return screen;
}

/** The empty form: regions, the day, the driver's certified vehicles, an optional remark. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await expect(screen.getByRole('button', { name: '出发地' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '目的地' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '回程日期' })).toBeVisible();
    const cars = within(screen.getByRole('group', { name: '车辆' })).getAllByRole('button');
    await expect(cars.length).toBeGreaterThan(0);
    await expect(screen.getByRole('textbox', { name: '备注（选填）' })).toHaveValue('');
    await expect(screen.getByRole('button', { name: '发布' })).toBeEnabled();
  },
};

export const Loading: Story = loadingState(license.listCarLicenses.path);

/** A driver without a certified vehicle cannot publish: said, with the way to certify one. */
export const NoCertifiedVehicle: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('暂无已认证的车辆，请先认证车辆', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('link', { name: '去认证车辆' })).toBeVisible();
  },
};

/** Nothing chosen: each field says what it needs, and nothing is sent. */
export const MissingFields: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    await expect(await screen.findAllByText('请选择正确的出发地和目的地')).toHaveLength(2);
    await expect(screen.getByText('请选择今天起30天内的回程日期')).toBeVisible();
    await expect(screen.getByText('请选择车辆')).toBeVisible();
    await expect(await sentRequests(addPath)).toHaveLength(0);
  },
};

/** The same place twice: 出发地与目的地不能相同, and nothing is sent. */
export const SamePlace: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await pickRegion(screen, '出发地', ['北京市', '北京市', '东城区']);
    await pickRegion(screen, '目的地', ['北京市', '北京市', '东城区']);
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    await expect(await screen.findByText('出发地与目的地不能相同')).toBeVisible();
    await expect(await sentRequests(addPath)).toHaveLength(0);
  },
};

/** A double tap publishes once: the request carries the codes, the day and the plate; back on the list. */
export const AddsReturnTrip: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    await pickRegion(screen, '出发地', ['北京市', '北京市', '东城区']);
    await pickRegion(screen, '目的地', ['河北省', '石家庄市', '长安区']);
    await pickInSheet(screen, '回程日期', `${tomorrow}（明天）`);
    const car = within(screen.getByRole('group', { name: '车辆' })).getAllByRole('button')[0]!;
    const carNo = car.textContent ?? '';
    await userEvent.click(car);
    await userEvent.type(screen.getByRole('textbox', { name: '备注（选填）' }), '可接钢材');
    await userEvent.dblClick(screen.getByRole('button', { name: '发布' }));
    await expectUrl(/^\/waybill\/returntrip\/list$/);
    const sent = await sentRequests(addPath);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toEqual({
      fromCode: '110101',
      toCode: '130102',
      date: tomorrow,
      carNo,
      remark: '可接钢材',
    });
    await expect(sent[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const list = await screen.findByRole('region', { name: '回程列表' }, SLOW);
    await expect(await within(list).findByText(/东城区 → .*长安区$/, {}, SLOW)).toBeVisible();
  },
};

/** The vehicle already has a trip that day: the server's words in an alert, the form kept. */
export const RefusedTwice: Story = {
  parameters: {
    sandbox: { faults: [{ path: addPath, state: 400, msg: '该车辆当天已发布回程' }] },
  },
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await pickRegion(screen, '出发地', ['北京市', '北京市', '东城区']);
    await pickRegion(screen, '目的地', ['河北省', '石家庄市', '长安区']);
    await pickInSheet(screen, '回程日期', /（今天）$/);
    await userEvent.click(
      within(screen.getByRole('group', { name: '车辆' })).getAllByRole('button')[0]!,
    );
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    const alert = await findDialog(canvasElement);
    await expect(within(alert).getByText('该车辆当天已发布回程')).toBeVisible();
    await expect(screen.getByRole('button', { name: '出发地' })).toHaveAccessibleDescription(
      /东城区/,
    );
  },
};
