import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { loginWithPassword } from '../../simulator/automation/h5-actions';

const DENIED_TEXT = '你的相机权限未开启,请前往 设置->权限管理 打开相机权限';

const dialog = (sim: Sim, title: string) => sim.h5.getByRole('dialog', { name: title });
const scanTab = (sim: Sim) =>
  sim.h5.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '扫一扫' });

test.beforeEach(async ({ sim }) => {
  await sim.open('/loginPwd');
  await loginWithPassword(sim, '13800000002');
});

test('camera refused: 相机权限获取提醒 first, then 温馨提示; refused for good: 温馨提示 at once', async ({
  sim,
}) => {
  await sim.permissions.set('camera', 'prompt');
  await sim.permissions.onPrompt('camera', 'deny');

  await scanTab(sim).click();
  const explain = dialog(sim, '相机权限获取提醒');
  await expect(explain).toBeVisible();
  await explain.getByRole('button', { name: '去授权' }).click();

  const denied = dialog(sim, '温馨提示');
  await expect(denied.getByText(DENIED_TEXT)).toBeVisible();
  await expect(explain).toBeHidden();
  await denied.getByRole('button', { name: '取消' }).click();
  await expect(denied).toBeHidden();
  expect(await sim.h5Path()).toBe('/');
  expect(await sim.timeline({ method: 'scanQr' })).toHaveLength(0);

  // Denied in the system settings: no explanation any more, straight to 温馨提示, whose 去设置
  // opens the app's permission settings.
  await sim.permissions.set('camera', 'denied');
  await scanTab(sim).click();
  await expect(denied.getByText(DENIED_TEXT)).toBeVisible();
  await expect(explain).toHaveCount(0);
  await denied.getByRole('button', { name: '去设置' }).click();
  await expect(denied).toBeHidden();
  await expect
    .poll(async () => (await sim.records()).filter((r) => r.kind === 'openSettings'))
    .toEqual([expect.objectContaining({ params: { kind: 'camera' } })]);
  expect(await sim.h5Path()).toBe('/');
});

test('camera granted: the scanner opens and a QR text that names a screen opens it', async ({
  sim,
}) => {
  await sim.permissions.set('camera', 'prompt');
  await sim.permissions.onPrompt('camera', 'grant');
  await sim.qr.text('/i/about/aboutus');

  await scanTab(sim).click();
  await dialog(sim, '相机权限获取提醒').getByRole('button', { name: '去授权' }).click();
  await expect.poll(() => sim.h5Path()).toBe('/i/about/aboutus');
  await expect(sim.h5.getByText('关于我们').first()).toBeVisible();
  const [scan] = await sim.timeline({ method: 'scanQr' });
  expect(scan).toMatchObject({
    params: { source: 'camera' },
    status: 'answered',
    result: { text: '/i/about/aboutus' },
  });

  // Remembered for ~30 days: the next scan asks nothing.
  await sim.goto('/');
  await sim.qr.text('https://example.com/waybill/42');
  await scanTab(sim).click();
  await expect.poll(() => sim.h5Path()).toBe('/home/qrcode');
  await expect(sim.h5.getByText('https://example.com/waybill/42')).toBeVisible();
  await expect(dialog(sim, '相机权限获取提醒')).toHaveCount(0);
  await sim.h5.getByRole('button', { name: '打开链接' }).click();
  await expect
    .poll(async () => (await sim.records()).filter((r) => r.kind === 'openBrowser'))
    .toEqual([expect.objectContaining({ params: { url: 'https://example.com/waybill/42' } })]);

  // Plain text can be copied.
  await sim.qr.text('粤B12345');
  await sim.h5.getByRole('button', { name: '重新扫描' }).click();
  await expect(sim.h5.getByRole('heading', { name: '扫描结果' })).toBeVisible();
  await expect(sim.h5.getByText('粤B12345')).toBeVisible();
});

test('an image QR code is decoded for real (jsqr) and its path opens', async ({ sim }) => {
  await sim.qr.image('qr');
  await scanTab(sim).click();
  await expect.poll(() => sim.h5Path()).toBe('/i/about/aboutus');
  const [scan] = await sim.timeline({ method: 'scanQr' });
  expect(scan).toMatchObject({ status: 'answered', result: { text: '/i/about/aboutus' } });
  expect((await sim.state()).qr.mode).toBe('image');
});
