import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { touchScreen } from './touch';

const DOWNLOAD_URL = 'https://example.com/driver-9.9.9.apk';

function publish(sim: Sim, publishVersion: string, isUpdate: '0' | '1') {
  return sim.sandbox.config({
    version: {
      publishVersion,
      isUpdate,
      publicshContext: '1. 运单列表更快\n2. 修复已知问题',
      downloadAddress: DOWNLOAD_URL,
    },
  });
}

const prompt = (sim: Sim) => sim.h5.getByRole('dialog', { name: '发现新版本' });
const downloads = async (sim: Sim) =>
  (await sim.records()).filter((record) => record.kind === 'downloadApp');

/** The H5's clock reading at the driver's last tap (set up before the tap). */
async function watchTaps(sim: Sim): Promise<() => Promise<number>> {
  const frame = await sim.h5Frame();
  await frame.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        (window as Window & { __lastTapAt?: number }).__lastTapAt = Date.now();
      },
      true,
    );
  });
  return () => frame.evaluate(() => (window as Window & { __lastTapAt?: number }).__lastTapAt!);
}

test('an optional update offers 立即更新 and 下次再说; 下次再说 closes it', async ({ sim }) => {
  await publish(sim, '9.9.9', '0');
  await sim.open('/login');
  // No tap: the check starts by itself once the page has been quiet a few seconds.

  await expect(prompt(sim)).toBeVisible();
  await expect(prompt(sim).getByText('版本号：V9.9.9')).toBeVisible();
  await expect(prompt(sim).getByText(/运单列表更快/)).toBeVisible();
  await expect(prompt(sim).getByRole('button', { name: '立即更新' })).toBeVisible();
  await prompt(sim).getByRole('button', { name: '下次再说' }).click();
  await expect(prompt(sim)).toHaveCount(0);
  expect(await downloads(sim)).toEqual([]);
  await expect(sim.h5.getByLabel('手机号')).toBeEditable();
});

test('a forced update has no 下次再说; 立即更新 downloads after 1.5 s on Android', async ({
  sim,
}) => {
  await publish(sim, '9.9.9', '1');
  await sim.open('/login');
  await sim.devicePreset('android-large');
  await sim.reloadH5();
  await touchScreen(sim);

  await expect(prompt(sim)).toBeVisible();
  await expect(prompt(sim).getByText('当前版本需要更新后才能继续使用')).toBeVisible();
  await expect(prompt(sim).getByRole('button', { name: '下次再说' })).toHaveCount(0);
  const [query] = await sim.sandbox.requests('versionPublish/getNowPublishVersion');
  expect(query!.body).toMatchObject({ operatingSystem: 1 });

  const tappedAt = await watchTaps(sim);
  await prompt(sim).getByRole('button', { name: '立即更新' }).click();
  await expect(sim.h5.getByText('正在下载新版本…')).toBeVisible();
  await expect.poll(() => downloads(sim)).toHaveLength(1);
  const [download] = await downloads(sim);
  expect(download!.params).toEqual({ url: DOWNLOAD_URL });
  expect(download!.time - (await tappedAt())).toBeGreaterThanOrEqual(1_500);
  // Forced: the prompt stays until the driver has really updated.
  await expect(prompt(sim).getByRole('button', { name: '立即更新' })).toBeEnabled();
});

test('on iOS 立即更新 downloads at once', async ({ sim }) => {
  await publish(sim, '9.9.9', '1');
  await sim.open('/login');
  await sim.devicePreset('ios');
  await sim.reloadH5();
  await touchScreen(sim);

  await expect(prompt(sim)).toBeVisible();
  const [query] = await sim.sandbox.requests('versionPublish/getNowPublishVersion');
  expect(query!.body).toMatchObject({ operatingSystem: 2 });
  const tappedAt = await watchTaps(sim);
  await prompt(sim).getByRole('button', { name: '立即更新' }).click();
  await expect.poll(() => downloads(sim)).toHaveLength(1);
  const [download] = await downloads(sim);
  // Only the bridge round trip, far below Android's 1.5 s.
  expect(download!.time - (await tappedAt())).toBeLessThan(1_000);
});

test('no prompt when the installed version is the published one or newer', async ({
  sim,
  page,
}) => {
  await page.clock.install();
  const checked = async () =>
    (await sim.sandbox.events()).filter((e) => e.eventId === 1004).map((e) => e.eventData);

  // Equal versions; then 2.0.0 installed against 1.10.0 (numbers, not text: 10 > 9 > 2 is no trap).
  for (const [installed, published] of [
    ['1.3.0', '1.3.0'],
    ['2.0.0', '1.10.0'],
  ] as const) {
    await sim.sandbox.reset();
    await publish(sim, published, '1');
    if (installed === '1.3.0') await sim.open('/login');
    else {
      await sim.device.set({ appVersion: installed });
      await sim.reloadH5();
    }
    await touchScreen(sim);
    await expect
      .poll(async () => (await sim.sandbox.requests('versionPublish/getNowPublishVersion')).length)
      .toBe(1);
    // The check's own analytics event (1004) goes up with the next minute's upload: once the
    // sandbox has it, the H5 has decided.
    await sim.advanceClockTo((await sim.now()) + 61_000);
    await expect.poll(checked).toEqual([{ installed, published }]);
    await expect(prompt(sim)).toHaveCount(0);
  }
});
