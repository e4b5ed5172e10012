import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from '@/components/safe-html';

const AGREEMENT = `
<h1>司机端用户服务协议</h1>
<p>欢迎使用司机端。请您仔细阅读以下条款，<strong>特别是免除或限制责任的条款</strong>。</p>
<h2>一、服务内容</h2>
<ol><li>货源浏览与抢单</li><li>运单管理与回单上传</li><li>钱包、银行卡与油卡</li></ol>
<table><tr><th>项目</th><th>说明</th></tr><tr><td>运费结算</td><td>T+1 到账</td></tr></table>
<p><a href="https://example.com/privacy">隐私政策</a></p>
`;

const HOSTILE = `
<p>合同正文</p>
<script>window.__pwned = true</script>
<img src="x" onerror="window.__pwned = true" alt="签章">
<a href="javascript:window.__pwned = true">点我</a>
<iframe src="https://evil.example"></iframe>
<p style="position:fixed;inset:0;background:red" onclick="window.__pwned = true">覆盖层</p>
`;

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  args: { html: AGREEMENT, label: '司机端用户服务协议' },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
Renders HTML that comes from the server (contracts, agreements, notices) after sanitizing it with
DOMPurify: scripts, event handlers, \`javascript:\` links, iframes and positioning styles are
removed, so a compromised or careless CMS cannot run code in the driver's WebView or cover the
screen. Content headings are shifted under the page's own \`h1\` (\`headingBase\`, default 2), and
links open safely.

- \`html\`: the untrusted string. \`label\`: names the region for screen readers.
- Use \`sanitizeHtml(html)\` directly only where a string is needed (e.g. a native share).
`,
      },
    },
  },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Agreement: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '司机端用户服务协议' });
    await expect(
      within(region).getByRole('heading', { level: 2, name: '司机端用户服务协议' }),
    ).toBeVisible();
    await expect(within(region).getByText('运单管理与回单上传')).toBeVisible();
    await expect(within(region).getByRole('link', { name: '隐私政策' })).toBeVisible();
  },
};

export const HostileMarkupIsNeutralised: Story = {
  args: { html: HOSTILE, label: '合同' },
  play: async ({ canvasElement }) => {
    const win = canvasElement.ownerDocument.defaultView as Window & { __pwned?: boolean };
    const region = within(canvasElement).getByRole('region', { name: '合同' });
    await expect(within(region).getByText('合同正文')).toBeVisible();
    await expect(region.querySelector('script, iframe, [onerror], [onclick], [style]')).toBeNull();
    const link = region.querySelector('a');
    await expect(link?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(win.__pwned).toBeUndefined();
  },
};

export const Empty: Story = {
  args: { html: '', label: '公告' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '公告' });
    await expect(region.textContent).toBe('');
  },
};
