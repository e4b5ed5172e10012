import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContractListScreen } from '@/features/supply/e-contract/screens/contract-list-screen';
import { eContract } from '@/lib/contract/supply/e-contract';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  DRIVER_CONTRACTS,
  loaded,
  SIGNED_KJ,
  UNSIGNED_KJ,
  VOID_KJ,
} from './contract-story-helpers';
import { listStates } from '../../../support/list-states';

const page = eContract.getContractContentKJAll.path;

const meta = {
  title: 'Screens/Supply/EContract/ContractList',
  component: ContractListScreen,
  parameters: { route: '/contract/index', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ContractListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({
  path: page,
  region: '合同列表',
  errorMsg: '合同服务繁忙',
  ready: loaded,
});

async function list(canvasElement: HTMLElement) {
  await loaded(canvasElement);
  return bodyOf(canvasElement).findByRole('region', { name: '合同列表' });
}

const row = (region: HTMLElement, contractNo: string) =>
  within(region).findByRole('link', { name: new RegExp(contractNo) });

export const BothStatuses: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    const unsigned = await row(region, UNSIGNED_KJ.contractNo);
    await expect(unsigned).toHaveTextContent('待签署');
    await expect(unsigned).toHaveTextContent('货物运输合同');
    await expect(unsigned).toHaveTextContent(UNSIGNED_KJ.partyName);
    await expect(await row(region, SIGNED_KJ.contractNo)).toHaveTextContent('已签署');
    await expect(await row(region, VOID_KJ.contractNo)).toHaveTextContent('已作废');
    // Newest first: the unsigned contract of the waybill taken an hour ago leads.
    const links = within(region).getAllByRole('link');
    await expect(links[0]).toHaveTextContent(DRIVER_CONTRACTS[0]!.contractNo);
    await expect(await within(region).findByText('没有更多数据了')).toBeInTheDocument();
    const [request] = await sentRequests(page);
    await expect(request?.body).toEqual({ pageIndex: 1, pageSize: 20 });
    const all = bodyOf(canvasElement).getByRole('button', { name: '全部' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
  },
};

export const FilterUnsigned: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    await row(region, SIGNED_KJ.contractNo);
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '待签署' }));
    const fresh = await list(canvasElement);
    await row(fresh, UNSIGNED_KJ.contractNo);
    await waitFor(() => expect(within(fresh).getAllByRole('link')).toHaveLength(1));
    await expect(within(fresh).queryByText('已签署')).toBeNull();
    const requests = await sentRequests(page);
    await expect(requests.at(-1)?.body).toEqual({ pageIndex: 1, pageSize: 20, status: 'unsigned' });
  },
};

export const FilterFindsNothing: Story = {
  tags: ['state'],
  parameters: { session: 'captain' },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '待签署' }));
    const region = await list(canvasElement);
    await expect(await within(region).findByText('暂无数据')).toBeVisible();
    await expect(bodyOf(canvasElement).getByRole('button', { name: '待签署' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Empty = states.empty;

export const Loading = states.loading;

export const ServerError = states.error;

export const ErrorThenRetry: Story = {
  parameters: { sandbox: { faults: [{ path: page, state: 500, msg: '合同服务繁忙', times: 1 }] } },
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    const alert = await within(region).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(await row(region, UNSIGNED_KJ.contractNo)).toBeVisible();
    await expect(await sentRequests(page)).toHaveLength(2);
  },
};

export const LoggedOut: Story = {
  tags: ['state'],
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('登录后查看您的合同')).toBeVisible();
    const login = screen.getByRole('link', { name: '去登录' });
    await expect(login).toHaveAttribute('href', '/loginPwd?redirect=%2Fcontract%2Findex');
    await expect(await sentRequests(page)).toHaveLength(0);
  },
};

/** Signed contracts stay readable: the list leads to the detail, read-only. */
export const SignedRowOpensDetail: Story = {
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    await userEvent.click(await row(region, SIGNED_KJ.contractNo));
    await expectPath('/contract/detail');
    const screen = bodyOf(canvasElement);
    const info = await screen.findByRole('region', { name: '合同信息' }, { timeout: 8000 });
    await expect(info).toHaveTextContent('已签署');
    await expect(info).toHaveTextContent(SIGNED_KJ.contractNo);
    await expect(screen.getByText('合同已签署，可随时查看')).toBeVisible();
    await expect(screen.queryByRole('button', { name: /签署/ })).toBeNull();
    const [read] = await sentRequests(eContract.getContractContent.path);
    await expect(read?.body).toEqual({ contractId: SIGNED_KJ.id });
  },
};

/** /contract/index?param= is the SMS link's contract, without login. */
export const LinkParamOpensTheContract: Story = {
  parameters: { session: 'guest', route: `/contract/index?param=${UNSIGNED_KJ.linkCode}` },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const info = await screen.findByRole('region', { name: '合同信息' }, { timeout: 8000 });
    await expect(info).toHaveTextContent(UNSIGNED_KJ.contractNo);
    await expect(info).toHaveTextContent('待签署');
    const [read] = await sentRequests(eContract.getContractContent.path);
    await expect(read?.body).toEqual({ linkCode: UNSIGNED_KJ.linkCode });
    await expect(await sentRequests(page)).toHaveLength(0);
  },
};

/** The Me grid's 合同列表 entry is available now that /contract/index has a screen. */
export const FromTheMeGrid: Story = {
  parameters: { route: '/i' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const entry = await screen.findByRole('link', { name: '合同列表' }, { timeout: 8000 });
    await expect(entry).not.toHaveTextContent('即将开放');
    await userEvent.click(entry);
    await expectPath('/contract/index');
    await expect(await row(await list(canvasElement), UNSIGNED_KJ.contractNo)).toBeVisible();
  },
};
