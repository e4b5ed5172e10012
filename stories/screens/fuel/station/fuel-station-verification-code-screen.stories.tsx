import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FuelStationVerificationCodeScreen } from '@/features/fuel/station/screens/fuel-station-verification-code-screen';
import { paths } from '@/lib/routing/paths';
import { latestSmsCode, sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog } from '../../../support/overlays';
import {
  bodyOf,
  CERTIFIED,
  expectUrl,
  keepDraft,
  NEAR,
  pushPath,
  SLOW,
} from './fuel-station-story-helpers';

const meta = {
  title: 'Screens/Fuel/Station/VerificationCode',
  component: FuelStationVerificationCodeScreen,
  parameters: {
    route: paths.fuelStationVerificationCode.to(),
    session: 'certifiedDriver',
    bridge: true,
  },
  beforeEach: async () => {
    await clearOverlays();
    await keepDraft(20_000);
  },
} satisfies Meta<typeof FuelStationVerificationCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const codeBox = (canvasElement: HTMLElement) =>
  bodyOf(canvasElement).findByLabelText('短信验证码', {}, SLOW);

async function typeSentCode(canvasElement: HTMLElement) {
  const screen = bodyOf(canvasElement);
  const box = await codeBox(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
  await screen.findByRole('button', { name: '60秒后重发' });
  const code = await latestSmsCode(CERTIFIED);
  await userEvent.type(box, code);
  return code;
}

/** The order: station, product, litres, ¥200.00 from the card; the code field and 确认支付. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(await codeBox(canvasElement)).toHaveValue('');
    const screen = bodyOf(canvasElement);
    const summary = within(screen.getByRole('region', { name: '订单信息' }));
    await expect(summary.getByText(NEAR.name)).toBeVisible();
    await expect(summary.getByText('200.00')).toBeVisible();
    await expect(screen.getByText('验证码将发送至 138****0002')).toBeVisible();
  },
};

/** A wrong code: the server's words, the code kept, no order. */
export const WrongCode: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const code = await typeSentCode(canvasElement);
    const wrong = code === '000000' ? '111111' : '000000';
    const box = await codeBox(canvasElement);
    await userEvent.clear(box);
    await userEvent.type(box, wrong);
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '确认支付' }));
    const dialog = await findDialog(canvasElement);
    await expect(await within(dialog).findByText(/验证码/)).toBeVisible();
    await expect(box).toHaveValue(wrong);
    await expectUrl(/^\/i\/fuel-station\/verification-code$/);
  },
};

export const NoDraft: Story = {
  tags: ['state'],
  beforeEach: async () => {
    await clearOverlays();
    sessionStorage.removeItem('fuel-order-draft');
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByText('加油订单已失效，请重新选择油站下单', {}, SLOW),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回油站列表' })).toBeVisible();
  },
};

/** Without a draft the way back leads to the stations. */
export const NoDraftBackToList: Story = {
  beforeEach: NoDraft.beforeEach,
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '返回油站列表' }, SLOW));
    await expectUrl(/^\/i\/fuel-station$/);
  },
};

/** A double tap on 确认支付 sends one push and makes one order. */
export const DoubleTap: Story = {
  play: async ({ canvasElement }) => {
    await typeSentCode(canvasElement);
    await userEvent.dblClick(bodyOf(canvasElement).getByRole('button', { name: '确认支付' }));
    await expectUrl(/^\/i\/fuel-balance\/order-detail\?orderNo=\w+&oilType=new$/);
    await expect(await sentRequests(pushPath)).toHaveLength(1);
  },
};
