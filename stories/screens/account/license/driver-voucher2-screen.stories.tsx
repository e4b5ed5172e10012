import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DriverVoucher2Screen } from '@/features/account/license/screens/driver-voucher2-screen';
import { VOUCHER_DRAFT_KEY } from '@/features/account/license/licence-form';
import { license } from '@/lib/contract/account/license';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { body, pickPhoto, typeInto } from './license-story-kit';

const meta = {
  title: 'Screens/Account/License/DriverVoucher2',
  component: DriverVoucher2Screen,
  parameters: { route: '/driverVoucher2', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof DriverVoucher2Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const DRAFT = {
  values: {
    front: [],
    back: [],
    name: '王建国',
    driverLicenseNo: '',
    quasiDrivingType: 'A2',
    issuingAuthority: '河北省石家庄市公安局交通警察支队',
    firstIssueDate: '2012-06-18',
    validFrom: '2018-06-18',
    validTo: '2028-06-18',
    qualificationPhoto: [],
    qualificationCertificateNo: '',
    qualificationValidTo: '',
  },
  edited: ['name', 'issuingAuthority'],
};

export const GuestForm: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const steps = await screen.findByRole('list', { name: '认证步骤' }, { timeout: 15000 });
    await expect(within(steps).getByText(/驾驶证认证/)).toHaveAttribute('aria-current', 'step');
    await expect(screen.getByText('上传驾驶证，平台审核通过后即可接单')).toBeVisible();
    await expect(screen.getByLabelText('驾驶证号')).toHaveValue('');
  },
};

export const DraftRestored: Story = {
  tags: ['state'],
  beforeEach: () => sessionStorage.setItem(VOUCHER_DRAFT_KEY, JSON.stringify(DRAFT)),
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('已恢复上次填写的内容')).toBeVisible();
    await expect(screen.getByLabelText('姓名')).toHaveValue('王建国');
    await expect(screen.getByLabelText('发证机关')).toHaveValue('河北省石家庄市公安局交通警察支队');
    // The kept dates on the date fields, as they were chosen.
    await expect(screen.getByRole('button', { name: '初次领证日期' })).toHaveAccessibleDescription(
      '2012-06-18',
    );
    await expect(screen.getByRole('button', { name: '有效期止' })).toHaveAccessibleDescription(
      '2028-06-18',
    );
  },
};

export const TypingIsKeptAsDraft: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByLabelText('姓名');
    await typeInto(screen, '姓名', '李四');
    await waitFor(() => expect(sessionStorage.getItem(VOUCHER_DRAFT_KEY) ?? '').toContain('李四'));
  },
};

export const GuestSubmitAsksToLogIn: Story = {
  beforeEach: () => sessionStorage.setItem(VOUCHER_DRAFT_KEY, JSON.stringify(DRAFT)),
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByText('已恢复上次填写的内容');
    const front = screen.getByRole('group', { name: '驾驶证正页' });
    await expect(within(front).getByText('登录后可拍照上传')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('请先登录后再提交');
    await userEvent.click(within(dialog).getByRole('button', { name: '去登录' }));
    await expectPath('/login');
    await expect(currentUrl()).toContain(encodeURIComponent('/driverVoucher2'));
    await expect(await sentRequests(license.saveDriverLicense.path)).toHaveLength(0);
    await expect(sessionStorage.getItem(VOUCHER_DRAFT_KEY) ?? '').toContain('王建国');
  },
};

export const SubmittedResult: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await pickPhoto(screen, '驾驶证正页');
    await waitFor(() => expect(screen.getByLabelText('驾驶证号')).not.toHaveValue(''));
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    // The kit's result page: the outcome as its heading, and the way on.
    await expect(
      await screen.findByRole('heading', { name: '驾驶证认证成功' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(sessionStorage.getItem(VOUCHER_DRAFT_KEY)).toBeNull();
    await expect(screen.getByRole('link', { name: '返回我的' })).toHaveAttribute('href', '/i');
    await expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
  },
};
