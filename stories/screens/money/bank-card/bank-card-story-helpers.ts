/**
 * What the bank-card screen stories share: the page body, generous waits, the app's location, the
 * seeded cards of the certified driver (C0001 中国建设银行 withdrawal card, C0002 中国农业银行), the
 * add-card draft, and the alert the client shows for a server refusal.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BANK_DRAFT_KEY, type BankDraft } from '@/features/money/bank-card/bank-draft';
import { bankInfo } from '@/lib/contract/money/bank-card';
import { currentUrl } from '../../../support/router';

export const SLOW = { timeout: 15_000 };

export const listPath = bankInfo.listPage.path;
export const getPath = bankInfo.get.path;
export const addPath = bankInfo.add.path;
export const checkCardPath = bankInfo.checkCard.path;
export const unbindPath = bankInfo.unbind.path;
export const setRefundPath = bankInfo.setRefund.path;
export const entrustPath = bankInfo.checkEntrustAccount.path;

/** A Luhn-valid 中国工商银行 number nobody has bound, and the same with a wrong check digit. */
export const NEW_CARD = '6222020000000000117';
export const BAD_CHECK_DIGIT = '6222020000000000118';

export function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export type Body = ReturnType<typeof bodyOf>;

/** Waits until the app shows `pattern` (path and query). */
export async function expectUrl(pattern: RegExp): Promise<void> {
  await waitFor(() => expect(currentUrl()).toMatch(pattern), { timeout: 10_000 });
}

/** The draft as the add form leaves it (run in a story's beforeEach, after the session). */
export function seedDraft(patch: Partial<BankDraft> = {}): void {
  const draft: BankDraft = {
    bankName: '中国工商银行',
    employeeNo: '102100099996',
    cardNo: NEW_CARD,
    reservedMobile: '',
    agreed: true,
    ...patch,
  };
  sessionStorage.setItem(BANK_DRAFT_KEY, JSON.stringify(draft));
}

/** §8: a server refusal is an alert with its message and one 确定; optionally closed. */
export async function expectAlert(screen: Body, text: string, close = true): Promise<void> {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  await expect(within(dialog).getByText(text)).toBeVisible();
  if (!close) return;
  const button = within(dialog).getByRole('button', { name: '确定' });
  await waitFor(() => userEvent.click(button));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
}

/** A toast saying `text`. */
export async function expectToast(screen: Body, text: string): Promise<void> {
  await expect(
    await screen.findByText(text, { selector: '.adm-toast-main *' }, { timeout: 5000 }),
  ).toBeInTheDocument();
}

/** The card number box of the add form. */
export async function cardBox(screen: Body) {
  return screen.findByRole('textbox', { name: '卡号' }, SLOW);
}

/** Opens the popup, searches 工商 and picks 中国工商银行. */
export async function pickBank(screen: Body) {
  await userEvent.click(await screen.findByRole('button', { name: /开户银行/ }, SLOW));
  const popup = await screen.findByRole('dialog', { name: '选择银行' }, SLOW);
  await userEvent.type(within(popup).getByRole('searchbox'), '工商');
  await userEvent.click(await within(popup).findByRole('button', { name: /中国工商银行/ }, SLOW));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
}
