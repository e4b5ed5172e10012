import { expect, test } from '@playwright/test';
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
