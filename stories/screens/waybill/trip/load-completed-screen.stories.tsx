import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LoadCompletedScreen } from '@/features/waybill/trip/screens/load-completed-screen';
import { paths } from '@/lib/routing/paths';
import { expectPath } from '../../../support/router';
import { bodyOf, loaded, WB, waybillNo } from './trip-story-helpers';

const meta = {
  title: 'Screens/Waybill/Trip/LoadCompleted',
  component: LoadCompletedScreen,
  parameters: {
    route: paths.waybillLoadCompleted.to({ id: WB.inTransit }),
    session: 'certifiedDriver',
  },
} satisfies Meta<typeof LoadCompletedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, waybillNo(WB.inTransit));
    await expect(screen.getByRole('heading', { name: '发车成功' })).toBeVisible();
    await expect(screen.getByText('一路平安！到达卸货地后请上传卸货照片。')).toBeVisible();
    await expect(screen.getByRole('link', { name: '查看运单' })).toBeVisible();
  },
};

export const BackToTheList: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, waybillNo(WB.inTransit));
    await userEvent.click(screen.getByRole('link', { name: '返回运单列表' }));
    await expectPath('/waybill');
  },
};
