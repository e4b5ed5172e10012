import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BankCheckReserveNumberScreen } from '@/features/money/bank-card/screens/bank-check-reserve-number-screen';
import { setStoryClock } from '../../../support/clock';
import { latestSmsCode, sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  addPath,
  bodyOf,
  expectAlert,
  expectUrl,
  seedDraft,
  SLOW,
  type Body,
} from './bank-card-story-helpers';

const RESERVED = '13912345678';

const meta = {
  title: 'Screens/Money/BankCard/BankCheckReserveNumber',
  component: BankCheckReserveNumberScreen,
  parameters: { route: '/i/bank/checkReserveNumber?back=%2Fi', session: 'certifiedDriver' },
  beforeEach: async () => {
    await clearOverlays();
    seedDraft();
  },
} satisfies Meta<typeof BankCheckReserveNumberScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function mobileBox(screen: Body) {
  return screen.findByRole('textbox', { name: '银行预留手机号' }, SLOW);
}

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await mobileBox(screen)).toHaveValue('');
    await expect(screen.getByText('请输入办理该银行卡时预留的手机号')).toBeVisible();
    await expect(screen.getByRole('button', { name: '发送验证码' })).toBeEnabled();
  },
};

/** §5: a number that is not a mobile gets no code. */
export const MobileInvalid: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.type(await mobileBox(screen), '11912345678');
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByText('请输入正确的手机号')).toBeVisible();
    await expect(await sentRequests('sendSmByTemplate')).toHaveLength(0);
  },
};

/** A wrong code: the server's 验证码错误 in an alert; mobile and code stay (the clock stands still). */
export const CodeWrong: Story = {
  tags: ['state'],
  beforeEach: () => setStoryClock(),
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const mobile = await mobileBox(screen);
    await userEvent.type(mobile, RESERVED);
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await screen.findByRole('button', { name: /秒后重发/ }, SLOW);
    const sent = await latestSmsCode(RESERVED);
    const wrong = sent === '000000' ? '111111' : '000000';
    const code = screen.getByRole('textbox', { name: '短信验证码' });
    await userEvent.type(code, wrong);
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await expectAlert(screen, '验证码错误', false);
    await expect(mobile).toHaveValue(RESERVED);
    await expect(code).toHaveValue(wrong);
  },
};

/** The code's format is said before sending (§5 bank real-name code rules). */
export const CodeFormat: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.type(await mobileBox(screen), RESERVED);
    await userEvent.type(screen.getByRole('textbox', { name: '短信验证码' }), '123');
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await expect(await screen.findByText('短信验证码格式错误')).toBeVisible();
    await expect(await sentRequests(addPath)).toHaveLength(0);
  },
};

/** Bound: back to `back` (here the Me tab), the draft gone. */
export const BindGoesBack: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.type(await mobileBox(screen), RESERVED);
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await screen.findByRole('button', { name: /秒后重发/ }, SLOW);
    const code = await latestSmsCode(RESERVED);
    await userEvent.type(screen.getByRole('textbox', { name: '短信验证码' }), code);
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await expectUrl(/^\/i$/);
    await expect(sessionStorage.getItem('bank-card:addDraft')).toBeNull();
    const [added] = await sentRequests(addPath);
    await expect(added?.body).toMatchObject({ reservedMobile: RESERVED, code, agreed: true });
  },
};
