import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BankAddScreen } from '@/features/money/bank-card/screens/bank-add-screen';
import type { SmsTemplate } from '@/lib/contract/common/sms';
import { bankContrast } from '@/lib/contract/money/bank-card';
import { latestSmsCode, sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import { clearOverlays } from '../../../support/overlays';
import {
  addPath,
  BAD_CHECK_DIGIT,
  bodyOf,
  checkCardPath,
  expectAlert,
  expectToast,
  expectUrl,
  NEW_CARD,
  SLOW,
  type Body,
} from './bank-card-story-helpers';

const meta = {
  title: 'Screens/Money/BankCard/BankAdd',
  component: BankAddScreen,
  parameters: { route: '/i/bank/add', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof BankAddScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchPath = bankContrast.search.path;
const BANK_CARD_TEMPLATE: SmsTemplate = 'bankCard';

async function cardBox(screen: Body) {
  return screen.findByRole('textbox', { name: '卡号' }, SLOW);
}

/** Opens the popup, searches 工商 and picks 中国工商银行. */
async function pickBank(screen: Body) {
  await userEvent.click(await screen.findByRole('button', { name: /开户银行/ }, SLOW));
  const popup = await screen.findByRole('dialog', { name: '选择银行' }, SLOW);
  await userEvent.type(within(popup).getByRole('searchbox'), '工商');
  await userEvent.click(await within(popup).findByRole('button', { name: /中国工商银行/ }, SLOW));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
}

/** The holder (the driver's real name, read-only), the bank to pick, the number. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await cardBox(screen)).toHaveValue('');
    const holder = screen.getByRole('textbox', { name: '持卡人' });
    await waitFor(() => expect(holder).not.toHaveValue(''), SLOW);
    await expect(holder).toHaveAttribute('readonly');
    await expect(screen.getByText('请选择开户银行')).toBeVisible();
    await expect(await cardBox(screen)).toHaveAttribute('inputmode', 'numeric');
  },
};

/** The number is grouped by 4 as typed; a wrong check digit is said before anything is sent. */
export const LuhnError: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const box = await cardBox(screen);
    await pickBank(screen);
    await userEvent.type(box, BAD_CHECK_DIGIT);
    await expect(box).toHaveValue('6222 0200 0000 0000 118');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('卡号校验失败，请核对')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveValue('6222 0200 0000 0000 118');
    await expect(await sentRequests(checkCardPath)).toHaveLength(0);
  },
};

/** Nothing chosen, nothing typed: both said inline. */
export const Required: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await cardBox(screen);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('请输入银行卡号')).toBeVisible();
    await expect(screen.getAllByText('请选择开户银行')).toHaveLength(2);
  },
};

/** The popup slides in from the right and lists the banks matching 银行 after 500 ms. */
export const BankSearchResults: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: /开户银行/ }, SLOW));
    const popup = await screen.findByRole('dialog', { name: '选择银行' }, SLOW);
    await userEvent.type(within(popup).getByRole('searchbox'), '建设');
    await expect(
      await within(popup).findByRole('button', { name: /中国建设银行/ }, SLOW),
    ).toBeVisible();
    const asked = (await sentRequests(searchPath)).map((r) => r.body);
    await expect(asked).toEqual([{ bankNameShort: '建设' }]);
  },
};

/** A 16-digit 4/5 number passes the phone's check; the server refuses it in its own words. */
export const CreditCardRefused: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const box = await cardBox(screen);
    await pickBank(screen);
    await userEvent.type(box, '4111111111111111');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectAlert(screen, '暂不支持信用卡');
    await expect(box).toHaveValue('4111 1111 1111 1111');
    await expectUrl(/^\/i\/bank\/add$/);
  },
};

/**
 * The whole way: bank search → number → the confirmation (whole number) → the agreement (5 s) →
 * reserved mobile and its SMS code → bound; the list shows the new card masked.
 */
export const AddCardJourney: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const box = await cardBox(screen);
    await pickBank(screen);
    await userEvent.type(box, NEW_CARD);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectUrl(/^\/i\/bank\/info$/);
    const info = await screen.findByRole('region', { name: '请核对银行卡信息' }, SLOW);
    await expect(within(info).getByText('6222 0200 0000 0000 117')).toBeVisible();
    await expect(within(info).getByText('中国工商银行')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '确认无误' }));
    await expectUrl(/^\/i\/bank\/contract$/);
    const agree = await screen.findByRole('button', { name: /同意并继续/ }, SLOW);
    await waitFor(() => expect(agree).toBeEnabled(), { timeout: 8000 });
    await userEvent.click(agree);
    await expectUrl(/^\/i\/bank\/checkReserveNumber$/);
    const mobile = await screen.findByRole('textbox', { name: '银行预留手机号' }, SLOW);
    await userEvent.type(mobile, SEEDED.certifiedDriver);
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByRole('button', { name: /秒后重发/ }, SLOW)).toBeDisabled();
    const code = await latestSmsCode(SEEDED.certifiedDriver);
    await userEvent.type(screen.getByRole('textbox', { name: '短信验证码' }), code);
    await userEvent.dblClick(screen.getByRole('button', { name: '确认绑定' }));
    await expectToast(screen, '绑定成功');
    await expectUrl(/^\/i\/bank\/list$/);
    const list = await screen.findByRole('region', { name: '我的银行卡' }, SLOW);
    await within(list).findByText('没有更多数据了', {}, SLOW);
    await expect(within(list).getByText('6222 **** **** 0117')).toBeVisible();
    await expect(list).not.toHaveTextContent(NEW_CARD);

    const [checked] = await sentRequests(checkCardPath);
    await expect(checked?.body).toEqual({ cardNo: NEW_CARD });
    const added = await sentRequests(addPath);
    await expect(added).toHaveLength(1);
    await expect(added[0]?.body).toEqual({
      bankName: '中国工商银行',
      employeeNo: expect.any(String),
      cardNo: NEW_CARD,
      reservedMobile: SEEDED.certifiedDriver,
      code,
      agreed: true,
    });
    await expect(added[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const sms = (await sentRequests('sendSmByTemplate')).map((r) => r.body);
    await expect(sms).toEqual([{ mobile: SEEDED.certifiedDriver, template: BANK_CARD_TEMPLATE }]);
    await expect(sessionStorage.getItem('bank-card:addDraft')).toBeNull();
  },
};
