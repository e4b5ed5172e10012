/**
 * What a driver does in the H5 often enough that every simulator test would repeat it: logging in.
 * Done through the screens (as a person does), so a broken login fails the test that needs it.
 */
import { expect } from '@playwright/test';
import { SEEDED_PASSWORD } from '../sandbox/store/catalog';
import { SIGNATURE_STROKE } from './scenario-steps';
import type { Sim } from './sim';

/** The sandbox's password for every seeded user (simulator/sandbox/README.md). */
export { SEEDED_PASSWORD };

async function landOnHome(sim: Sim): Promise<void> {
  await expect.poll(() => sim.h5Path(), { message: 'the H5 lands on / after login' }).toBe('/');
}

async function agreeAndSubmit(sim: Sim): Promise<void> {
  await sim.h5.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await sim.h5.getByRole('button', { name: '登录', exact: true }).click();
}

/** SMS login on /login with the code the sandbox "sent"; ends on /. */
export async function loginBySms(sim: Sim, mobile: string): Promise<void> {
  if ((await sim.h5Path()).split('?')[0] !== '/login') await sim.goto('/login');
  await sim.h5.getByRole('tab', { name: '验证码登录' }).click();
  await sim.h5.getByLabel('手机号').fill(mobile);
  await sim.h5.getByRole('button', { name: '发送验证码' }).click();
  await sim.h5.getByLabel('短信验证码').fill(await sim.sandbox.latestCode(mobile));
  await agreeAndSubmit(sim);
  await landOnHome(sim);
}

/** Password login on /loginPwd (seeded users share SEEDED_PASSWORD); ends on /. */
export async function loginWithPassword(
  sim: Sim,
  mobile: string,
  password = SEEDED_PASSWORD,
): Promise<void> {
  if ((await sim.h5Path()).split('?')[0] !== '/loginPwd') await sim.goto('/loginPwd');
  await sim.h5.getByLabel('手机号').fill(mobile);
  await sim.h5.getByLabel('密码', { exact: true }).fill(password);
  await agreeAndSubmit(sim);
  await landOnHome(sim);
}

/**
 * Adds a photo to the uploader whose add button is named `label` (上传…), through its 选择图片来源
 * sheet: 拍照 or 从相册选择. What the camera or gallery hands out is the panel's (`sim.camera.next`,
 * `sim.gallery.next`); waits until the H5 shows the uploaded photo.
 */
export async function takePhoto(
  sim: Sim,
  label: string,
  source: '拍照' | '从相册选择' = '拍照',
): Promise<void> {
  const photos = sim.h5.getByRole('button', { name: /^查看第\d+张图片$/ });
  const before = await photos.count();
  await sim.h5.getByRole('button', { name: label, exact: true }).click();
  const sheet = sim.h5.getByRole('dialog', { name: '选择图片来源' });
  await sheet.getByRole('button', { name: source, exact: true }).click();
  // The sheet slides away before another uploader's sheet can be told apart from it.
  await expect(sheet).toHaveCount(0);
  await expect(photos, `the photo for ${label} is uploaded and shown`).toHaveCount(before + 1);
}

/** Signs on the contract's pad with the mouse: a short zigzag through its middle. */
export async function drawSignature(sim: Sim): Promise<void> {
  const pad = sim.h5.getByRole('img', { name: '手写签名区' }).or(sim.h5.getByLabel('手写签名区'));
  const box = (await pad.first().boundingBox())!;
  const { page } = sim;
  const [[x0, y0] = [0, 0], ...rest] = SIGNATURE_STROKE;
  await page.mouse.move(box.x + box.width * x0, box.y + box.height * y0);
  await page.mouse.down();
  for (const [fx, fy] of rest)
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 4 });
  await page.mouse.up();
}
