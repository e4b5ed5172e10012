import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WaybillAgreementScreen } from '@/features/waybill/list/screens/waybill-agreement-screen';
import { eContract } from '@/lib/contract/supply/e-contract';
import { paths } from '@/lib/routing/paths';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';

const meta = {
  title: 'Screens/Waybill/List/WaybillAgreement',
  component: WaybillAgreementScreen,
  parameters: { route: paths.waybillAgreement.to({ id: 'WB0005' }), session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WaybillAgreementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The waybill's transport agreement, read through its contract, as the server words it. */
export const WaybillAgreement: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const doc = await screen.findByRole('region', { name: '货物运输合同' }, { timeout: 10_000 });
    await expect(doc).toHaveTextContent('YD202600000005');
    await expect(doc).toHaveTextContent('冀BR5AL1');
    await expect(doc).toHaveTextContent('袋装水泥 32吨');
    const [request] = await sentRequests(eContract.getContractContent.path);
    await expect(request?.body).toEqual({ contractId: 'HT0005' });
  },
};

/** The supplement: the contract's 委托 text, the e-signature delegation. */
export const SupplementAgreement: Story = {
  tags: ['state'],
  parameters: { route: paths.waybillSupplementAgreement.to({ id: 'WB0005' }) },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const doc = await screen.findByRole(
      'region',
      { name: '电子签章委托授权书' },
      { timeout: 10_000 },
    );
    await expect(doc).toHaveTextContent('代为使用授权人的电子签章');
    const [request] = await sentRequests(eContract.getContractContentwt.path);
    await expect(request?.body).toEqual({ contractId: 'HT0005' });
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(eContract.getContractContent.path)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('status', { name: '协议加载中' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['state'],
  parameters: {
    route: paths.waybillSupplementAgreement.to({ id: 'WB0005' }),
    sandbox: { faults: [{ path: eContract.getContractContentwt.path, status: 500 }] },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('协议加载失败', {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
