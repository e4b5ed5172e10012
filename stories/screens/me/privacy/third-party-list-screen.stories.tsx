import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThirdPartyListScreen } from '@/features/me/privacy/screens/third-party-list-screen';
import { clearOverlays } from '../../../support/overlays';

const meta = {
  title: 'Screens/Me/Privacy/ThirdPartyList',
  component: ThirdPartyListScreen,
  parameters: { route: '/third-party-list', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ThirdPartyListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const parties = [
      '地图定位服务',
      '在线客服',
      '人脸核验',
      '证件文字识别',
      '电子签章',
      '支付宝、微信支付',
      '结算银行',
      '网络货运监管平台',
    ];
    for (const name of parties) {
      await expect(
        await screen.findByRole('region', { name }, { timeout: 10_000 }),
      ).toBeInTheDocument();
    }
    const face = screen.getByRole('region', { name: '人脸核验' });
    await expect(face).toHaveTextContent('姓名、身份证号码、人脸图像');
    await expect(face).toHaveTextContent('实名认证、刷脸登录时核验是否本人');
  },
};
