import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PersonalHomeScreen } from '@/features/account/profile/screens/personal-home-screen';
import { identity } from '@/lib/contract/account/identity';
import { money } from '@/lib/contract/money/wallet';
import { expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { page } from './profile-story-helpers';

const meta = {
  title: 'Screens/Account/Profile/PersonalHome',
  component: PersonalHomeScreen,
  parameters: { route: '/i/main', session: 'partner' },
} satisfies Meta<typeof PersonalHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const figuresPath = money.getDriverThirtyDayAmount.path;
const identityPath = identity.getIdentityInfoByUserId.path;

function term(dl: HTMLElement, name: string): HTMLElement {
  const dt = within(dl).getByText(name, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

export const Loaded: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const info = await screen.findByRole('region', { name: '个人信息' });
    const figures = screen.getByRole('region', { name: '我的数据' });
    await expect(term(info, '手机号')).toHaveTextContent('138****0004');
    await expect(term(info, '身份证号')).toHaveTextContent(/^\d{4}\*+[\dX]{4}$/);
    await expect(term(info, '身份证地址').textContent?.length ?? 0).toBeGreaterThan(4);
    await expect(term(info, '姓名').textContent).not.toBe('暂无');
    await expect(term(figures, '加入天数')).toHaveTextContent(/^\d+天$/);
    await expect(term(figures, '完成订单')).toHaveTextContent(/^\d+单$/);
    await expect(term(figures, '近30天收入(元)')).toHaveTextContent(/^[\d,]+\.\d{2}$/);
    await expect(term(figures, '近30天结算车辆')).toHaveTextContent(/^\d+辆$/);
    const [request] = await sentRequests(identityPath);
    await expect(JSON.stringify(request?.body)).toContain('100004');
    await expect(screen.getByRole('link', { name: '更换手机号' })).toBeVisible();
  },
};

/**
 * A driver who is neither partner nor promoter (§6) opens /i/main: why it is closed to him and the
 * way back to 我的 — not 暂无权限 and 重新登录 — and nothing of the homepage is asked.
 */
export const NotPartner: Story = {
  tags: ['state'],
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('个人主页仅对合伙人或推广员开放');
    await expect(within(alert).queryByRole('button', { name: '重新登录' })).toBeNull();
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '联系客服' })).toBeVisible();
    await expect(await sentRequests(figuresPath)).toHaveLength(0);
    // The state stays on screen for its baseline; the way back is a link to 我的.
    await expect(within(alert).getByRole('link', { name: '返回我的' })).toHaveAttribute(
      'href',
      '/i',
    );
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(figuresPath)] } },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('status', { name: '加载中…' })).toBeVisible();
    await expect(screen.queryByRole('region', { name: '个人信息' })).toBeNull();
  },
};

export const LoadError: Story = {
  tags: ['state'],
  parameters: {
    sandbox: { faults: [{ path: figuresPath, state: 500, msg: '结算服务暂不可用' }] },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('个人主页加载失败');
    await expect(alert).toHaveTextContent('结算服务暂不可用');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
    // Shown inline only: no toast or dialog beside it.
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const LoadErrorThenRetry: Story = {
  parameters: {
    sandbox: { faults: [{ path: figuresPath, state: 500, msg: '结算服务暂不可用', times: 1 }] },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(await screen.findByRole('region', { name: '我的数据' })).toBeVisible();
    await expect(await sentRequests(figuresPath)).toHaveLength(2);
  },
};

export const ChangePhoneEntry: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '更换手机号' }));
    await expectPath('/i/main/modify-mobile-phone-number/confirm-old-phone-number');
    // The home screen shows the same masked number until step 1 replaces it: wait for step 1.
    await expect(
      await screen.findByRole('heading', { name: '当前绑定的手机号' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(screen.getByLabelText('当前绑定的手机号 138****0004')).toBeVisible();
  },
};
