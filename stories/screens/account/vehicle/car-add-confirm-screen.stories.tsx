import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { vehicleDraft } from '@/features/account/vehicle/hooks/vehicle-draft';
import { CarAddConfirmScreen } from '@/features/account/vehicle/screens/car-add-confirm-screen';
import { valuesOf, type VehicleFormValues } from '@/features/account/vehicle/vehicle-form-values';
import { shouldClearCache } from '@/app/routing/cache-rules';
import type { CarLicense } from '@/lib/contract/account/license';
import { vehicle } from '@/lib/contract/account/vehicle';
import { currentUrl, expectPath } from '../../../support/router';
import { heldCalls, neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { APPROVED_CAR, bodyOf, sandboxConfig, seededCars, loaded } from './vehicle-story-helpers';

const CONFIRM = '/i/car/add/confirm';

/** A complete draft of `car` as a new vehicle (no id), with both photos uploaded. */
function draftOf(car: CarLicense): VehicleFormValues {
  const values = valuesOf({
    ...car,
    roadTransportUrl: '/__sandbox/files/road-transport.png',
    approvalOpinion: null,
    submitTime: '2026-11-20 10:00:00',
  });
  // An old expiry would fail today's rule; a new vehicle gets fresh certificates.
  return {
    ...values,
    id: undefined,
    roadTransportValidTo: '2031-06-30',
    drivingLicenseValidTo: '2032-06-30',
  };
}

const meta = {
  title: 'Screens/Account/Vehicle/CarAddConfirm',
  component: CarAddConfirmScreen,
  parameters: { route: CONFIRM, session: 'certifiedDriver' },
  beforeEach: async () => {
    await clearOverlays();
    vehicleDraft.write(draftOf(APPROVED_CAR));
  },
} satisfies Meta<typeof CarAddConfirmScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtAGlance: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const info = await screen.findByRole('region', { name: '车辆信息' });
    await expect(info).toHaveTextContent(APPROVED_CAR.carNo);
    await expect(info).toHaveTextContent(APPROVED_CAR.vin);
    // The vehicle's papers in a list of their own.
    const papers = screen.getByRole('region', { name: '证件信息' });
    await expect(papers).toHaveTextContent('2031-06-30');
    await expect(screen.getByRole('img', { name: '道路运输证照片' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
  },
};

export const SubmitUnderReviewEndsOnMe: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await sandboxConfig({ autoApprove: false });
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    await expect(await screen.findByText('提交成功，请等待审核')).toBeVisible();
    await expectPath('/i');
    const [save] = await sentRequests(vehicle.saveCar.path);
    await expect(save?.body).toMatchObject({
      carNo: APPROVED_CAR.carNo,
      vin: APPROVED_CAR.vin,
      loadWeight: APPROVED_CAR.loadWeight,
      useCharacter: '货运',
      roadTransportUrl: '/__sandbox/files/road-transport.png',
    });
    await expect(save?.body).not.toHaveProperty('id');
    // §2.1: confirm → /i drops the kept-alive screens, so Me is read afresh.
    await expect(shouldClearCache(CONFIRM, '/i')).toBe(true);
    await expect(vehicleDraft.read()).toBeNull();
  },
};

export const SubmitApprovedAtOnce: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    await expect(await screen.findByText('提交成功')).toBeVisible();
    await expectPath('/i');
  },
};

export const Submitting: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(vehicle.saveCar.path)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const submit = await screen.findByRole('button', { name: '提交' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    // A second tap sends nothing.
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    // The request log lists a call once answered: the held save is counted by its fault.
    await expect(await heldCalls(vehicle.saveCar.path)).toBe(1);
  },
};

export const DuplicatePlateRefused: Story = {
  tags: ['state'],
  beforeEach: () => vehicleDraft.write(draftOf(seededCars('certifiedDriver')[0]!)),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('该车牌号已添加，请勿重复添加');
    await expect(currentUrl()).toContain(CONFIRM);
    // The draft stays for a correction.
    await expect(vehicleDraft.read()?.carNo).toBe(seededCars('certifiedDriver')[0]!.carNo);
    await expect(screen.getByRole('button', { name: '返回修改' })).toBeVisible();
  },
};

export const NoDraft: Story = {
  tags: ['state'],
  beforeEach: () => vehicleDraft.clear(),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('没有待确认的车辆信息')).toBeVisible();
  },
};

/** Nothing to confirm: 去填写 opens the add form. */
export const NoDraftGoesToTheForm: Story = {
  beforeEach: () => vehicleDraft.clear(),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('没有待确认的车辆信息')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '去填写' }));
    await expectPath('/i/car/add/add');
  },
};
