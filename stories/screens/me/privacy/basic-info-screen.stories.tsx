import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BasicInfoScreen } from '@/features/me/privacy/screens/basic-info-screen';
import { license } from '@/lib/contract/account/license';
import { maskMobile } from '@/lib/domain/mobile';
import { maskIdNumber } from '@/lib/domain/mask';
import { useSession } from '@/stores/session';
import { neverAnswered } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import { clearOverlays } from '../../../support/overlays';

const meta = {
  title: 'Screens/Me/Privacy/BasicInfo',
  component: BasicInfoScreen,
  parameters: { route: '/basic-info', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof BasicInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function row(canvasElement: HTMLElement, label: string) {
  const text = await body(canvasElement).findByText(label, {}, { timeout: 10_000 });
  return text.closest('div')!;
}

export const CertifiedDriver: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const user = useSession.getState().loginInfo!;
    await expect(await row(canvasElement, '姓名')).toHaveTextContent(user.realName!);
    await expect(await row(canvasElement, '手机号')).toHaveTextContent(
      maskMobile(SEEDED.certifiedDriver),
    );
    await expect(await row(canvasElement, '身份证号')).toHaveTextContent(
      maskIdNumber(user.idNumber),
    );
    await expect(await row(canvasElement, '实名认证')).toHaveTextContent('已认证');
    await expect(await row(canvasElement, '驾驶证')).toHaveTextContent('已认证');
    await expect(await row(canvasElement, '车辆')).toHaveTextContent('4 辆');
    await expect(body(canvasElement).getByRole('img', { name: '我的头像' })).toBeVisible();
  },
};

export const NewDriver: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    await expect(await row(canvasElement, '身份证号')).toHaveTextContent('未实名认证');
    await expect(await row(canvasElement, '驾驶证')).toHaveTextContent('未上传');
    await expect(await row(canvasElement, '车辆')).toHaveTextContent('0 辆');
    await expect(await row(canvasElement, '头像')).toHaveTextContent('未设置');
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(license.getDriverLicense.path)] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(
      await screen.findByRole('status', { name: '加载中…' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(screen.queryByText('身份证号')).toBeNull();
  },
};

export const ServerError: Story = {
  tags: ['state'],
  parameters: {
    sandbox: {
      faults: [{ path: license.listCarLicenses.path, state: 500, msg: '车辆服务暂不可用' }],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('信息加载失败');
    await expect(alert).toHaveTextContent('车辆服务暂不可用');
  },
};

export const RetryAfterError: Story = {
  parameters: {
    sandbox: {
      faults: [
        { path: license.listCarLicenses.path, state: 500, msg: '车辆服务暂不可用', times: 1 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    // A refetch already under way shows 重试中 until it settles: the driver taps 重试 once it is back.
    await userEvent.click(
      await within(alert).findByRole('button', { name: '重试' }, { timeout: 10_000 }),
    );
    await expect(await row(canvasElement, '车辆')).toHaveTextContent('4 辆');
  },
};
