import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LicenseScreen } from '@/features/account/license/screens/license-screen';
import { license } from '@/lib/contract/account/license';
import { expectPath } from '../../../support/router';
import { neverAnswered } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { body, reviewLicence } from './license-story-kit';

const meta = {
  title: 'Screens/Account/License/License',
  component: LicenseScreen,
  parameters: { route: '/i/license', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof LicenseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const licenceCard = (screen: ReturnType<typeof body>) =>
  screen.findByRole('region', { name: '驾驶证' }, { timeout: 15000 });

export const Certified: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const card = await licenceCard(screen);
    await expect(within(card).getByText('已认证')).toBeVisible();
    await expect(within(card).getByText('驾驶证号')).toBeVisible();
    await expect(within(card).getByRole('img', { name: '驾驶证正页' })).toBeVisible();
    await expect(screen.getByRole('region', { name: '道路运输从业资格证' })).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.getByRole('link', { name: '更新驾驶证' })).toBeVisible();
  },
};

export const UnderReview: Story = {
  beforeEach: () => reviewLicence(10),
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const card = await licenceCard(screen);
    await expect(await within(card).findByText('审核中')).toBeVisible();
    await expect(within(card).getByText('资料已提交，平台审核中，请耐心等待')).toBeVisible();
  },
};

export const Rejected: Story = {
  tags: ['state'],
  beforeEach: () => reviewLicence(30, '驾驶证照片模糊，请重新拍摄'),
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const card = await licenceCard(screen);
    await expect(await within(card).findByText('未通过')).toBeVisible();
    await expect(within(card).getByRole('note')).toHaveTextContent(
      '未通过原因：驾驶证照片模糊，请重新拍摄',
    );
  },
};

export const Expired: Story = {
  tags: ['state'],
  parameters: { sandbox: { scenario: 'licenceExpired' } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const banner = await screen.findByRole('alert');
    await expect(banner).toHaveTextContent('您的驾驶证已过期，请尽快更新');
    await expect(banner).toHaveTextContent('您的从业资格证将在30天内到期，请及时更新');
    await expect(await licenceCard(screen)).toBeVisible();
  },
};

export const NoRecord: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('您还没有上传驾驶证')).toBeVisible();
  },
};

/** No record yet: 去认证 opens the certification form. */
export const NoRecordStartsCertification: Story = {
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('您还没有上传驾驶证')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '去认证' }));
    await expectPath('/i/license/driver-license-certification/certification');
  },
};

export const FromBankEntry: Story = {
  parameters: { session: 'newDriver', route: '/i/license?yinhangFlag=1' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const notice = await screen.findByRole('region', { name: '银行实名认证需要驾驶证' });
    await expect(notice).toHaveTextContent('请先完成驾驶证认证');
    await expect(screen.getByRole('link', { name: '去认证' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(license.getDriverLicense.path)] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByRole('status', { name: '加载中…' })).toBeVisible();
  },
};

export const ServerErrorThenRetry: Story = {
  parameters: {
    sandbox: {
      faults: [{ path: license.getDriverLicense.path, state: 500, msg: '证照服务繁忙', times: 1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('驾驶证信息加载失败');
    await expect(alert).toHaveTextContent('证照服务繁忙');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(await licenceCard(screen)).toBeVisible();
  },
};

export const UpdateGoesToCertification: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await licenceCard(screen);
    await userEvent.click(screen.getByRole('link', { name: '更新驾驶证' }));
    await expectPath('/i/license/driver-license-certification/certification');
    await expect(await screen.findByLabelText('驾驶证号')).not.toHaveValue('');
  },
};
