/**
 * The testers' recorder (issue 28), driven as a tester drives it: 录制, then only clicks and typing
 * in the phone and the panels — a password login, the camera's next photo, a grab of the fenced
 * load at its yard, the contract signed, a departure with that photo — two checkpoints, 保存录制.
 * The saved file replays green in a fresh page through the headless runner; with the departure
 * refused by the sandbox it fails and names the checkpoint. Then 报告问题's file opens in another
 * browser context, replays there to the same screen (compared by picture), and diffs clean.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, Download, Page } from '@playwright/test';
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { diffBugFile, isBugFile } from '../../simulator/automation/bug-diff';
import { runScenario } from '../../simulator/automation/scenario-runner';
import type { ScenarioFile } from '../../simulator/automation/scenario-steps';
import { createSim } from '../../simulator/automation/sim';
import { SEEDED_MOBILES } from '../../simulator/sandbox/store/catalog';
import { pathname } from './steps/common';
import { YARD } from './steps/yard';

test.use({ reducedMotion: 'reduce' });

const DRIVER = SEEDED_MOBILES.certifiedDriver;

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile(await (file as Download).path(), 'utf8');
}

async function panel(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** The tester's whole recording, by clicking and typing only. */
async function record(sim: Sim, page: Page) {
  const { h5 } = sim;
  await page.getByRole('button', { name: '录制', exact: true }).click();
  await expect(page.getByText(/录制中 · 0 步/)).toBeVisible();

  await h5.getByLabel('手机号').fill(DRIVER);
  await h5.getByLabel('密码', { exact: true }).fill('Driver@123');
  await h5.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await h5.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => sim.h5Path()).toBe('/');
  // Checkpoint: the wallet as the driver logs in.
  const checks = page.getByRole('group', { name: '检查点' });
  await checks.getByLabel('沙箱事实').selectOption({ label: '钱包余额' });
  await checks.getByRole('button', { name: '添加沙箱检查' }).click();
  await expect(checks.getByText(/^已添加：钱包余额 = \{/)).toBeVisible();

  await panel(page, '定位');
  const fixed = page.getByRole('group', { name: '固定位置' });
  await fixed.getByLabel('经度').fill(String(YARD.longitude));
  await fixed.getByLabel('纬度').fill(String(YARD.latitude));
  await fixed.getByRole('button', { name: '使用此位置' }).click();
  await panel(page, '相机/相册');
  await page.getByTitle('下一次返回：货车照片').first().click();

  await page.getByLabel('H5 路径').fill('/supply/details?id=S0003');
  await page.getByLabel('H5 路径').press('Enter');
  await h5.getByRole('button', { name: '立即抢单' }).click();
  await expect(h5.getByText('接单条件已全部满足')).toBeVisible({ timeout: 15_000 });
  await h5.getByRole('button', { name: '下一步' }).click();
  await expect(h5.getByText('该车辆可以承运此单')).toBeVisible({ timeout: 15_000 });
  await h5.getByRole('button', { name: '下一步' }).click();
  await h5.getByLabel('装货数量（吨）', { exact: true }).fill('30');
  await h5.getByRole('button', { name: '下一步' }).click();
  await h5.getByRole('checkbox', { name: '我已阅读并同意以上协议' }).check();
  await h5.getByRole('button', { name: '同意并抢单' }).click();
  await expect.poll(() => pathname(sim), { timeout: 15_000 }).toBe('/waybill');

  await h5
    .getByRole('link', { name: /^签署合同/ })
    .first()
    .click();
  const sign = h5.getByRole('button', { name: /^签署/ });
  await expect(sign).toHaveText('签署', { timeout: 10_000 });
  await sign.click();
  const pad = h5.getByRole('img', { name: '手写签名区' });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.3, { steps: 4 });
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7, { steps: 4 });
  await page.mouse.up();
  await h5.getByRole('button', { name: '确认签署' }).click();
  await expect.poll(() => pathname(sim), { timeout: 15_000 }).toBe('/waybill');

  await h5
    .getByRole('link', { name: /^去发车/ })
    .first()
    .click();
  const card = h5.getByRole('region', { name: '装货照片' });
  await card.getByRole('button', { name: /^装货照片/ }).click();
  await h5
    .getByRole('dialog', { name: '选择图片来源' })
    .getByRole('button', { name: '拍照' })
    .click();
  await expect(card.getByRole('button', { name: /^查看第\d+张图片$/ })).toHaveCount(1, {
    timeout: 15_000,
  });
  await h5.getByRole('button', { name: '发车', exact: true }).click();
  await h5.getByRole('dialog', { name: '确认发车' }).getByRole('button', { name: '确认' }).click();
  await expect(h5.getByRole('heading', { name: '发车成功' })).toBeVisible({ timeout: 15_000 });

  await checks.getByLabel('沙箱事实').selectOption({ label: '运单状态' });
  await checks.getByRole('button', { name: '添加沙箱检查' }).click();
  await expect(checks.getByText('已添加：运单状态 = "inTransit"')).toBeVisible();
  await checks.getByLabel('检查的文字').fill('发车成功');
  await checks.getByRole('button', { name: '添加文字检查' }).click();
}

async function openIn(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  return { context, page, sim: createSim(page, baseURL) };
}

async function h5Picture(page: Page): Promise<string> {
  const png = await page.locator('iframe[title]').screenshot();
  return `data:image/png;base64,${png.toString('base64')}`;
}

