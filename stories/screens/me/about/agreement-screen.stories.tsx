import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mock, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgreementScreen } from '@/features/me/about/screens/agreement-screen';
import { agreement } from '@/lib/contract/me/agreement';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';

const meta = {
  title: 'Screens/Me/About/Agreement',
  component: AgreementScreen,
  parameters: { route: '/i/about/agreement?type=user' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof AgreementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = agreement.getAgreementInfoByType.path;

export const UserAgreement: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const article = await screen.findByRole('article');
    await expect(within(article).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(article.textContent?.length ?? 0).toBeGreaterThan(20);
    const [request] = await sentRequests('/getAgreementInfoByType');
    await expect(JSON.stringify(request?.body)).toContain('user');
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(path)] } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await screen.findByRole('status', { name: '加载中…' })).toBeVisible();
    await expect(screen.queryByRole('article')).toBeNull();
  },
};

export const ServerError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path, state: 500, msg: '协议服务暂不可用' }] } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('协议加载失败');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const ServerErrorThenRetry: Story = {
  parameters: { sandbox: { faults: [{ path, state: 500, msg: '协议服务暂不可用', times: 1 }] } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('协议加载失败');
    await expect(alert).toHaveTextContent('协议服务暂不可用');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(await screen.findByRole('article')).toBeVisible();
  },
};

export const UnknownType: Story = {
  tags: ['state'],
  parameters: { route: '/i/about/agreement?type=evil' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await screen.findByText('未找到该协议')).toBeVisible();
    await expect(await sentRequests('/getAgreementInfoByType')).toHaveLength(0);
  },
};

declare global {
  interface Window {
    __agreementXss?: string[];
  }
}

const hostile = [
  '<p>第一条 本协议由司机与平台共同订立。</p>',
  '<script>(window.__agreementXss = window.__agreementXss || []).push("script")</script>',
  '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="示意图" onerror="(window.__agreementXss = window.__agreementXss || []).push(\'onerror\')" onload="(window.__agreementXss = window.__agreementXss || []).push(\'onload\')">',
  '<img src="/no-such-image.png" alt="坏图" onerror="(window.__agreementXss = window.__agreementXss || []).push(\'onerror\')">',
  '<a href="javascript:(window.__agreementXss = window.__agreementXss || []).push(\'href\')">点此查看</a>',
  '<iframe src="https://example.invalid" title="外部页面"></iframe>',
].join('');

export const ServerHtmlIsSanitized: Story = {
  beforeEach({ msw }) {
    window.__agreementXss = [];
    msw.use(
      mock.all(path, () =>
        HttpResponse.json({
          success: true,
          state: 200,
          msg: 'ok',
          data: { type: 'user', title: '用户服务协议', content: hostile, updateTime: '2026-01-01' },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const article = await screen.findByRole('article');
    await expect(within(article).getByText('第一条 本协议由司机与平台共同订立。')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(window.__agreementXss).toEqual([]);
    await expect(article.querySelector('script, iframe')).toBeNull();
    for (const img of article.querySelectorAll('img')) {
      await expect(img.getAttribute('onerror')).toBeNull();
      await expect(img.getAttribute('onload')).toBeNull();
    }
    const link = within(article).getByText('点此查看');
    await expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    await userEvent.click(link);
    await waitFor(() => expect(window.__agreementXss).toEqual([]));
  },
};
