import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BankCheckEntrustNumberScreen } from '@/features/money/bank-card/screens/bank-check-entrust-number-screen';
import { bankInfo } from '@/lib/contract/money/bank-card';
import { http } from '@/lib/http/client';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, entrustPath, NEW_CARD, SLOW, type Body } from './bank-card-story-helpers';

const meta = {
  title: 'Screens/Money/BankCard/BankCheckEntrustNumber',
  component: BankCheckEntrustNumberScreen,
  parameters: { route: '/i/bank/checkEntrustNumber', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof BankCheckEntrustNumberScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(screen: Body, name: string, cardNo: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: '户名' }, SLOW), name);
  await userEvent.type(screen.getByRole('textbox', { name: '卡号' }), cardNo);
  await userEvent.click(screen.getByRole('button', { name: '校验' }));
}

/** A seeded person's real name (the certified driver's, as his card says). */
async function knownName(): Promise<string> {
  const page = await http.call(bankInfo.listPage, { pageIndex: 1, pageSize: 20 });
  return page.rows[0]!.holderName;
}

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('textbox', { name: '户名' }, SLOW)).toHaveValue('');
    await expect(
      screen.getByText('受托账户为他人名下的账户，需向银行核验户名与卡号'),
    ).toBeVisible();
  },
};

export const Required: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await screen.findByRole('textbox', { name: '户名' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: '校验' }));
    await expect(await screen.findByText('请输入账户户名')).toBeVisible();
    await expect(screen.getByText('请输入银行卡号')).toBeVisible();
    await expect(await sentRequests(entrustPath)).toHaveLength(0);
  },
};

export const Matched: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const name = await knownName();
    await fill(screen, name, NEW_CARD);
    const result = await screen.findByRole('status', { name: '校验结果' }, SLOW);
    await expect(within(result).getByText('校验通过')).toBeVisible();
    await expect(within(result).getByText('账户信息一致，校验通过')).toBeVisible();
    const [sent] = await sentRequests(entrustPath);
    await expect(sent?.body).toEqual({ cardNo: NEW_CARD, accountName: name });
  },
};

export const NotMatched: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await fill(screen, '无此人', NEW_CARD);
    const result = await screen.findByRole('status', { name: '校验结果' }, SLOW);
    await expect(within(result).getByText('校验未通过')).toBeVisible();
    await expect(within(result).getByText('户名与卡号不一致，请核对后重试')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: '户名' })).toHaveValue('无此人');
  },
};
