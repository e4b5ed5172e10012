import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FreightChangeListScreen } from '@/features/waybill/freight-change/screens/freight-change-list-screen';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import { agreePath, bodyOf, listPath, PENDING, SLOW } from './freight-change-story-helpers';
import { expectWaybillNotYours } from '../../../support/read-problem';
import { listStates } from '../../../support/list-states';

const meta = {
  title: 'Screens/Waybill/FreightChange/FreightChangeList',
  component: FreightChangeListScreen,
  parameters: { route: '/waybill/freight/freightchangelist', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof FreightChangeListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({ path: listPath, region: '运费变更列表', errorMsg: '运费服务繁忙' });
const { rows } = states;

/** The driver's three changes, pending first: numbers, route, goods, old → new freight, state. */
export const All: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const links = await rows(canvasElement);
    await expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('待确认'),
      expect.stringContaining('已同意'),
      expect.stringContaining('已拒绝'),
    ]);
    const first = links[0]!;
    await expect(first).toHaveTextContent(PENDING.no);
    await expect(first).toHaveTextContent(`运单号 ${PENDING.waybillNo}`);
    await expect(first).toHaveTextContent('唐山市 → 济南市 · 冷轧卷');
    await expect(first).toHaveTextContent('¥6,426.00→¥6,726.00');
    await expect(first).toHaveAttribute('href', '/waybill/freight/details?id=YF0003');
    const [request] = await sentRequests(listPath);
    await expect(request?.body).toEqual({ pageIndex: 1, pageSize: 20 });
  },
};

/** A state's tab asks the server for that state only. */
export const Disagreed: Story = states.tab({
  name: '已拒绝',
  row: '动力煤',
  state: 'disagreed',
});

export const Loading = states.loading;

/** A new driver has no freight changes. */
export const Empty = states.empty;

export const QueryError = states.error;

/** One waybill's changes: its number is the keyword, and a banner leads to its pending change. */
export const OneWaybillWithPending: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/freight/freightchangelist?waybillId=WB0008' },
  play: async ({ canvasElement }) => {
    const links = await rows(canvasElement);
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveTextContent(PENDING.no);
    const banner = bodyOf(canvasElement).getByRole('link', { name: /有待确认的运费变更/ });
    await expect(banner).toHaveAttribute('href', '/waybill/freight/details?id=YF0003');
    const asked = (await sentRequests(listPath)).map((r) => r.body);
    await expect(asked).toContainEqual({ pageIndex: 1, pageSize: 20, keyword: PENDING.waybillNo });
  },
};

/** A waybill whose change is handled: no banner. */
export const OneWaybillHandled: Story = {
  parameters: { route: '/waybill/freight/freightchangelist?waybillId=WB0002' },
  play: async ({ canvasElement }) => {
    const links = await rows(canvasElement);
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveTextContent('已同意');
    await expect(await sentRequests(waybillAfterSales.isFreightChange.path)).toHaveLength(1);
    await expect(bodyOf(canvasElement).queryByText('有待确认的运费变更')).toBeNull();
  },
};

/** Agree from the list: one request with its key, the details and then the list say 已同意. */
export const AgreeJourney: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click((await rows(canvasElement))[0]!);
    await expectPath('/waybill/freight/details');
    await userEvent.dblClick(await screen.findByRole('button', { name: '同意' }, SLOW));
    const dialog = await findDialog(canvasElement);
    await expect(
      within(dialog).getByText('同意后运单运费将由 ¥6,426.00 变更为 ¥6,726.00，确定同意吗？'),
    ).toBeVisible();
    await tapDialogButton(dialog, '确定同意');
    const result = await screen.findByRole('region', { name: '处理结果' }, SLOW);
    await expect(within(result).getByText('已同意')).toBeVisible();
    await expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    const sent = await sentRequests(agreePath);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toEqual({ id: PENDING.id });
    await expect(sent[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await clearOverlays();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expectPath('/waybill/freight/freightchangelist');
    await waitFor(async () => {
      const links = await rows(canvasElement);
      await expect(links.map((l) => l.textContent)).toEqual([
        expect.stringContaining('已同意'),
        expect.stringContaining('已同意'),
        expect.stringContaining('已拒绝'),
      ]);
    }, SLOW);
  },
};

/** The search entry opens the search screen. */
export const OpensSearch: Story = {
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await userEvent.click(bodyOf(canvasElement).getByRole('link', { name: '搜索' }));
    await expectPath('/waybill/freight/search');
  },
};

/** Another driver's waybill (WB0006): 不是您的运单 with 联系客服 and 返回运单列表, no 重试. */
export const OneWaybillNotYours: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/freight/freightchangelist?waybillId=WB0006' },
  play: ({ canvasElement }) => expectWaybillNotYours(canvasElement),
};
