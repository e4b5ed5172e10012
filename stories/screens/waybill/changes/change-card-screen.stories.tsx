import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChangeCardScreen } from '@/features/waybill/changes/screens/change-card-screen';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { currentUrl, expectPath } from '../../../support/router';
import { latestSmsCode, sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  bodyOf,
  DRIVER_NAME,
  OTHER_CAPTAIN,
  pickBank,
  SLOW,
} from './waybill-changes-story-helpers';
import { expectWaybillNotYours } from '../../../support/read-problem';
import { loadingState } from '../../../support/loading-state';

const billPath = waybillAfterSales.getCaptainChangeBillId.path;
const choosePath = waybillAfterSales.modifyBillCaptain.path;
const signPath = waybillAfterSales.verifySmsAndSign.path;
const accountPath = waybillAfterSales.upWaybillAccount.path;

const meta = {
  title: 'Screens/Waybill/Changes/ChangeCard',
  component: ChangeCardScreen,
  parameters: { route: '/waybill/changeCard?id=WB0007', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ChangeCardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const screen = bodyOf(canvasElement);
  await screen.findByRole('region', { name: '更换车队长' }, SLOW);
  await screen.findByText('平台默认收款账户', {}, SLOW);
  return screen;
}

function accountCard(screen: ReturnType<typeof bodyOf>) {
  return within(screen.getByRole('region', { name: '运费收款账户' }));
}

/** WB0007 in transit: find the new captain, the code, and the payee (the platform's default). */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const captain = within(screen.getByRole('region', { name: '更换车队长' }));
    await expect(captain.getByLabelText('新车队长手机号')).toHaveValue('');
    await expect(captain.getByRole('button', { name: '查找' })).toBeEnabled();
    await expect(captain.getByRole('button', { name: '发送验证码' })).toBeEnabled();
    await expect(captain.getByRole('button', { name: '确认更换' })).toBeEnabled();
    await expect(accountCard(screen).getByLabelText('银行卡号')).toHaveValue('');
  },
};

export const Loading: Story = loadingState(billPath);

/** WB0008 is unloaded: the server's words, no form, the way back. */
export const Unloaded: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/changeCard?id=WB0008' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('运单已卸货，不能更换车队长', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回运单' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '确认更换' })).toBeNull();
  },
};

export const LoadError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: billPath, state: 500, msg: '服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveAttribute('data-problem', 'failed');
    await expect(alert).toHaveTextContent('车队长变更单加载失败');
    await expect(alert).toHaveTextContent('服务繁忙');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '联系客服' })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: '返回运单列表' })).toBeVisible();
  },
};

/** A card number of 15 digits: 请输入正确的银行卡号, nothing sent, what was typed stays. */
export const BadCardNumber: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const card = accountCard(screen);
    await userEvent.type(card.getByLabelText('收款人'), DRIVER_NAME);
    await pickBank(screen, '农业', '中国农业银行');
    await userEvent.type(card.getByLabelText('银行卡号'), '622848001234567');
    await userEvent.click(card.getByRole('button', { name: '保存收款账户' }));
    await expect(await card.findByText('请输入正确的银行卡号')).toBeVisible();
    await expect(card.getByLabelText('银行卡号')).toHaveValue('622848001234567');
    await expect(await sentRequests(accountPath)).toHaveLength(0);
  },
};

/** No bank chosen: 请选择开户银行, and nothing is sent. */
export const BankRequired: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const card = accountCard(screen);
    await userEvent.type(card.getByLabelText('收款人'), DRIVER_NAME);
    await userEvent.type(card.getByLabelText('银行卡号'), '6228480012345678');
    await userEvent.click(card.getByRole('button', { name: '保存收款账户' }));
    await expect(await card.findByText('请选择开户银行')).toBeVisible();
    await expect(await sentRequests(accountPath)).toHaveLength(0);
  },
};

/** Code asked before a captain is found: 请先选择新的车队长, nothing sent. */
export const CaptainFirst: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByText('请先选择新的车队长')).toBeVisible();
    await expect(await sentRequests(choosePath)).toHaveLength(0);
  },
};

/** A mobile of no certified captain: said under the field; the code cannot be asked for. */
export const CaptainNotFound: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.type(screen.getByLabelText('新车队长手机号'), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '查找' }));
    await expect(await screen.findByText('未找到已实名认证的车队长')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByText('请先选择新的车队长')).toBeVisible();
    await expect(await sentRequests(choosePath)).toHaveLength(0);
  },
};

