import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EnterpriseScreen } from '@/features/supply/plaza/screens/enterprise-screen';
import { expectNativeRecord } from '../../../support/bridge';
import { expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  cardsOf,
  ENTERPRISE_PATH,
  JIZHONG,
  listBodies,
  loaded,
  nthListBody,
} from './plaza-story-helpers';

// Shared links open in the native app too (share sheet); one bridge mode a file.
const meta = {
  title: 'Screens/Supply/Plaza/Enterprise',
  component: EnterpriseScreen,
  parameters: { route: `/supply/enterprise/${JIZHONG.shareCode}`, session: 'guest', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof EnterpriseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '企业货源列表';

export const LoggedOutSeesTheSources: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: JIZHONG.name }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(screen.getByText(/^统一社会信用代码 91/)).toBeVisible();
    const cards = await cardsOf(screen, LIST);
    for (const card of cards) {
      await expect(card).toHaveAttribute(
        'href',
        expect.stringMatching(
          new RegExp(`^/supply/enterprisedetails\\?id=S\\d{4}&param=${JIZHONG.shareCode}$`),
        ),
      );
    }
    await expectPath(`/supply/enterprise/${JIZHONG.shareCode}`);
    const [read] = await sentRequests(ENTERPRISE_PATH);
    await expect(read?.body).toEqual({ shareCode: JIZHONG.shareCode });
    await expect(read?.headers?.authorization ?? read?.headers?.Authorization).toBeUndefined();
    const [list] = await listBodies();
    await expect(list).toEqual({ kind: 'bulk', enterpriseId: 'E01', pageIndex: 1, pageSize: 20 });
  },
};

export const WholeSources: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await cardsOf(screen, LIST);
    await userEvent.click(screen.getByRole('tab', { name: '整车' }));
    await expect(await nthListBody(2)).toEqual({
      kind: 'whole',
      enterpriseId: 'E01',
      pageIndex: 1,
      pageSize: 20,
    });
    await waitFor(async () => {
      const [card] = await cardsOf(screen, LIST);
      await expect(card).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/supply\/enterpriseecompletevehicledetail\?id=S\d{4}&param=/),
      );
    });
  },
};

export const UnknownShareCode: Story = {
  tags: ['state'],
  parameters: { route: '/supply/enterprise/NOPE0000' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveAttribute('data-problem', 'notFound');
    await expect(await screen.findByText('未找到该企业')).toBeVisible();
    await expect(screen.getByText(/链接可能已失效/)).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回首页' })).toBeVisible();
    await expect(await sentRequests(ENTERPRISE_PATH)).toHaveLength(1);
  },
};

export const ReadFailed: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: ENTERPRISE_PATH, status: 502 }] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveAttribute('data-problem', 'network');
    await expect(alert).toHaveTextContent('网络不给力');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** The server's own failure is said under the screen's title with its words; no 重试. */
export const ServerFailed: Story = {
  tags: ['state'],
  parameters: {
    sandbox: { faults: [{ path: ENTERPRISE_PATH, state: 500, msg: '企业服务繁忙' }] },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('企业信息加载失败');
    await expect(alert).toHaveTextContent('企业服务繁忙');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回首页' })).toBeVisible();
  },
};

export const ReadFailedThenRetry: Story = {
  parameters: { sandbox: { faults: [{ path: ENTERPRISE_PATH, status: 502, times: 1 }] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(
      await screen.findByRole('heading', { name: JIZHONG.name }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect((await cardsOf(screen, LIST)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(ENTERPRISE_PATH)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      await bodyOf(canvasElement).findByRole('status', { name: '企业信息加载中' }),
    ).toBeVisible();
  },
};

export const ShareThroughTheApp: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await screen.findByRole('heading', { name: JIZHONG.name }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: '分享' }));
    const [share] = await expectNativeRecord('share');
    await expect(share?.params).toMatchObject({
      title: `${JIZHONG.name}的货源`,
      url: expect.stringMatching(new RegExp(`/supply/enterprise/${JIZHONG.shareCode}$`)),
    });
    await expect(await screen.findByText('分享成功')).toBeVisible();
  },
};
