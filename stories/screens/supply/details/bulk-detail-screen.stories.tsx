import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BulkDetailScreen } from '@/features/supply/details/screens/bulk-detail-screen';
import { supply } from '@/lib/contract/supply/market';
import { paths } from '@/lib/routing/paths';
import { currentUrl, expectPath } from '../../../support/router';
import { injectFault, neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, loaded, seededSource, sourceShown, SOURCES, yuan } from './detail-story-helpers';

const detailOf = (id: string) => paths.supplyDetails.to({ id });
const BULK = seededSource(SOURCES.bulk);

const meta = {
  title: 'Screens/Supply/Details/BulkDetail',
  component: BulkDetailScreen,
  parameters: { route: detailOf(BULK.id), session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof BulkDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BulkSource: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, BULK);
    const header = screen.getByRole('region', { name: BULK.goodsName });
    await expect(header).toHaveTextContent('大宗');
    await expect(header).toHaveTextContent('剩余 1,200吨，共 3,000吨');
    await expect(header).toHaveTextContent(`${yuan(BULK.unitPrice)}/吨`);
    const route = screen.getByRole('region', { name: '装卸路线' });
    await expect(route).toHaveTextContent(BULK.origin.regionName);
    await expect(route).toHaveTextContent(BULK.origin.address);
    await expect(route).toHaveTextContent(BULK.destination.regionName);
    await expect(route).toHaveTextContent(`全程约 ${BULK.distanceKm} 公里`);
    const goods = screen.getByRole('region', { name: '货物信息' });
    await expect(goods).toHaveTextContent('剩余 / 总量1,200吨 / 3,000吨');
    await expect(goods).toHaveTextContent('单车最少10吨');
    await expect(goods).toHaveTextContent(`货物类型${BULK.goodsType}`);
    const fees = screen.getByRole('region', { name: '运费与结算' });
    // One truckload (a full 40 吨), not the 1200 吨 left that no single driver is paid for.
    await expect(fees).toHaveTextContent(
      `单车运费约 ${yuan(Math.round(40 * BULK.unitPrice))}（按40吨/车）`,
    );
    await expect(header).toHaveTextContent(
      `单车运费（约，按40吨/车）${yuan(Math.round(40 * BULK.unitPrice))}`,
    );
    await expect(fees).toHaveTextContent(`结算方式${BULK.settlement}`);
    await expect(fees).toHaveTextContent(`合理损耗${BULK.lossAllowance}`);
    const shipper = screen.getByRole('region', { name: '货主信息' });
    await expect(shipper).toHaveTextContent(BULK.loadingContact.phoneMasked);
    await expect(shipper).toHaveTextContent('装货需排队，请提前电话预约');
    await expect(screen.getByRole('button', { name: '拨打装货联系人' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '立即抢单' })).toBeEnabled();
    const [read] = await sentRequests(supply.getBulkDetail.path);
    await expect(read?.body).toEqual({ id: BULK.id });
  },
};

export const AssignedSource: Story = {
  tags: ['state'],
  parameters: { route: detailOf(SOURCES.assignedBulk) },
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, seededSource(SOURCES.assignedBulk));
    await expect(screen.getByText('指派给我')).toBeVisible();
    await expect(screen.getByRole('button', { name: '接单' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '立即抢单' })).toBeNull();
  },
};

export const FenceSource: Story = {
  tags: ['state'],
  parameters: { route: detailOf(SOURCES.fence) },
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, seededSource(SOURCES.fence));
    await expect(screen.getByText('需在装货地围栏内抢单')).toBeVisible();
    await expect(screen.getByText('抢单时需在装货地 1000 米范围内')).toBeVisible();
  },
};

export const FullSource: Story = {
  tags: ['state'],
  parameters: { route: detailOf(SOURCES.full) },
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, seededSource(SOURCES.full));
    await expect(screen.getByText('已抢完')).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('货源已抢完');
    await expect(screen.queryByRole('button', { name: '立即抢单' })).toBeNull();
    await expect(screen.getByRole('region', { name: '货物信息' })).toHaveTextContent(
      '剩余 / 总量0吨 / 3,000吨',
    );
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(supply.getBulkDetail.path)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      await bodyOf(canvasElement).findByRole('status', { name: '货源加载中…' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['state'],
  parameters: {
    sandbox: { faults: [{ path: supply.getBulkDetail.path, state: 500, msg: '货源服务繁忙' }] },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('货源加载失败');
    await expect(alert).toHaveTextContent('货源服务繁忙');
    // The server's failure is not the network's: no 重试, 联系客服 and the way back.
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '联系客服' })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: '返回货源广场' })).toBeVisible();
  },
};

/** A gateway's 503 is the network's failure: 重试 shows the source once it is back. */
export const RetryAfterError: Story = {
  play: async ({ canvasElement }) => {
    await injectFault({ path: supply.getBulkDetail.path, status: 503, times: 1 });
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await sourceShown(canvasElement, BULK);
    await expect(await sentRequests(supply.getBulkDetail.path)).toHaveLength(2);
  },
};

export const UnknownSource: Story = {
  tags: ['state'],
  parameters: { route: detailOf('S9999') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByText('货源不存在或已下架', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回货源广场' })).toHaveAttribute(
      'href',
      paths.supply.to(),
    );
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

export const GrabOpensTheGates: Story = {
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, BULK);
    await userEvent.click(screen.getByRole('button', { name: '立即抢单' }));
    await expectPath(paths.orderTaking.pattern);
    await expect(currentUrl()).toBe(paths.orderTaking.to({ id: BULK.id }));
  },
};

export const NoIdInTheLink: Story = {
  parameters: { route: paths.supplyDetails.pattern },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('货源不存在或已下架')).toBeVisible();
    // Only a read without an id would be this screen's: the story before ends on the order-taking
    // screen, whose read of source S0001 can reach the sandbox just after this story reset it.
    const withoutId = (await sentRequests(supply.getBulkDetail.path)).filter(
      (request) => !(request.body as { id?: string } | undefined)?.id,
    );
    await expect(withoutId).toHaveLength(0);
  },
};

/** Outside the app (no bridge) the virtual number is shown, with a tel: link to ring it. */
export const CallTheShipperInABrowser: Story = {
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, BULK);
    await userEvent.click(screen.getByRole('button', { name: '拨打装货联系人' }));
    // The page waits up to 5 s for the app's bridge before it knows it is in a browser.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(dialog).toHaveTextContent('联系货主');
    const dial = within(dialog).getByRole('link', { name: '拨打电话' });
    const number = dial.getAttribute('href')!.replace('tel:', '');
    await expect(number).toMatch(/^\d{11,}$/);
    await expect(dialog).toHaveTextContent(number);
    const [request] = await sentRequests(supply.getVirtualPhoneNumber.path);
    await expect(request?.body).toEqual({ bizId: BULK.id, bizType: 'source', contact: 'loading' });
  },
};
