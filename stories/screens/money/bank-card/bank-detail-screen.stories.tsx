import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BankDetailScreen } from '@/features/money/bank-card/screens/bank-detail-screen';
import { sentRequests } from '../../../support/sandbox';
import { SEEDED, SEEDED_PASSWORD } from '../../../support/session';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  expectToast,
  expectUrl,
  getPath,
  setRefundPath,
  SLOW,
  unbindPath,
} from './bank-card-story-helpers';
import { loadingState } from '../../../support/loading-state';

const meta = {
  title: 'Screens/Money/BankCard/BankDetail',
  component: BankDetailScreen,
  parameters: { route: '/i/bank/detail?id=C0002', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof BankDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function facts(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByRole('region', { name: '银行卡信息' }, SLOW);
}

const maskedMobile = `${SEEDED.certifiedDriver.slice(0, 3)}****${SEEDED.certifiedDriver.slice(7)}`;

/** The second card: masked number, holder, masked reserved mobile, bind time, both actions. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const region = await facts(canvasElement);
    await expect(within(region).getByText('中国农业银行')).toBeVisible();
    await expect(within(region).getByText(/^6228 \*{4} \*{4} \d{4}$/)).toBeVisible();
    await expect(within(region).getByText(maskedMobile)).toBeVisible();
    await expect(within(region).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    const screen = bodyOf(canvasElement);
    await expect(screen.getByRole('link', { name: '设为提现卡' })).toHaveAttribute(
      'href',
      '/i/bank/checkPassword?id=C0002&action=refund',
    );
    await expect(screen.getByRole('link', { name: '解除绑定' })).toHaveAttribute(
      'href',
      '/i/bank/checkPassword?id=C0002&action=unbind',
    );
    const [read] = await sentRequests(getPath);
    await expect(read?.body).toEqual({ id: 'C0002' });
  },
};

/** The withdrawal card: 提现卡 on its face, no 设为提现卡. */
export const WithdrawalCard: Story = {
  tags: ['state'],
  parameters: { route: '/i/bank/detail?id=C0001' },
  play: async ({ canvasElement }) => {
    const region = await facts(canvasElement);
    await expect(within(region).getByText('提现将转入此卡')).toBeVisible();
    const screen = bodyOf(canvasElement);
    await expect(screen.getByText('提现卡')).toBeVisible();
    await expect(screen.queryByRole('link', { name: '设为提现卡' })).toBeNull();
  },
};

export const Loading: Story = loadingState(getPath);

/** An unknown card: 银行卡不存在 with the way back to the cards, no 重试. */
export const NotFound: Story = {
  tags: ['state'],
  parameters: { route: '/i/bank/detail?id=C9999' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('银行卡不存在', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回银行卡列表' })).toHaveAttribute(
      'href',
      '/i/bank/list',
    );
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** 设为提现卡 → the password → a toast and the list with this card first, tagged 提现卡. */
export const SetAsWithdrawalCard: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '设为提现卡' }, SLOW));
    await expectUrl(/^\/i\/bank\/checkPassword\?id=C0002&action=refund$/);
    await userEvent.type(await screen.findByLabelText('登录密码', {}, SLOW), SEEDED_PASSWORD);
    await userEvent.dblClick(screen.getByRole('button', { name: '设为提现卡' }));
    await expectToast(screen, '已设为提现卡');
    await expectUrl(/^\/i\/bank\/list$/);
    const list = await screen.findByRole('region', { name: '我的银行卡' }, SLOW);
    await within(list).findByText('没有更多数据了', {}, SLOW);
    const links = within(list).getAllByRole('link');
    await expect(links[0]).toHaveTextContent('中国农业银行');
    await expect(links[0]).toHaveTextContent('提现卡');
    await expect(links[1]).not.toHaveTextContent('提现卡');
    const sent = await sentRequests(setRefundPath);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toEqual({ id: 'C0002', password: SEEDED_PASSWORD });
    await expect(sent[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  },
};

/** 解除绑定 → the password → a toast and the list without the card. */
export const UnbindWithPassword: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '解除绑定' }, SLOW));
    await expectUrl(/^\/i\/bank\/checkPassword\?id=C0002&action=unbind$/);
    await userEvent.type(await screen.findByLabelText('登录密码', {}, SLOW), SEEDED_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    await expectToast(screen, '解绑成功');
    await expectUrl(/^\/i\/bank\/list$/);
    const list = await screen.findByRole('region', { name: '我的银行卡' }, SLOW);
    await within(list).findByText('没有更多数据了', {}, SLOW);
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveTextContent('中国建设银行');
    const sent = await sentRequests(unbindPath);
    await expect(sent.map((r) => r.body)).toEqual([{ id: 'C0002', password: SEEDED_PASSWORD }]);
  },
};
