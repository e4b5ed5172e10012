/**
 * Adding a bank card: a journey over the four screens of /i/bank (add → info → contract →
 * checkReserveNumber) back to the card list (each screen's looks are in stories/screens/money/bank-card).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SmsTemplate } from '@/lib/contract/common/sms';
import { latestSmsCode, sentRequests } from '../support/sandbox';
import { SEEDED } from '../support/session';
import { clearOverlays } from '../support/overlays';
import {
  addPath,
  bodyOf,
  cardBox,
  checkCardPath,
  expectToast,
  expectUrl,
  NEW_CARD,
  pickBank,
  SLOW,
} from '../screens/money/bank-card/bank-card-story-helpers';

const BANK_CARD_TEMPLATE: SmsTemplate = 'bankCard';

const meta = {
  title: 'Flows/Money/AddBankCard',
  parameters: { route: '/i/bank/add', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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
