import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WaybillListScreen } from '@/features/waybill/list/screens/waybill-list-screen';
import { waybill } from '@/lib/contract/waybill/waybills';
import { paths } from '@/lib/routing/paths';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { listStates } from '../../../support/list-states';

const page = waybill.listPage.path;

const meta = {
  title: 'Screens/Waybill/List/WaybillList',
  component: WaybillListScreen,
  parameters: { route: '/waybill', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WaybillListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({ path: page, region: '运单列表', errorMsg: '运单服务繁忙' });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function list(canvasElement: HTMLElement) {
  return body(canvasElement).findByRole('region', { name: '运单列表' }, { timeout: 8000 });
}

function tabs(canvasElement: HTMLElement) {
  return body(canvasElement).findByRole('tablist', { name: '运单状态' }, { timeout: 8000 });
}

/** Every state's waybills, newest first, each card with its number, route, freight and state. */
export const AllWaybills: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    const cards = await within(region).findAllByRole('article');
    await expect(cards[0]).toHaveTextContent(/运单号 YD\d+/);
    await expect(cards[0]).toHaveTextContent(/¥/);
    await expect(cards[0]).toHaveTextContent(/公里/);
    const [request] = await sentRequests(page);
    await expect(request?.body).toEqual({ pageIndex: 1, pageSize: 20 });
    const tablist = await tabs(canvasElement);
    await expect(within(tablist).getByRole('tab', { name: /全部/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A state tab asks only that state, counts show beside each tab, and the URL keeps the choice. */
export const DoneTab: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const tablist = await tabs(canvasElement);
    const done = within(tablist).getByRole('tab', { name: /已完成/ });
    await waitFor(() => expect(done.textContent).toMatch(/已完成\d+/));
    await userEvent.click(done);
    // A busy machine may take a while to swap the lists: wait for the new request, then its rows.
    await waitFor(() => expect(currentUrl()).toBe('/waybill?status=done'), { timeout: 10_000 });
    await waitFor(
      async () =>
        expect((await sentRequests(page)).at(-1)?.body).toEqual({
          pageIndex: 1,
          pageSize: 20,
          status: 'done',
        }),
      { timeout: 10_000 },
    );
    const region = await list(canvasElement);
    await waitFor(
      () => {
        const cards = within(region).getAllByRole('article');
        expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) expect(card.textContent).toContain('已完成');
      },
      { timeout: 10_000 },
    );
  },
};

export const Empty = states.empty;

export const ServerError = states.error;

/**
 * The list and its counts both fail (no signal for a moment); 重试 brings back the waybills and
 * the tabs' count badges together: the counts are read again with the list's first page.
 */
export const RetryBringsBackTheCounts: Story = {
  parameters: {
    sandbox: {
      faults: [
        { path: page, status: 503, times: 1 },
        { path: waybill.countByStatus.path, status: 503, times: 1 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    const alert = await within(region).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('查询出错');
    const tablist = await tabs(canvasElement);
    const done = within(tablist).getByRole('tab', { name: /已完成/ });
    await waitFor(async () =>
      expect(await sentRequests(waybill.countByStatus.path)).toHaveLength(1),
    );
    await expect(done).toHaveTextContent(/^已完成$/);

    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(
      (await within(region).findAllByRole('article', {}, { timeout: 8000 }))[0],
    ).toHaveTextContent(/运单号 YD\d+/);
    await waitFor(() => expect(done.textContent).toMatch(/^已完成\d+$/), { timeout: 8000 });
    for (const tab of within(tablist).getAllByRole('tab').slice(1))
      await expect(tab.textContent).toMatch(/\d+$/);
    await expect(await sentRequests(waybill.countByStatus.path)).toHaveLength(2);
  },
};

export const Loading = states.loading;

/** A waybill whose contract is unsigned offers 签署合同, which opens the contract and returns here. */
export const UnsignedContractLeadsToSigning: Story = {
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    const sign = await within(region).findByRole('link', { name: /^签署合同 YD/ });
    await expect(sign.getAttribute('href')).toMatch(
      /^\/contract\/detail\?contractId=[^&]+&next=%2Fwaybill$/,
    );
    await userEvent.click(sign);
    await expectPath('/contract/detail');
  },
};

/** Each card's one next action follows its state; the card itself opens the detail. */
export const NextActionByState: Story = {
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    const href = async (name: string) =>
      (await within(region).findByRole('link', { name }, { timeout: 10_000 })).getAttribute('href');
    await expect(await href('去卸货 YD202600000007')).toBe(
      paths.waybillUnload.to({ id: 'WB0007' }),
    );
    await expect(await href('上传回单 YD202600000008')).toBe(
      paths.waybillUploadReceipt.to({ id: 'WB0008' }),
    );
    await expect(await href('去评价 YD202600000003')).toBe(
      paths.waybillEvaluate.to({ id: 'WB0003' }),
    );
    const cancelled = within(region).getByRole('article', { name: '运单号 YD202600000004' });
    await expect(within(cancelled).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(within(region).getByRole('link', { name: '运单号 YD202600000007' }));
    await expectPath('/waybill/detailWhole');
    await body(canvasElement).findByRole(
      'region',
      { name: '运单号 YD202600000007' },
      { timeout: 10_000 },
    );
  },
};

export const OpensTheSearch: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(body(canvasElement).getByRole('link', { name: '搜索运单' }));
    await expectPath('/waybill/search');
    await body(canvasElement).findByRole('searchbox', { name: '搜索运单' }, { timeout: 10_000 });
  },
};
