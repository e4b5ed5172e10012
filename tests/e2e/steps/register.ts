/** A phone the platform has never seen registers on /register with the SMS code and a password. */
import { expect, type Sim } from '../../../simulator/automation/fixture';
import { pathname } from './common';

export async function register(sim: Sim, mobile: string, password: string): Promise<void> {
  if ((await pathname(sim)) !== '/register') await sim.goto('/register');
  await expect(sim.h5.getByText('注册账号').first()).toBeVisible();
  await sim.h5.getByLabel('手机号').fill(mobile);
  await sim.h5.getByRole('button', { name: '发送验证码' }).click();
  // The code the sandbox "sent", read from its SMS inbox as a tester would.
  await sim.h5.getByLabel('短信验证码').fill(await sim.sandbox.latestCode(mobile));
  await sim.h5.getByLabel('密码', { exact: true }).fill(password);
  await sim.h5.getByLabel('确认密码', { exact: true }).fill(password);
  await sim.h5.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await sim.h5.getByRole('button', { name: '注册', exact: true }).click();
  await expect.poll(() => sim.h5Path(), { message: 'registered, the H5 is home' }).toBe('/');
}
