import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PersonalInfoListScreen } from '@/features/me/privacy/screens/personal-info-list-screen';
import { expectPath } from '../../../support/router';
import { clearOverlays } from '../../../support/overlays';

const meta = {
  title: 'Screens/Me/Privacy/PersonalInfoList',
  component: PersonalInfoListScreen,
  parameters: { route: '/personal-info-list', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof PersonalInfoListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const categories = [
      '手机号',
      '身份信息',
      '驾驶证与从业资格证',
      '车辆信息',
      '位置信息',
      '照片',
      '设备信息',
      '服务使用记录',
    ];
    for (const name of categories) {
      await expect(
        await screen.findByRole('heading', { name }, { timeout: 10_000 }),
      ).toBeInTheDocument();
    }
    const location = screen.getByRole('region', { name: '位置信息' });
    await expect(location).toHaveTextContent('使用 App 期间每 60 秒一次');
    await expect(within(location).getByRole('link', { name: '查看我的设备信息' })).toHaveAttribute(
      'href',
      '/device-info',
    );
  },
};

export const ItemLinksToTheDriversOwnData: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const identity = await screen.findByRole('region', { name: '身份信息' }, { timeout: 10_000 });
    await userEvent.click(within(identity).getByRole('link', { name: '查看我的基本信息' }));
    await expectPath('/basic-info');
    await expect(await screen.findByText('身份与资质', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const SettlementLinksToServiceInfo: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const record = await screen.findByRole('region', { name: '服务使用记录' }, { timeout: 10_000 });
    await userEvent.click(within(record).getByRole('link', { name: '查看我的服务信息' }));
    await expectPath('/service-info');
  },
};
