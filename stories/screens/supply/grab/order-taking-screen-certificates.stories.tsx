import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderTakingScreen } from '@/features/supply/grab/screens/order-taking-screen';
import { expectPath } from '../../../support/router';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  gateSettled,
  grabPath,
  loaded,
  patchDriver,
  patchQualification,
  SOURCE,
  next,
} from './grab-story-helpers';

// Every story here has a fake phone (the fence asks it for the position): native mode throughout.
const meta = {
  title: 'Screens/Supply/Grab/OrderTaking/Certificates',
  component: OrderTakingScreen,
  parameters: {
    route: grabPath.orderTaking(SOURCE.bulk),
    session: 'certifiedDriver',
    bridge: true,
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof OrderTakingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QualificationMissing: Story = {
  tags: ['state'],
  beforeEach: async () => {
    await patchQualification({ qualificationCertificateNo: null });
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    // The licence is fine; the certificate is not: the two are judged apart.
    await expect(await gateSettled(screen, '驾驶证认证', '已满足')).toHaveTextContent(
      '驾驶证已认证',
    );
    const row = await gateSettled(screen, '从业资格证', '未满足');
    await expect(row).toHaveTextContent('您还未上传道路运输从业资格证，上传后才能接单');
    await expect(within(row).getByRole('button', { name: '去上传从业资格证' })).toBeVisible();
    await expect(screen.queryByText('接单条件已全部满足')).toBeNull();
    await expect(screen.getByRole('alert')).toHaveTextContent('1项条件未满足：从业资格证');
    await expect(next(canvasElement)).toBeDisabled();
  },
};

export const QualificationMissingGoesToUpload: Story = {
  beforeEach: async () => {
    await patchQualification({ qualificationCertificateNo: null });
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const row = await gateSettled(bodyOf(canvasElement), '从业资格证', '未满足');
    await userEvent.click(within(row).getByRole('button', { name: '去上传从业资格证' }));
    await expectPath('/add-license');
  },
};

export const QualificationExpired: Story = {
  tags: ['state'],
  beforeEach: async () => {
    await patchQualification({ qualificationValidTo: '2026-01-31' });
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const row = await gateSettled(bodyOf(canvasElement), '从业资格证', '未满足');
    await expect(row).toHaveTextContent('道路运输从业资格证已过期，请更新后再接单');
    await expect(within(row).getByRole('button', { name: '去更新从业资格证' })).toBeVisible();
  },
};

export const LicenceMissing: Story = {
  tags: ['state'],
  beforeEach: async () => {
    await patchDriver({ driverLicenseApprovalStatus: null });
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await gateSettled(screen, '实名认证', '已满足');
    const row = await gateSettled(screen, '驾驶证认证', '未满足');
    await expect(row).toHaveTextContent('您还未上传驾驶证');
    await expect(within(row).getByRole('button', { name: '去上传驾驶证' })).toBeVisible();
  },
};

export const LicenceMissingGoesToUpload: Story = {
  beforeEach: async () => {
    await patchDriver({ driverLicenseApprovalStatus: null });
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const row = await gateSettled(bodyOf(canvasElement), '驾驶证认证', '未满足');
    await userEvent.click(within(row).getByRole('button', { name: '去上传驾驶证' }));
    await expectPath('/driverVoucher2');
  },
};

export const LicenceRejected: Story = {
  tags: ['state'],
  beforeEach: async () => {
    await patchDriver({ driverLicenseApprovalStatus: 30 });
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const row = await gateSettled(bodyOf(canvasElement), '驾驶证认证', '未满足');
    await expect(row).toHaveTextContent('驾驶证审核未通过');
    await expect(within(row).getByRole('button', { name: '重新上传' })).toBeVisible();
  },
};

export const LicenceExpired: Story = {
  tags: ['state'],
  parameters: { sandbox: { scenario: 'licenceExpired' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const row = await gateSettled(bodyOf(canvasElement), '驾驶证认证', '未满足');
    await expect(row).toHaveTextContent('驾驶证已过期，请更新后再接单');
    await expect(within(row).getByRole('button', { name: '去更新驾驶证' })).toBeVisible();
  },
};
