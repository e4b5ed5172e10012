import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mock, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { UserAuthScreen } from '@/features/me/privacy/screens/user-auth-screen';
import { agreement } from '@/lib/contract/me/agreement';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';

const meta = {
  title: 'Screens/Me/Privacy/UserAuth',
  component: UserAuthScreen,
  parameters: { route: '/user-auth', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof UserAuthScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loaded: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const article = await screen.findByRole('article', {}, { timeout: 10_000 });
    await expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      '用户授权协议',
    );
    await expect(within(article).getByText('四、授权期限与撤回')).toBeVisible();
    const [request] = await sentRequests('/getAgreementInfoByType');
    await expect(request?.body).toMatchObject({ type: 'authorization' });
  },
};

declare global {
  interface Window {
    __userAuthXss?: string[];
  }
}

const push = (what: string) =>
  `(window.__userAuthXss = window.__userAuthXss || []).push('${what}')`;

/** Hostile server HTML: scripts, handlers, javascript: links and frames never reach the page. */
export const ServerHtmlIsSanitized: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    window.__userAuthXss = [];
    msw.use(
      mock.all(agreement.getAgreementInfoByType.path, () =>
        HttpResponse.json({
          success: true,
          state: 200,
          msg: 'ok',
          data: {
            type: 'authorization',
            title: '用户授权协议（修订版）',
            updateTime: '2026-10-01 00:00:00',
            content: [
              '<h3>第一条 授权范围</h3>',
              '<p>您授权平台处理您的身份信息与位置信息。</p>',
              `<script>${push('script')}</script>`,
              `<img src="/no-such-image.png" alt="示意图" onerror="${push('onerror')}">`,
              `<a href="javascript:${push('href')}">查看详情</a>`,
              '<iframe src="https://example.invalid" title="外部页面"></iframe>',
            ].join(''),
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const article = await screen.findByRole('article', {}, { timeout: 10_000 });
    await expect(within(article).getByText('您授权平台处理您的身份信息与位置信息。')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(window.__userAuthXss).toEqual([]);
    await expect(article.querySelector('script, iframe')).toBeNull();
    const link = within(article).getByText('查看详情');
    await expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  },
};
