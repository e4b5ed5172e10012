/**
 * What the login-journey stories share: the whole page as a person sees it (toasts render in
 * body), and the tester's side of the sandbox that stories/support does not wrap (its config,
 * captcha and per-template SMS inbox).
 */
import { Toast } from 'antd-mobile';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { latestSmsCode } from '../../../support/sandbox';

/**
 * The page as a person sees it (toasts render in body), once any toast left over from an earlier
 * story has finished closing: a half-faded toast would fail this story's contrast check.
 */
export async function page(canvasElement: HTMLElement) {
  const body = canvasElement.ownerDocument.body;
  Toast.clear();
  await waitFor(() => expect(body.querySelector('.adm-toast-mask')).toBeNull(), { timeout: 3000 });
  return within(body);
}

export type Page = Awaited<ReturnType<typeof page>>;

function opacityOf(element: Element | null): number {
  let opacity = 1;
  for (let el = element; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
  return opacity;
}

/** A toast saying `text`, waited for until it has faded in (as a person would read it). */
export async function expectToast(screen: Page, text: string): Promise<HTMLElement> {
  const toast = await screen.findByText(text, { selector: '.adm-toast-main *' }, { timeout: 5000 });
  await waitFor(() => expect(opacityOf(toast)).toBe(1), { timeout: 3000 });
  return toast;
}

/**
 * §8: a failed server state is an alert — the server's message and one 确定 button. Checks it, then
 * closes it as a person would, so the screen (and what they typed) is usable again.
 */
export async function expectAlert(screen: Page, text: string): Promise<void> {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await expect(within(dialog).getByText(text)).toBeVisible();
  // Shown once: the alert only, never a toast of the same error beside it.
  await expect(screen.getAllByText(text)).toHaveLength(1);
  const buttons = within(dialog).getAllByRole('button');
  await expect(buttons.map((button) => button.textContent?.replace(/\s/g, ''))).toEqual(['确定']);
  await waitFor(() => userEvent.click(buttons[0]!));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
}

/** Waits until every toast has closed (success toasts last 2 s). */
export async function toastsGone(screen: Page): Promise<void> {
  await waitFor(
    () => expect(screen.queryAllByText(/./, { selector: '.adm-toast-main *' })).toHaveLength(0),
    {
      timeout: 6000,
    },
  );
}

async function control<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/__sandbox/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`sandbox control ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** e.g. `{ faceUrlMode: 'direct' }` (MSW cannot answer the provider page's navigation) or `{ faceResult: 'failure' }`. */
export function sandboxConfig(patch: Record<string, unknown>): Promise<unknown> {
  return control('config', { method: 'POST', body: JSON.stringify(patch) });
}

/** The code of the graphic captcha on screen, as a person reads it off the picture. */
export async function captchaOnScreen(): Promise<string> {
  return (await control<{ code: string }>('captcha/latest')).code;
}

/** The last code a flow's SMS template sent to a phone. */
export async function smsCode(mobile: string, template: string): Promise<string> {
  const query = new URLSearchParams({ mobile, template });
  return (await control<{ code: string }>(`sms/latest?${query.toString()}`)).code;
}

/** A code that is certainly not `code` (same length, every digit changed). */
export function wrongCode(code: string): string {
  return [...code].map((d) => String((Number(d) + 1) % 10)).join('');
}

/** A session token pair for a phone, as the native side would hand it over. */
export function quickLogin(mobile: string): Promise<{ at: string; rt: string }> {
  return control('quick-login', { method: 'POST', body: JSON.stringify({ mobile }) });
}

/** The login stories' new driver, and the consent box's name. */
export const NEW_PHONE = '13900001111';
export const CONSENT = '我已阅读并同意《用户协议》和《隐私政策》';

/** Types the phone, taps 发送验证码 and returns the code the sandbox sent. */
export async function typePhoneAndGetCode(screen: Page, phone: string): Promise<string> {
  await userEvent.type(await screen.findByLabelText('手机号'), phone);
  await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
  await expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
  return latestSmsCode(phone);
}
