import type { FaultSpec } from '../../simulator/sandbox/faults';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The last SMS code the sandbox "sent" to a phone, read from its inbox as a tester would. */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const res = await request.get(`/__sandbox/sms/latest?mobile=${mobile}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { code?: string; data?: { code?: string } };
  const code = body.code ?? body.data?.code;
  if (!code) throw new Error(`no SMS was sent to ${mobile}`);
  return code;
}

export async function resetSandbox(request: APIRequestContext): Promise<void> {
  // A plain reset keeps the scenario an earlier test switched to: start every test from the default.
  const res = await request.post('/__sandbox/reset', { data: { scenario: 'newDriver' } });
  expect(res.ok()).toBe(true);
}

export async function injectFault(request: APIRequestContext, fault: FaultSpec): Promise<void> {
  expect((await request.post('/__sandbox/fault', { data: fault })).ok()).toBe(true);
}

export async function passwordLogin(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto('/loginPwd');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}
