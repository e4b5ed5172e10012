import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LoadScreen } from '@/features/waybill/trip/screens/load-screen';
import { expect, userEvent, within } from 'storybook/test';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { findDialog, tapDialogButton } from '../../../support/overlays';
import { loadMeta, NO, premiumCard } from './load-story-helpers';
import { addPhoto, bodyOf, loaded, tripRoute, WB } from './trip-story-helpers';

const meta = { ...loadMeta, title: 'Screens/Waybill/Trip/Load/Form' } satisfies Meta<
  typeof LoadScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ContractAndPremiumDue: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await expect(screen.getByRole('note')).toHaveTextContent('请先签署运输合同后再发车');
    await expect(screen.getByRole('link', { name: '去签署合同' })).toBeVisible();
    const premium = premiumCard(canvasElement);
    await expect(premium).toHaveTextContent('120.00');
    await expect(premium).toHaveTextContent('未支付，发车前请先支付');
    await expect(screen.getByRole('button', { name: '发车' })).toBeEnabled();
    await expect(screen.getByLabelText('装货数量（吨）')).toHaveValue(String(32));
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(waybillTrip.getDetail.path)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await bodyOf(canvasElement).findByRole('status', { name: '加载中' }),
    ).toBeVisible();
  },
};

/** Another driver's waybill: 不是您的运单 with the way back to the waybills, no 重试. */
export const NotYours: Story = {
  tags: ['state'],
  parameters: { route: tripRoute.load('WB0006') },
  play: async ({ canvasElement }) => {
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('不是您的运单');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回运单列表' })).toHaveAttribute(
      'href',
      '/waybill',
    );
  },
};

export const ValidationErrors: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    const quantity = screen.getByLabelText('装货数量（吨）');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12.34567');
    await userEvent.click(screen.getByRole('button', { name: '发车' }));
    await expect(await screen.findByText('请上传发车照片')).toBeVisible();
    await expect(screen.getByText('数量最多保留3位小数')).toBeVisible();
    // What was typed stays.
    await expect(quantity).toHaveValue('12.34567');
    await expect(await sentRequests('wayBillDriver/load')).toHaveLength(0);
  },
};

export const ContractUnsignedLeadsToSigning: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await loaded(screen, NO);
    await addPhoto(screen, '装货照片');
    await userEvent.click(screen.getByRole('button', { name: '发车' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('请先签署运输合同后再发车');
    await tapDialogButton(dialog, '去签署合同');
    await expectPath('/waybill/contract');
    await expect(await sentRequests('wayBillDriver/load')).toHaveLength(0);
  },
};

export const NotToLoad: Story = {
  tags: ['state'],
  parameters: { route: tripRoute.load(WB.inTransit) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByText('该运单当前无需发车', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: '查看运单' })).toBeVisible();
  },
};
