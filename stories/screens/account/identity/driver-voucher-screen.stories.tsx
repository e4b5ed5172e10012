import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  DRIVER_DRAFT_KEY,
  DriverVoucherScreen,
} from '@/features/account/identity/screens/driver-voucher-screen';
import { face } from '@/lib/contract/account/face';
import { identity } from '@/lib/contract/account/identity';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { expectAlert, expectToast, sandboxConfig } from '../auth/auth-story-helpers';
import { FILLED_ID_CARD, GOOD_ID, page, storeDraft } from './identity-story-helpers';

const meta = {
  title: 'Screens/Account/Identity/DriverVoucher',
  component: DriverVoucherScreen,
  parameters: { route: '/driverVoucher', session: 'newDriver' },
} satisfies Meta<typeof DriverVoucherScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const draft = (step: number) => () =>
  storeDraft(DRIVER_DRAFT_KEY, { step, idCard: FILLED_ID_CARD, extra: {} });

export const GuestReadsTheSteps: Story = {
  tags: ['state'],
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const steps = await screen.findByRole('navigation', { name: '认证步骤' });
    await expect(steps).toHaveTextContent('身份信息人脸认证驾驶证');
    await expect(screen.getByText('登录后可上传证件照片')).toBeVisible();
    await expect(screen.getByRole('button', { name: '登录后提交' })).toBeEnabled();
  },
};

export const GuestSubmitAsksToLogIn: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('姓名'), '王小明');
    await userEvent.click(screen.getByRole('button', { name: '登录后提交' }));
    await expectPath('/loginPwd');
    await expect(currentUrl()).toBe('/loginPwd?redirect=%2FdriverVoucher');
    // What was typed waits in the draft for the way back.
    await expect(sessionStorage.getItem(DRIVER_DRAFT_KEY)).toContain('王小明');
    await expect(await sentRequests(identity.save.path)).toHaveLength(0);
  },
};

export const WrongIdNumber: Story = {
  tags: ['state'],
  beforeEach: () =>
    storeDraft(DRIVER_DRAFT_KEY, {
      step: 0,
      idCard: { ...FILLED_ID_CARD, certificateNumber: '11010519491231' },
      extra: {},
    }),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('请输入正确的身份证号')).toBeVisible();
    await expect(await sentRequests(identity.save.path)).toHaveLength(0);
  },
};

export const IdentityFaceThenLicence: Story = {
  beforeEach: draft(0),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await sandboxConfig({ faceUrlMode: 'direct', faceResult: 'success' });
    await expect(await screen.findByLabelText('身份证号')).toHaveValue(GOOD_ID);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    // The face step opens once the identity is saved.
    await userEvent.click(await screen.findByRole('button', { name: '开始人脸认证' }));
    const [saved] = await sentRequests(identity.save.path);
    await expect(saved?.body).toMatchObject({ certificateNumber: GOOD_ID, name: '王小明' });
    await expect(await screen.findByText('人脸认证成功', {}, { timeout: 5000 })).toBeVisible();
    await expect(await sentRequests(face.updateIdentityAuthenticationResult.path)).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: '下一步：上传驾驶证' }));
    await expectPath('/driverVoucher2');
  },
};

export const BackKeepsValues: Story = {
  beforeEach: draft(1),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '上一步' }));
    await expect(await screen.findByLabelText('身份证号')).toHaveValue(GOOD_ID);
    await expect(screen.getByLabelText('住址')).toHaveValue('北京市朝阳区建国路1号');
  },
};

export const FaceFailed: Story = {
  tags: ['state'],
  beforeEach: draft(1),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await sandboxConfig({ faceUrlMode: 'direct', faceResult: 'failure' });
    await userEvent.click(await screen.findByRole('button', { name: '开始人脸认证' }));
    await expectToast(screen, '人脸认证失败');
    await expect(screen.getByRole('button', { name: '重新认证' })).toBeEnabled();
  },
};

export const DraftRestoredAfterReload: Story = {
  tags: ['state'],
  beforeEach: draft(0),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByLabelText('姓名')).toHaveValue('王小明');
    await expect(screen.getByLabelText('身份证号')).toHaveValue(GOOD_ID);
    await expect(screen.getAllByRole('button', { name: '查看第1张图片' })).toHaveLength(2);
  },
};

export const ServerErrorKeepsValues: Story = {
  beforeEach: draft(0),
  parameters: {
    sandbox: { faults: [{ path: identity.save.path, state: 500, msg: '实名服务繁忙' }] },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    await expectAlert(screen, '实名服务繁忙');
    await expect(screen.getByLabelText('身份证号')).toHaveValue(GOOD_ID);
    await expect(screen.getByRole('button', { name: '下一步' })).toBeVisible();
  },
};

export const CertifiedGoesToLicence: Story = {
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '下一步：上传驾驶证' }));
    await expectPath('/driverVoucher2');
  },
};
