import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AddLicenseScreen } from '@/features/account/license/screens/add-license-screen';
import { license } from '@/lib/contract/account/license';
import { expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { body, DATE_SHOWN, pickPhoto, typeInto } from './license-story-kit';

const meta = {
  title: 'Screens/Account/License/AddLicense',
  component: AddLicenseScreen,
  parameters: { route: '/add-license', session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof AddLicenseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const photo = await screen.findByRole('group', { name: '从业资格证照片' }, { timeout: 15000 });
    await expect(within(photo).getByRole('button', { name: '查看第1张图片' })).toBeVisible();
    await expect(screen.getByLabelText('从业资格证号')).not.toHaveValue('');
    await expect(screen.queryByLabelText('驾驶证号')).toBeNull();
    // The stored end of validity on the kit's date field, as YYYY-MM-DD.
    await expect(
      screen.getByRole('button', { name: '从业资格证有效期止' }),
    ).toHaveAccessibleDescription(DATE_SHOWN);
  },
};

export const ValidationErrors: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByRole('group', { name: '从业资格证照片' }, { timeout: 15000 });
    const number = screen.getByLabelText('从业资格证号');
    await typeInto(screen, '从业资格证号', '');
    await userEvent.tab();
    // Left empty: the message beside the field at once, before any save.
    await expect(await screen.findByText('请输入从业资格证号')).toBeVisible();
    await expect(number).toHaveAccessibleDescription('请输入从业资格证号');
    await typeInto(screen, '从业资格证号', '12-34');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await expect(await screen.findByText('请输入正确的从业资格证号')).toBeVisible();
    await expect(number).toHaveValue('12-34');
    await expect(await sentRequests(license.saveDriverLicense.path)).toHaveLength(0);
  },
};

export const NoLicenceYet: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('请先完成驾驶证认证，再上传从业资格证')).toBeVisible();
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

export const NewPhotoSavesKeepingTheLicence: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByRole('group', { name: '从业资格证照片' });
    await pickPhoto(screen, '从业资格证照片');
    await expect(await screen.findByText('已识别证件信息，请核对')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await expectPath('/i/license');
    const [saved] = await sentRequests(license.saveDriverLicense.path);
    const sent = JSON.stringify(saved?.body);
    await expect(sent).toContain('driverLicenseNo');
    await expect(sent).toContain('qualificationCertificateUrl');
    await expect(await screen.findByRole('region', { name: '道路运输从业资格证' })).toBeVisible();
  },
};
