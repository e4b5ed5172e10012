import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  CAPTAIN_DRAFT_KEY,
  ControllerVoucherScreen,
} from '@/features/account/identity/screens/controller-voucher-screen';
import { certification } from '@/lib/contract/account/certification';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { expectAlert } from '../auth/auth-story-helpers';
import { FILLED_ID_CARD, page, storeDraft } from './identity-story-helpers';

const meta = {
  title: 'Screens/Account/Identity/ControllerVoucher',
  component: ControllerVoucherScreen,
  parameters: { route: '/controllerVoucher', session: 'certifiedDriver' },
} satisfies Meta<typeof ControllerVoucherScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const FLEET = {
  fleetName: '顺风车队',
  contactName: '王小明',
  contactMobile: '13912345678',
  region: [
    { label: '河北省', value: '130000' },
    { label: '石家庄市', value: '130100' },
    { label: '长安区', value: '130102' },
  ],
  vehicleCount: '5',
};

const draft = (step: number, extra: object) => () =>
  storeDraft(CAPTAIN_DRAFT_KEY, { step, idCard: FILLED_ID_CARD, extra });

export const GuestReadsTheSteps: Story = {
  tags: ['state'],
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const steps = await screen.findByRole('navigation', { name: '认证步骤' });
    await expect(steps).toHaveTextContent('身份信息车队信息');
    await expect(screen.getByRole('button', { name: '登录后提交' })).toBeVisible();
  },
};

/** A guest who submits is asked to log in and comes back here. */
export const GuestSubmitGoesToLogin: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const steps = await screen.findByRole('navigation', { name: '认证步骤' });
    await expect(steps).toHaveTextContent('身份信息车队信息');
    await expect(screen.getByRole('button', { name: '登录后提交' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '登录后提交' }));
    await expectPath('/loginPwd');
    await expect(currentUrl()).toBe('/loginPwd?redirect=%2FcontrollerVoucher');
  },
};

export const FleetRequired: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '提交认证' }));
    for (const message of [
      '请输入车队名称',
      '请输入联系人',
      '请输入手机号',
      '请选择所在地区',
      '请输入1-9999之间的车辆数量',
    ]) {
      await expect(await screen.findByText(message)).toBeVisible();
    }
    await expect(await sentRequests(certification.applyCaptain.path)).toHaveLength(0);
  },
};

export const BadMobileAndCount: Story = {
  tags: ['state'],
  beforeEach: draft(1, { ...FLEET, contactMobile: '1231234', vehicleCount: '0' }),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByLabelText('车队名称')).toHaveValue('顺风车队');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await expect(await screen.findByText('请输入正确的手机号')).toBeVisible();
    await expect(screen.getByText('请输入1-9999之间的车辆数量')).toBeVisible();
    await expect(await sentRequests(certification.applyCaptain.path)).toHaveLength(0);
  },
};

export const Submitted: Story = {
  tags: ['state'],
  beforeEach: draft(1, FLEET),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('河北省 石家庄市 长安区')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await expect(
      await screen.findByText('车队长认证已提交，等待平台审核', {}, { timeout: 5000 }),
    ).toBeVisible();
    const [request] = await sentRequests(certification.applyCaptain.path);
    await expect(request?.body).toMatchObject({
      fleetName: '顺风车队',
      contactMobile: '13912345678',
      regionNames: ['河北省', '石家庄市', '长安区'],
      vehicleCount: 5,
    });
    await expect(useSession.getState().isCaptain).toBe(true);
    await expect(sessionStorage.getItem(CAPTAIN_DRAFT_KEY)).toBeNull();
  },
};

export const NewDriverStartsWithIdentity: Story = {
  parameters: { session: 'newDriver' },
  beforeEach: draft(0, FLEET),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    await expect(await screen.findByLabelText('车队名称')).toHaveValue('顺风车队');
    await userEvent.click(screen.getByRole('button', { name: '上一步' }));
    await expect(await screen.findByLabelText('姓名')).toHaveValue('王小明');
  },
};

export const ServerErrorKeepsValues: Story = {
  beforeEach: draft(1, FLEET),
  parameters: {
    sandbox: {
      faults: [{ path: certification.applyCaptain.path, state: 500, msg: '审核服务繁忙' }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '提交认证' }));
    await expectAlert(screen, '审核服务繁忙');
    await expect(screen.getByLabelText('车队名称')).toHaveValue('顺风车队');
    await expect(screen.getByLabelText('联系电话')).toHaveValue('13912345678');
  },
};
