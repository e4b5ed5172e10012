import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '@/components/form';
import { MoneyText } from '@/components/money-text';
import { ResultPage } from '@/components/result-page';

const meta = {
  title: 'Components/ResultPage',
  component: ResultPage,
  tags: ['autodocs'],
  args: {
    title: '提现申请已提交',
    description: '预计 1–3 个工作日到账，请留意银行短信。',
    figure: <MoneyText value={1234500} currency size="xlarge" />,
    facts: [
      { label: '申请单号', value: 'TX202611050001', number: true },
      { label: '申请时间', value: '2026-11-05 10:00:00', number: true },
    ],
    actions: (
      <>
        <ButtonLink to="/i/wallet/withdraw-deposit-list">查看提现记录</ButtonLink>
        <ButtonLink variant="secondary" to="/i/wallet/account-balance">
          返回钱包
        </ButtonLink>
      </>
    ),
  },
  parameters: {
    componentRoute: '/',
    docs: {
      description: {
        component: `
The one look of an outcome — 证照已提交, 人脸认证成功, 发车成功, 提现申请已提交, a wait or a failure:
the status icon, the title, the headline \`figure\` (an amount), what happens next, the facts that
matter in a card, and always at least one next step (\`actions\` is required: no outcome leaves the
driver on a bare strip). \`status\`: success (default), waiting, warning, error.
`,
      },
    },
  },
} satisfies Meta<typeof ResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '提现申请已提交' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '提现申请已提交' })).toHaveTextContent(
      '¥12,345.00',
    );
    await expect(canvas.getByText('TX202611050001')).toHaveAttribute('data-number');
    await expect(canvas.getByRole('link', { name: '查看提现记录' })).toBeVisible();
  },
};

export const Waiting: Story = {
  tags: ['state'],
  args: {
    status: 'waiting',
    title: '证照已提交，等待审核',
    description: '审核通常在 1 个工作日内完成，结果会以消息通知您。',
    figure: undefined,
    facts: undefined,
    actions: <ButtonLink to="/i">返回我的</ButtonLink>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '证照已提交，等待审核' })).toBeVisible();
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};

export const Failed: Story = {
  tags: ['state'],
  args: {
    status: 'error',
    title: '人脸认证失败',
    description: '请在光线充足处正对镜头，再试一次。',
    figure: undefined,
    facts: undefined,
    actions: <ButtonLink to="/i/auth/face">重新认证</ButtonLink>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '重新认证' })).toBeVisible();
  },
};
