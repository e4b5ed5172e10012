import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PrivacyPolicyScreen } from '@/features/me/privacy/screens/privacy-policy-screen';
import { agreement } from '@/lib/contract/me/agreement';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';

const meta = {
  title: 'Screens/Me/Privacy/PrivacyPolicy',
  component: PrivacyPolicyScreen,
  parameters: { route: '/privacy-policy', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof PrivacyPolicyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = agreement.getAgreementInfoByType.path;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loaded: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const article = await screen.findByRole('article', {}, { timeout: 10_000 });
    await expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('隐私政策');
    await expect(article).toHaveTextContent('位置信息用于运单轨迹与电子围栏校验');
    const [request] = await sentRequests('/getAgreementInfoByType');
    await expect(request?.body).toMatchObject({ type: 'privacy' });
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(path)] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(
      await screen.findByRole('status', { name: '加载中…' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(screen.queryByRole('article')).toBeNull();
  },
};

export const ServerError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path, state: 500, msg: '协议服务暂不可用' }] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('协议加载失败');
    await expect(alert).toHaveTextContent('协议服务暂不可用');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const ServerErrorThenRetry: Story = {
  parameters: { sandbox: { faults: [{ path, state: 500, msg: '协议服务暂不可用', times: 1 }] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    const article = await screen.findByRole('article', {}, { timeout: 10_000 });
    await expect(article).toHaveTextContent('隐私政策');
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};
