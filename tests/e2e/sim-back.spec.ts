import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { loginWithPassword } from '../../simulator/automation/h5-actions';
import { recordToasts } from '../../simulator/automation/h5-observe';

const EXIT_HINT = '再按一次退出程序';
const closes = async (sim: Sim) =>
  (await sim.records()).filter((record) => record.kind === 'closeApp');

test('Android back: a page back, an open dialog closed, then 再按一次退出程序 and exit within 2 s', async ({
  sim,
  page,
}) => {
  await page.clock.install();
  await sim.open('/loginPwd');
  await sim.devicePreset('android-large');
  await loginWithPassword(sim, '13800000002');

  // A page back in the H5's history.
  await sim.h5.getByRole('link', { name: '企业货源' }).click();
  await expect.poll(() => sim.h5Path()).toBe('/supply/enterpriseindex');
  await sim.native.back();
  await expect.poll(() => sim.h5Path()).toBe('/');
  await sim.h5
    .getByRole('navigation', { name: '主导航' })
    .getByRole('button', { name: '我的' })
    .click();
  await expect.poll(() => sim.h5Path()).toBe('/i');
  const toasts = await recordToasts(sim);

  // An open dialog closes first; the page stays.
  await sim.h5.getByRole('button', { name: '退出登录' }).click();
  const confirm = sim.h5.getByRole('dialog', { name: '退出登录' });
  await expect(confirm).toBeVisible();
  await sim.native.back();
  await expect(confirm).toHaveCount(0);
  expect(await sim.h5Path()).toBe('/i');

  // At the root: the first back only warns.
  await sim.native.back();
  await expect(sim.h5.getByText(EXIT_HINT)).toBeVisible();
  expect(await closes(sim)).toEqual([]);

  // Too late for the second one (2 s): it warns again instead of closing.
  await page.clock.runFor(2_500);
  await sim.native.back();
  await expect.poll(toasts).toEqual([EXIT_HINT, EXIT_HINT]);
  expect(await closes(sim)).toEqual([]);

  // Within 2 s: the app closes.
  await sim.native.back();
  await expect.poll(() => closes(sim)).toHaveLength(1);
  expect(await sim.h5Path()).toBe('/i');
});
