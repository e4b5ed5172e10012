/**
 * Field conditions along a route (issue 26 §2), as a tester sets them in the 定位 panel: the mountain
 * road's dead zones cut the API and give it back, its weak stretch is slow and loses answers, its
 * tunnel loses the GPS fix and the next fix jumps to the exit; conditions drawn by hand send the
 * app to the background, kill it and open it again, and log the account in on another phone. The
 * conditions ride in a saved scenario file.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { ROUTES } from '../../simulator/bridge/routes';
import { polylineLengthM } from '../../simulator/bridge/geo';
import { advanceStepwise } from './clock';
import { logInAtTheYard } from './steps/yard';

test.use({ reducedMotion: 'reduce' });

const MOUNTAIN = ROUTES['badaling-mountain']!;
const TOTAL_M = polylineLengthM(MOUNTAIN.points);

/** The truck to `km` on the loaded route, then a few seconds of the page clock for the runner. */
async function driveTo(sim: Sim, km: number, seconds = 2) {
  await sim.location.seek((km * 1000) / TOTAL_M);
  await sim.advanceClockTo((await sim.now()) + seconds * 1000);
}

const fieldFaults = async (page: Page) => {
  const res = await page.request.get('/__sandbox/faults');
  const faults = (await res.json()) as { tag?: string; network?: boolean; delayMs?: number }[];
  return faults.filter((f) => f.tag === 'field');
};

test('the mountain road from the 定位 panel: dead zones, a weak stretch, a tunnel', async ({
  sim,
  page,
}) => {
  await page.clock.install();
  await sim.open('/loginPwd');
  await logInAtTheYard(sim);
  await page.getByRole('tab', { name: '定位' }).click();
  await page.getByRole('combobox', { name: '路线' }).selectOption('badaling-mountain');
  await page.getByRole('button', { name: '从头播放' }).click();
  const rows = page.getByRole('list', { name: '路况列表' }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await sim.location.pause();

  // A weak stretch: every answer 2 s late, one in three lost after the server ran it.
  await driveTo(sim, 7);
  await expect(page.getByText('当前：弱信号 6–9 km')).toBeVisible();
  await expect(page.getByRole('img', { name: /^状态栏 .* 信号弱/ })).toBeVisible();
  await expect
    .poll(() => fieldFaults(page))
    .toEqual([
      expect.objectContaining({ path: '*', delayMs: 2000 }),
      expect.objectContaining({ path: '*', lostAnswer: true, network: true, every: 3 }),
    ]);

  // A dead zone: every API call fails on the phone; the driver's page says so.
  await driveTo(sim, 10);
  await expect.poll(() => fieldFaults(page)).toEqual([expect.objectContaining({ network: true })]);
  await expect(page.getByRole('img', { name: /^状态栏 .* 无服务/ })).toBeVisible();
  await sim.goto('/i');
  await expect(sim.h5.getByText(/网络/).first()).toBeVisible();
  await driveTo(sim, 12);
  await expect.poll(() => fieldFaults(page)).toEqual([]);
  await expect(page.getByRole('img', { name: /^状态栏 .* 信号满格/ })).toBeVisible();

  // The tunnel: no fix inside; the first fix after it is at the exit, kilometres on.
  await driveTo(sim, 14.8);
  await sim.location.play();
  await advanceStepwise(sim, (await sim.now()) + 61_000);
  const inside = (await sim.timeline({ method: 'getLocation' })).at(-1)!;
  expect(inside.code).toBe('failed');
  await expect(page.getByText('隧道中：没有 GPS 定位')).toBeVisible();
  await sim.location.pause();
  await driveTo(sim, 18.6);
  await sim.location.play();
  await advanceStepwise(sim, (await sim.now()) + 61_000);
  const after = (await sim.timeline({ method: 'getLocation' })).at(-1)!;
  expect(after.status).toBe('answered');
  expect((await sim.location.progress())!.distanceM).toBeGreaterThan(18_400);
  const kinds = (await sim.timeline({ kind: 'field' })).map((e) => e.note);
  expect(kinds).toEqual(
    expect.arrayContaining([
      '弱信号 6–9 km（延迟 2000 ms，每 3 次丢 1 次应答） 开始',
      '无信号 9–11 km 开始',
      '无信号 9–11 km 结束',
      '隧道（无定位） 15–18.4 km 开始',
      '隧道（无定位） 15–18.4 km 结束',
    ]),
  );
});

test('conditions drawn by hand: background, killed and reopened, another phone; saved in the file', async ({
  sim,
  page,
}) => {
  await page.clock.install();
  await sim.open('/loginPwd');
  await logInAtTheYard(sim);
  await sim.location.playRoute({ routeName: 'beijing-tianjin', conditions: [] });
  await sim.location.pause();
  await page.getByRole('tab', { name: '定位' }).click();
  const add = page.getByRole('button', { name: '添加路况' });
  const row = async (n: number, kind: string, from: string, to?: string) => {
    await add.click();
    await page.getByRole('combobox', { name: `路况 ${n} 类型` }).selectOption({ label: kind });
    await page.getByRole('textbox', { name: new RegExp(`^路况 ${n} (起点|位置) km$`) }).fill(from);
    if (to)
      await page
        .getByRole('textbox', { name: new RegExp(`^路况 ${n} (终点|重新打开) km$`) })
        .fill(to);
  };
  await row(1, '切到后台', '2', '3');
  await row(2, '应用被杀，之后重新打开', '4', '');
  await page.getByRole('button', { name: '应用路况' }).click();
  // A blank stays blank, with the reason; nothing typed is lost.
  await expect(page.getByRole('alert')).toHaveText('应用被杀，之后重新打开：终点应不小于起点');
  await expect(page.getByRole('textbox', { name: '路况 1 起点 km' })).toHaveValue('2');
  await page.getByRole('textbox', { name: '路况 2 重新打开 km' }).fill('5');
  await row(3, '在另一台手机登录', '7');
  await page.getByRole('button', { name: '应用路况' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const km = (await sim.location.progress())!.totalM / 1000;
  const to = async (at: number) => {
    await sim.location.seek(at / km);
    await sim.advanceClockTo((await sim.now()) + 2_000);
  };
  // The phone's screen dims with 应用在后台 (drawn by CSS) while the app is in the background.
  const dimmed = page.locator('[data-background]');
  await to(2.5);
  await expect(dimmed).toHaveCount(1);
  await to(3.5);
  await expect(dimmed).toHaveCount(0);
  expect((await sim.timeline({ kind: 'event' })).map((e) => e.event)).toEqual(
    expect.arrayContaining(['pause', 'resume']),
  );

  await to(4.5);
  await expect(page.getByRole('status', { name: '应用已关闭' })).toBeVisible();
  await expect(page.locator('iframe[title]')).toHaveCount(0);
  await to(5.5);
  await expect(page.getByRole('status', { name: '应用已关闭' })).toHaveCount(0);
  await expect.poll(() => sim.h5Path()).toBe('/');

  const saved = await sim.saveScenario('drawn');
  expect(saved.location?.route?.conditions).toEqual([
    { kind: 'background', fromKm: 2, toKm: 3 },
    { kind: 'killed', fromKm: 4, toKm: 5 },
    { kind: 'otherPhone', fromKm: 7, toKm: 7 },
  ]);

  await to(7.5);
  await sim.goto('/i');
  await expect(sim.h5.getByRole('dialog', { name: '登录过期' })).toBeVisible();
});
