import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EnterpriseIndexScreen } from '@/features/supply/plaza/screens/enterprise-index-screen';
import { expectPath } from '../../../support/router';
import { neverAnswered } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  cardsOf,
  ENTERPRISES_PATH,
  JIZHONG,
  listBodies,
  listRegion,
  loaded,
  nthListBody,
} from './plaza-story-helpers';

const meta = {
  title: 'Screens/Supply/Plaza/EnterpriseIndex',
  component: EnterpriseIndexScreen,
  parameters: { route: '/supply/enterpriseindex', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof EnterpriseIndexScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '企业列表';

export const Enterprises: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const rows = await cardsOf(screen, LIST);
    // The eight seeded publishers, on one page.
    await expect(rows).toHaveLength(8);
    const jizhong = within(await listRegion(screen, LIST)).getByRole('link', {
      name: new RegExp(JIZHONG.name),
    });
    await expect(jizhong).toHaveAttribute('href', `/supply/enterprise/${JIZHONG.shareCode}`);
    await expect(jizhong).toHaveTextContent(/石家庄市 · 在发货源 \d+ 条/);
    await expect(await listBodies(ENTERPRISES_PATH)).toEqual([{ pageIndex: 1, pageSize: 20 }]);
    await expect(within(await listRegion(screen, LIST)).getByText('没有更多数据了')).toBeVisible();
  },
};

export const SearchByName: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await cardsOf(screen, LIST);
    const search = within(screen.getByRole('search', { name: '搜索企业' }));
    await userEvent.type(search.getByRole('searchbox', { name: '企业名称' }), '煤');
    await userEvent.click(search.getByRole('button', { name: '搜索' }));
    await expect(await nthListBody(2, ENTERPRISES_PATH)).toEqual({
      keyword: '煤',
      pageIndex: 1,
      pageSize: 20,
    });
    await waitFor(async () => {
      const rows = await cardsOf(screen, LIST);
      await expect(rows.length).toBeLessThan(8);
      for (const row of rows) await expect(row).toHaveTextContent('煤');
    });
  },
};

export const SearchWithoutMatch: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await cardsOf(screen, LIST);
    await userEvent.type(
      screen.getByRole('searchbox', { name: '企业名称' }),
      '不存在的企业{enter}',
    );
    const list = await listRegion(screen, LIST);
    await expect(await within(list).findByText('暂无数据')).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(ENTERPRISES_PATH)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const list = await listRegion(bodyOf(canvasElement), LIST);
    await expect(await within(list).findByRole('status')).toHaveTextContent('加载中');
  },
};

export const RowOpensTheEnterprise: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await cardsOf(screen, LIST);
    await userEvent.click(screen.getByRole('link', { name: new RegExp(JIZHONG.name) }));
    await expectPath(`/supply/enterprise/${JIZHONG.shareCode}`);
    await expect(
      await screen.findByRole('heading', { name: JIZHONG.name }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
