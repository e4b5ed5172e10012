import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WaybillContractScreen } from '@/features/waybill/list/screens/waybill-contract-screen';
import { eContract } from '@/lib/contract/supply/e-contract';
import { paths } from '@/lib/routing/paths';
import { expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';

const read = eContract.checkAndCreateContractContentKJ.path;

const meta = {
  title: 'Screens/Waybill/List/WaybillContract',
  component: WaybillContractScreen,
  parameters: { route: paths.waybillContract.to({ id: 'WB0005' }), session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WaybillContractScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The waybill's KJ contract, unsigned: its text and 去签署, which signs it and comes back here. */
export const Unsigned: Story = {
  // Not screenshotted: the contract text and its countdown are Screens/Supply/EContract/ContractDetail's.
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: '货物运输合同', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(screen.getByText('待签署')).toBeVisible();
    await expect(screen.getByRole('region', { name: '货物运输合同' })).toHaveTextContent(
      'YD202600000005',
    );
    const [request] = await sentRequests(read);
    await expect(request?.body).toEqual({ waybillId: 'WB0005' });
    const sign = screen.getByRole('link', { name: '去签署' });
    await expect(sign.getAttribute('href')).toBe(
      paths.contractDetail.to({
        contractId: 'HT0005',
        next: paths.waybillContract.to({ id: 'WB0005' }),
      }),
    );
    await userEvent.click(sign);
    await expectPath('/contract/detail');
  },
};

export const Signed: Story = {
  tags: ['state'],
  parameters: { route: paths.waybillContract.to({ id: 'WB0007' }) },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('已签署', {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByText(/^签署时间 2026-/)).toBeVisible();
    await expect(screen.queryByRole('link', { name: '去签署' })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(read)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('status', { name: '合同加载中' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Without signal: 网络不给力 with 重试 and the way back to the waybills. */
export const LoadError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: read, network: true }] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('网络不给力', {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回运单列表' })).toBeVisible();
  },
};

/** Another driver's waybill: its contract is not his to read (不是您的运单), no 重试. */
export const NotYours: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/contract?id=WB0006' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('不是您的运单', {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(screen.getByRole('link', { name: '返回运单列表' })).toHaveAttribute(
      'href',
      '/waybill',
    );
  },
};

export const NoWaybillId: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/contract' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('缺少运单编号', {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回运单列表' })).toBeVisible();
  },
};