test('a tester records a trip by clicking, the file replays headless; a bug report replays in another browser', async ({
  sim,
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const mark = (what: string) => console.log(`${Date.now() - began} ms ${what}`);
  const began = Date.now();
  await sim.open('/loginPwd');
  await record(sim, page);
  mark('recorded');
  const recordMs = Date.now() - began;

  const text = await downloaded(page, () => page.getByRole('button', { name: '保存录制' }).click());
  const file = JSON.parse(text) as ScenarioFile;
  const steps = file.steps ?? [];
  // Readable: one step a line, and no secret in it.
  expect(text.split('\n').filter((l) => l.startsWith('    {"')).length).toBeGreaterThanOrEqual(
    steps.length,
  );
  expect(text).not.toContain('Driver@123');
  expect(steps).toContainEqual({ fillPassword: '密码', mobile: DRIVER });
  expect(steps).toContainEqual({ do: 'camera.next', args: ['truck'] });
  expect(steps).toContainEqual({ photo: '装货照片', card: true });
  expect(steps).toContainEqual({ draw: 'signature' });
  expect(steps.at(-2)).toEqual({
    expectSandbox: `GET trip/waybills?mobile=${DRIVER}`,
    at: '0.status',
    equals: 'inTransit',
    name: '运单状态',
  });
  const wallet = steps.findIndex((step) => 'expectSandbox' in step && step.name === '钱包余额');
  expect(steps[wallet]).toMatchObject({
    expectSandbox: `GET money/driver?mobile=${DRIVER}`,
    at: 'balance',
  });
  expect(steps.at(-1)).toEqual({ expectText: '发车成功' });

  // The bug report is made now, once the tester has looked at 发车成功: the contract's 签署成功
  // toast, shown moments before, has gone (a report taken under it would hold a picture and a text
  // that only a replay at that same instant could match).
  await expect(sim.h5.getByText('签署成功')).toBeHidden();
  const reportShot = await h5Picture(page);
  const report = await downloaded(page, () =>
    page.getByRole('button', { name: '报告问题' }).click(),
  );

  mark('reported');
  // Kept beside the test's results: what a tester would attach to the issue.
  await writeFile(test.info().outputPath('recording.json'), text);
  await writeFile(test.info().outputPath('bug-report.json'), report);
  const headless = await openIn(browser, baseURL!);
  try {
    const replayBegan = Date.now();
    const results = await runScenario(headless.sim, file);
    const replayMs = Date.now() - replayBegan;
    const failed = results.find((r) => !r.ok);
    expect(failed, failed && `step ${failed.index + 1} ${failed.step}: ${failed.error}`).toBe(
      undefined,
    );
    expect(results).toHaveLength(steps.length);
    console.log(
      `recording: ${steps.length} steps, ${text.length} bytes, recorded in ${recordMs} ms, replayed headless in ${replayMs} ms`,
    );

    // The sandbox is edited: the platform pays the driver ¥1,000 before anything else, so the
    // wallet checkpoint no longer holds — and the failure says which checkpoint.
    const edited: ScenarioFile = {
      ...file,
      steps: [
        { control: 'POST money/credit', body: { mobile: DRIVER, freight: 100_000 } },
        ...steps,
      ],
    };
    // A new run starts from a re-seeded sandbox, as npm run sim:scenario starts each file.
    await headless.sim.sandbox.reset({ scenario: 'newDriver' });
    const broken = await runScenario(headless.sim, edited);
    const failing = broken.find((r) => !r.ok);
    expect(failing?.index).toBe(wallet + 1);
    expect(failing?.error).toMatch(/^checkpoint "钱包余额": balance is \{.*\}, expected \{/);
  } finally {
    await headless.context.close();
  }

  mark('broken replayed');
  const other = await openIn(browser, baseURL!);
  try {
    await other.sim.open('/login');
    const replayBegan = Date.now();
    await other.page.getByLabel('场景文件').setInputFiles({
      name: 'bug.json',
      mimeType: 'application/json',
      buffer: Buffer.from(report),
    });
    const replay = () => other.page.evaluate(() => window.__driverSim!.recorder.replay());
    await expect
      .poll(async () => (await replay())?.running, { timeout: 60_000, intervals: [250] })
      .toBe(false);
    const replayMs = Date.now() - replayBegan;
    const done = (await replay())!;
    const stop = done.statuses.indexOf('failed');
    if (stop !== -1)
      await other.page.screenshot({ path: test.info().outputPath('replay-stop.png') });
    expect(stop, `the replay stopped at step ${stop + 1}: ${done.errors[stop]}`).toBe(-1);
    await expect(other.page.getByText(`已重放「`)).toBeVisible();
    await expect(
      other.page.getByRole('list', { name: '重放的步骤' }).getByRole('listitem'),
    ).toHaveCount(steps.length);
    await expect(other.sim.h5.getByRole('heading', { name: '发车成功' })).toBeVisible();
    // The same screen as the tester's, once it has settled (a toast fades, an image decodes).
    let difference = 1;
    const compared = async () => {
      const picture = await h5Picture(other.page);
      difference = await other.page.evaluate(
        ([a, b]) => window.__driverSim!.recorder.compare(a!, b!),
        [reportShot, picture],
      );
      return difference;
    };
    try {
      await expect.poll(compared, { timeout: 8_000, intervals: [500] }).toBeLessThan(0.05);
    } finally {
      // Both pictures beside the results, so a difference can be looked at rather than guessed.
      const save = (name: string, picture: string) =>
        writeFile(test.info().outputPath(name), Buffer.from(picture.split(',')[1]!, 'base64'));
      await save('tester-screen.png', reportShot);
      await save('replayed-screen.png', await h5Picture(other.page));
    }
    console.log(
      `bug file: ${report.length} bytes, replayed in the other browser in ${replayMs} ms, ${(difference * 100).toFixed(2)} % of the screen differs`,
    );

    const bug = JSON.parse(report) as ScenarioFile;
    expect(isBugFile(bug)).toBe(true);
    expect(await diffBugFile(other.sim, bug as never)).toEqual([]);
  } finally {
    await other.context.close();
  }
});