/** A wrong code is refused in the server's words; the right one signs the change. */
export const WrongThenRightCode: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const captain = within(screen.getByRole('region', { name: '更换车队长' }));
    await userEvent.type(captain.getByLabelText('新车队长手机号'), OTHER_CAPTAIN.mobile);
    await userEvent.click(captain.getByRole('button', { name: '查找' }));
    await expect(await captain.findByText(new RegExp(OTHER_CAPTAIN.identity!.name!))).toBeVisible();
    await userEvent.click(captain.getByRole('button', { name: '发送验证码' }));
    await expect(await captain.findByText('验证码将发送至 138****0002')).toBeVisible();
    const [chosen] = await sentRequests(choosePath);
    await expect(chosen?.body).toEqual({
      billId: expect.stringMatching(/^CC/),
      captainId: OTHER_CAPTAIN.appUserId,
    });
    const code = await latestSmsCode(SEEDED.certifiedDriver);
    const codeField = captain.getByLabelText('短信验证码');
    await userEvent.type(codeField, code === '000000' ? '111111' : '000000');
    await userEvent.click(captain.getByRole('button', { name: '确认更换' }));
    const alert = await findDialog(canvasElement);
    await expect(within(alert).getByText('验证码错误')).toBeVisible();
    await tapDialogButton(alert, '确定');
    await userEvent.clear(codeField);
    await userEvent.type(codeField, code);
    await userEvent.click(captain.getByRole('button', { name: '确认更换' }));
    const signed = await screen.findByRole('status', { name: '车队长变更已生效' }, SLOW);
    await expect(within(signed).getByText(new RegExp(OTHER_CAPTAIN.identity!.name!))).toBeVisible();
    const sent = await sentRequests(signPath);
    await expect(sent).toHaveLength(2);
    // Query-encoded: the log decodes the query string into the body.
    await expect(sent[1]?.body).toEqual({ billId: expect.stringMatching(/^CC/), code });
  },
};

/** The payee: a bad card refused before sending, a good one saved and shown masked. */
export const SavesPayeeAccount: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const card = accountCard(screen);
    await userEvent.type(card.getByLabelText('收款人'), DRIVER_NAME);
    await pickBank(screen, '农业', '中国农业银行');
    const cardNo = card.getByLabelText('银行卡号');
    await userEvent.type(cardNo, '6228 4800 1234');
    await userEvent.click(card.getByRole('button', { name: '保存收款账户' }));
    await expect(await card.findByText('请输入正确的银行卡号')).toBeVisible();
    await userEvent.type(cardNo, ' 5678 901');
    await waitFor(() => expect(card.queryByText('请输入正确的银行卡号')).toBeNull());
    await userEvent.dblClick(card.getByRole('button', { name: '保存收款账户' }));
    await expect(await card.findByText('6228 **** **** 8901', {}, SLOW)).toBeVisible();
    const sent = await sentRequests(accountPath);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toEqual({
      waybillId: 'WB0007',
      accountName: DRIVER_NAME,
      bankName: '中国农业银行',
      cardNo: '6228480012345678901',
    });
  },
};

/** A payee who is neither the driver nor his captain: the server's words; what was typed stays. */
export const RefusedPayeeName: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const card = accountCard(screen);
    await userEvent.type(card.getByLabelText('收款人'), '张三');
    await pickBank(screen, '农业', '中国农业银行');
    await userEvent.type(card.getByLabelText('银行卡号'), '6228480012345678');
    await userEvent.click(card.getByRole('button', { name: '保存收款账户' }));
    const alert = await findDialog(canvasElement);
    await expect(within(alert).getByText('收款人须为司机本人或其车队长')).toBeVisible();
    await tapDialogButton(alert, '确定');
    await expect(card.getByLabelText('收款人')).toHaveValue('张三');
    await expect(card.getByLabelText('银行卡号')).toHaveValue('6228480012345678');
    await expect(card.getByText('平台默认收款账户')).toBeVisible();
  },
};

/** The payee account can also be one of the collection accounts: the link opens the choice for this waybill. */
export const ChooseFromCollectionAccounts: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(accountCard(screen).getByRole('link', { name: /从收款账户中选择/ }));
    await expectPath('/collectionaccount/orderAdd');
    await expect(currentUrl()).toBe('/collectionaccount/orderAdd?waybillId=WB0007');
  },
};

/** Another driver's waybill (WB0006): 不是您的运单 with 联系客服 and 返回运单列表, no 重试. */
export const NotYours: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/changeCard?id=WB0006' },
  play: ({ canvasElement }) => expectWaybillNotYours(canvasElement),
};
