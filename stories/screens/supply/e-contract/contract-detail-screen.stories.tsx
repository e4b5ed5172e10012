import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContractDetailScreen } from '@/features/supply/e-contract/screens/contract-detail-screen';
import { eContract } from '@/lib/contract/supply/e-contract';
import { expectPath, currentUrl } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  DELEGATION,
  loaded,
  OTHERS_CONTRACT,
  SIGNED_KJ,
  UNSIGNED_KJ,
  VOID_KJ,
} from './contract-story-helpers';

const detailOf = (contractId: string) => `/contract/detail?contractId=${contractId}`;
const read = eContract.getContractContent.path;

const meta = {
  title: 'Screens/Supply/EContract/ContractDetail',
  component: ContractDetailScreen,
  parameters: { route: detailOf(UNSIGNED_KJ.id), session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ContractDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function info(canvasElement: HTMLElement) {
  await loaded(canvasElement);
  return bodyOf(canvasElement).findByRole('region', { name: '合同信息' }, { timeout: 8000 });
}

/** §9: the sign button waits for its 5-s countdown (the state story's clock stands still). */
export const CountdownRunning: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const card = await info(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(card).toHaveTextContent('待签署');
    await expect(card).toHaveTextContent(UNSIGNED_KJ.contractNo);
    await expect(card).toHaveTextContent(UNSIGNED_KJ.partyName);
    const body = screen.getByRole('region', { name: '合同正文' });
    await expect(body).toHaveTextContent('承运方（乙方）');
    const sign = screen.getByRole('button', { name: '签署（5秒）' });
    await expect(sign).toBeDisabled();
    await expect(screen.getByText('请阅读合同内容，倒计时结束后可签署')).toBeVisible();
    const [request] = await sentRequests(read);
    await expect(request?.body).toEqual({ contractId: UNSIGNED_KJ.id });
  },
};

export const CountdownThenSign: Story = {
  parameters: { route: `${detailOf(UNSIGNED_KJ.id)}&next=%2Fwaybill` },
  play: async ({ canvasElement }) => {
    await info(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(screen.getByRole('button', { name: /^签署（[45]秒）$/ })).toBeDisabled();
    const sign = await screen.findByRole('button', { name: '签署' }, { timeout: 8000 });
    await expect(sign).toBeEnabled();
    await userEvent.click(sign);
    await expectPath('/contract/signatures');
    await expect(currentUrl()).toBe(
      `/contract/signatures?contractId=${UNSIGNED_KJ.id}&next=%2Fwaybill`,
    );
  },
};

export const SignedReadOnly: Story = {
  tags: ['state'],
  parameters: { route: detailOf(SIGNED_KJ.id) },
  play: async ({ canvasElement }) => {
    const card = await info(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(card).toHaveTextContent('已签署');
    await expect(card).toHaveTextContent('签署时间');
    await expect(screen.getByText('合同已签署，可随时查看')).toBeVisible();
    await expect(screen.queryByRole('button', { name: /签署/ })).toBeNull();
  },
};

export const VoidContract: Story = {
  tags: ['state'],
  parameters: { route: detailOf(VOID_KJ.id) },
  play: async ({ canvasElement }) => {
    const card = await info(canvasElement);
    await expect(card).toHaveTextContent('已作废');
    await expect(bodyOf(canvasElement).getByText('合同已作废，无需签署')).toBeVisible();
    await expect(bodyOf(canvasElement).queryByRole('button', { name: /签署/ })).toBeNull();
  },
};

/** A transport contract shows its 委托书 (getContractContentwt) on a second tab. */
export const DelegationTab: Story = {
  tags: ['state'],
  parameters: { route: detailOf(SIGNED_KJ.id) },
  play: async ({ canvasElement }) => {
    await info(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await sentRequests(eContract.getContractContentwt.path)).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: '委托书' }));
    await expect(screen.getByRole('tab', { name: '委托书' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const text = await screen.findByRole('region', { name: '委托书' });
    await expect(text).toHaveTextContent('电子签章委托授权书');
    const [request] = await sentRequests(eContract.getContractContentwt.path);
    await expect(request?.body).toEqual({ contractId: SIGNED_KJ.id });
  },
};

export const DelegationContract: Story = {
  parameters: { route: detailOf(DELEGATION.id) },
  play: async ({ canvasElement }) => {
    const card = await info(canvasElement);
    await expect(card).toHaveTextContent('委托协议');
    const text = await bodyOf(canvasElement).findByRole('region', { name: '委托书' });
    await expect(text).toHaveTextContent('授权人');
    await expect(bodyOf(canvasElement).queryByRole('tab')).toBeNull();
  },
};

/** Without an id: the driver's framework contract (运输服务合同), created unsigned on first ask. */
export const FrameworkContract: Story = {
  parameters: { route: '/contract/detail', session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const card = await info(canvasElement);
    await expect(card).toHaveTextContent('网络货运平台运输服务合同');
    await expect(card).toHaveTextContent('待签署');
    const [check] = await sentRequests(
      eContract.checkDriverSignedTransportationServicesContract.path,
    );
    await expect(check).toBeDefined();
    const [request] = await sentRequests(read);
    await expect(request?.body).toMatchObject({ contractId: expect.any(String) });
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(read)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      await bodyOf(canvasElement).findByRole('status', { name: '合同加载中' }),
    ).toBeVisible();
  },
};

/** The server failed: its words, the way back to the list and 联系客服, no 重试. */
export const LoadFailed: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: read, state: 500, msg: '合同服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('合同加载失败');
    await expect(alert).toHaveTextContent('合同服务繁忙');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '联系客服' })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: '返回合同列表' })).toHaveAttribute(
      'href',
      '/contract/index',
    );
  },
};

/** Another driver's contract: 不是您的合同, the way back and 联系客服, no 重试. */
export const NotYours: Story = {
  tags: ['state'],
  parameters: { route: detailOf(OTHERS_CONTRACT.id) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('不是您的合同');
    await expect(alert).toHaveTextContent('该合同属于其他司机');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回合同列表' })).toBeVisible();
  },
};

/** A contract that is not there (a stale link): 未找到该合同 with the way back. */
export const NotFound: Story = {
  tags: ['state'],
  parameters: { route: detailOf('CT-NONE') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('未找到该合同');
    await expect(alert).toHaveTextContent('链接可能已失效，请联系发货方重新发送');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回合同列表' })).toBeVisible();
  },
};

/** Without signal: 网络不给力 with 重试, which shows the contract once the network is back. */
export const LoadFailedThenRetry: Story = {
  parameters: { sandbox: { faults: [{ path: read, network: true, times: 1 }] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('网络不给力');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(await info(canvasElement)).toHaveTextContent(UNSIGNED_KJ.contractNo);
    await waitFor(async () => expect(await sentRequests(read)).toHaveLength(2));
  },
};

export const LoggedOutById: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('登录后查看您的合同')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '去登录' }));
    await expectPath('/loginPwd');
    await expect(currentUrl()).toBe(
      `/loginPwd?redirect=${encodeURIComponent(detailOf(UNSIGNED_KJ.id))}`,
    );
    await expect(await sentRequests(read)).toHaveLength(0);
  },
};
