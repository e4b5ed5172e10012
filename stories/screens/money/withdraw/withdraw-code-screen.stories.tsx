import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WithdrawCodeScreen } from '@/features/money/withdraw/screens/withdraw-code-screen';
import { requestState } from '@/lib/contract/common/request-state';
import {
  injectFault,
  latestSmsCode,
  sentRequests,
  type SandboxFault,
} from '../../../support/sandbox';
import { clearOverlays, findDialog } from '../../../support/overlays';
import {
  addPath,
  bodyOf,
  CERTIFIED,
  expectUrl,
  keepDraft,
  moneyOf,
  SLOW,
  WB1,
  WB3,
} from './withdraw-story-helpers';

const meta = {
  title: 'Screens/Money/Withdraw/WithdrawCode',
  component: WithdrawCodeScreen,
  parameters: { route: '/i/wallet/getverificationcode', session: 'certifiedDriver' },
  beforeEach: async () => {
    await clearOverlays();
    keepDraft([WB3.id], 20_000);
  },
} satisfies Meta<typeof WithdrawCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function codeBox(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByLabelText('短信验证码', {}, SLOW);
}

/** Sends the code and types what the SMS inbox got. */
async function typeSentCode(canvasElement: HTMLElement) {
  const screen = bodyOf(canvasElement);
  const box = await codeBox(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
  await screen.findByRole('button', { name: '60秒后重发' });
  const code = await latestSmsCode(CERTIFIED);
  await userEvent.type(box, code);
  return code;
}

const applied = async () =>
  (await moneyOf()).applications.filter((a) => a.state === 'applied').length;

/** The amount, the masked phone, the code field and 确认提现. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(await codeBox(canvasElement)).toHaveValue('');
    const screen = bodyOf(canvasElement);
    await expect(screen.getByText('验证码将发送至 138****0002')).toBeVisible();
    await expect(screen.getByText('200.00')).toBeVisible();
    await expect(screen.getByRole('button', { name: '确认提现' })).toBeEnabled();
  },
};

export const CodeRequired: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await codeBox(canvasElement);
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '确认提现' }));
    await expect(await bodyOf(canvasElement).findByText('请输入短信验证码')).toBeVisible();
    await expect(await sentRequests(addPath)).toHaveLength(0);
  },
};

export const CodeFormat: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await userEvent.type(await codeBox(canvasElement), '123');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '确认提现' }));
    await expect(await bodyOf(canvasElement).findByText('短信验证码格式错误')).toBeVisible();
  },
};

/** No draft (a new visit): back to choosing the waybills, with the reason. */
export const NoDraft: Story = {
  beforeEach: async () => {
    await clearOverlays();
    sessionStorage.removeItem('withdraw-draft');
  },
  play: async ({ canvasElement }) => {
    await expectUrl(/^\/i\/wallet\/balance-withdraw-deposit$/);
    await expect(
      await bodyOf(canvasElement).findByText('提现信息已失效，请重新选择运单', {}, SLOW),
    ).toBeVisible();
  },
};

/** A wrong code: the server's words in an alert, the code kept, nothing applied. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const code = await typeSentCode(canvasElement);
    const wrong = code === '000000' ? '111111' : '000000';
    const box = await codeBox(canvasElement);
    await userEvent.clear(box);
    await userEvent.type(box, wrong);
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    const alert = await findDialog(canvasElement);
    await expect(await within(alert).findByText(/验证码/)).toBeVisible();
    await expect(box).toHaveValue(wrong);
    await expectUrl(/^\/i\/wallet\/getverificationcode$/);
    await expect(await applied()).toBe(1);
  },
};

/** A double tap on 确认提现 sends one add request and makes one application. */
export const DoubleTap: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await typeSentCode(canvasElement);
    await userEvent.dblClick(screen.getByRole('button', { name: '确认提现' }));
    await expectUrl(/^\/i\/wallet\/withdraw-deposit-apply-success\?id=W\d+$/);
    await screen.findByRole('region', { name: '提现申请已提交' }, SLOW);
    const requests = (await sentRequests(addPath)).length;
    const applications = (await applied()) - 1;
    console.log(`withdraw double tap: requests ${requests}, applications ${applications}`);
    await expect(requests).toBe(1);
    await expect(applications).toBe(1);
  },
};

/**
 * The answer to add is lost (the connection drops after the server applied): the app asks
 * requestState/get with the same key and shows success; one add request, one application.
 */
export const LostAnswer: Story = {
  beforeEach: async () => {
    await clearOverlays();
    keepDraft([WB1.id], 30_000);
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await typeSentCode(canvasElement);
    await injectFault({
      path: addPath,
      lostAnswer: true,
      network: true,
      times: 1,
    } as SandboxFault);
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    await expectUrl(/^\/i\/wallet\/withdraw-deposit-apply-success\?id=W\d+$/);
    const done = await screen.findByRole('region', { name: '提现申请已提交' }, SLOW);
    await expect(within(done).getByText('300.00')).toBeVisible();
    const adds = await sentRequests(addPath);
    const asked = await sentRequests(requestState.get.path);
    const applications = (await applied()) - 1;
    console.log(
      `withdraw lost answer: requests ${adds.length}, state asks ${asked.length}, applications ${applications}`,
    );
    await expect(adds).toHaveLength(1);
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(1));
    await expect(asked[0]?.body).toMatchObject({ path: addPath });
    await expect(applications).toBe(1);
  },
};

/**
 * The answer to add is lost and the signal is gone, so the state cannot be asked either: 提现结果未知
 * and the code stays. The next tap — even with another code typed — asks requestState/get about
 * the first attempt's key and shows its application: one add request, one application.
 */
export const UnknownOutcomeThenAsked: Story = {
  beforeEach: async () => {
    await clearOverlays();
    keepDraft([WB1.id], 30_000);
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const code = await typeSentCode(canvasElement);
    await injectFault({ path: addPath, lostAnswer: true, network: true, times: 1 } as SandboxFault);
    await injectFault({ path: requestState.get.path, network: true, times: 1 } as SandboxFault);
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    const alert = await findDialog(canvasElement);
    await expect(within(alert).getByText('提现结果未知')).toBeVisible();
    await expect(
      within(alert).getByText(
        '网络异常，暂时无法确认结果。请勿重复操作，稍后再试将先查询本次操作的结果',
      ),
    ).toBeVisible();
    await waitFor(() => userEvent.click(within(alert).getByRole('button')));
    const box = await codeBox(canvasElement);
    await expect(box).toHaveValue(code);
    await expect((await applied()) - 1).toBe(1);

    const other = code === '000000' ? '111111' : '000000';
    await userEvent.clear(box);
    await userEvent.type(box, other);
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    await expectUrl(/^\/i\/wallet\/withdraw-deposit-apply-success\?id=W\d+$/);
    const done = await screen.findByRole('region', { name: '提现申请已提交' }, SLOW);
    await expect(within(done).getByText('300.00')).toBeVisible();
    const adds = await sentRequests(addPath);
    const asked = await sentRequests(requestState.get.path);
    await expect(adds).toHaveLength(1);
    await expect(asked.at(-1)?.body).toEqual({
      idempotencyKey: adds[0]?.headers?.['idempotency-key'],
      path: addPath,
    });
    await expect((await applied()) - 1).toBe(1);
  },
};
