import { expect, test } from '@playwright/test';
import { account } from '../../src/lib/contract/account/auth';
import { injectFault, latestSmsCode, passwordLogin, resetSandbox } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a new driver logs in by SMS, lands on home, then logs out from 我的', async ({
  page,
  request,
}) => {
  const mobile = '13912345678';
  await page.goto('/');
  await expect(page).toHaveURL(/\/loginPwd/);

  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByRole('button', { name: /^(60|59)秒后重发$/ })).toBeDisabled();

  const code = await latestSmsCode(request, mobile);
  await page.getByLabel('短信验证码').fill(code);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByText('139****5678')).toBeVisible();
  await expect(page.getByText('未认证')).toBeVisible();

  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('button', { name: '我的' })
    .click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/loginPwd/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/loginPwd/);
});

test('an expired account (505001) sees the 登录过期 dialog and goes to login', async ({
  page,
  request,
}) => {
  await passwordLogin(page, '13800000002', 'Driver@123');
  await injectFault(request, {
    path: '/api/mdc/cuc/user/getUserDetail',
    state: 505001,
    msg: '账号已过期',
  });
  await page.reload();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('登录过期')).toBeVisible();
  await expect(dialog.getByText('您的账号已过期，请重新登录')).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/loginPwd/);
});

test('a refresh whose answer is lost in a dead spot keeps the driver logged in: the next check repeats it', async ({
  page,
  request,
}) => {
  // Access tokens for 1,000 s: the background check (every 20–30 s) refreshes from 100 s on.
  expect((await request.post('/__sandbox/config', { data: { accessTtlS: 1000 } })).ok()).toBe(true);
  await page.clock.install();
  await passwordLogin(page, '13800000002', 'Driver@123');
  const refreshPath = account.refreshToken.path;
  // The server rotates the pair, then the connection drops before the answer reaches the phone.
  await injectFault(request, { path: refreshPath, lostAnswer: true, network: true, times: 1 });

  /** The business state of each refresh the server answered, in order. */
  const states = async () => {
    const res = await request.get(`/__sandbox/requests?path=${refreshPath}`);
    return ((await res.json()) as { state: number }[]).map((r) => r.state);
  };
  for (let step = 0; step < 12 && (await states()).length < 2; step += 1) {
    await page.clock.runFor(15_000);
    await page.waitForTimeout(200);
  }
  // The lost one (the route ran: 200), then its repeat with the same refresh token: 200, not
  // 10000000003 and a logout.
  expect(await states()).toEqual([200, 200]);
  await page.reload();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByText('138****0002')).toBeVisible();
});
