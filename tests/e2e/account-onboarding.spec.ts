/**
 * A new driver's whole onboarding inside the simulator, as a person does it: SMS login, role
 * selection, real name (ID photos from the camera, refused once at the first photo, then face), the
 * licence read by OCR, a vehicle typed on the plate keyboard, a captain bound, and /i at the end
 * with the badge certified and the vehicle in 我的车辆. The sandbox approves what is saved at once
 * (its default autoApprove), so the end state is "certified" without a reviewer.
 */
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { loginBySms } from '../../simulator/automation/h5-actions';
import { SEEDED_MOBILES } from '../../simulator/sandbox/store/catalog';
import { addVehicle, certifyLicence, certifyRealName, startCertification } from './steps/certify';

const DRIVER = SEEDED_MOBILES.newDriver;
const CAPTAIN = SEEDED_MOBILES.captain;
/** §6 / §4: the 温馨提示 dialog's text when the camera permission is off. */
const CAMERA_DENIED = '你的相机权限未开启,请前往 设置->权限管理 打开相机权限';
const PERSON = {
  name: '张伟',
  idNumber: '440306198805123415', // GB 11643 check digit computed, born 1988-05-12
  address: '广东省深圳市南山区科技园路1号',
};
const NAME = PERSON.name;
const PLATE = '粤B8K3Q7';

// The phone asks for less motion: the app then stops antd-mobile's springs (src/app/start.tsx), so
// every sheet and dialog is there at once instead of sliding for most of a second.
test.use({ reducedMotion: 'reduce' });

const h5 = (sim: Sim) => sim.h5;

test('a new driver is certified, adds a vehicle and binds a captain', async ({ sim }) => {
  // The longest journey (about 27 s alone): a loaded 2-core CI machine needs more than the 60-s default.
  test.setTimeout(120_000);
  await sim.open('/login');
  await loginBySms(sim, DRIVER);

  await test.step('role selection and real name: camera refused once, then allowed; face', async () => {
    await startCertification(sim);

    // The phone has never been asked for the camera, and the driver refuses the system prompt.
    await sim.permissions.set('camera', 'prompt');
    await sim.permissions.onPrompt('camera', 'deny');
    await h5(sim).getByRole('button', { name: '上传身份证人像面' }).click();
    await h5(sim)
      .getByRole('dialog', { name: '选择图片来源' })
      .getByRole('button', { name: '拍照' })
      .click();
    const explain = h5(sim).getByRole('dialog', { name: '相机权限获取提醒' });
    await explain.getByRole('button', { name: '去授权' }).click();
    const denied = h5(sim).getByRole('dialog', { name: '温馨提示' });
    await expect(denied.getByText(CAMERA_DENIED, { exact: true })).toBeVisible();
    await denied.getByRole('button', { name: '去设置' }).click();
    await expect(denied).toBeHidden();
    await expect
      .poll(async () => (await sim.records()).filter((r) => r.kind === 'openSettings'))
      .toEqual([expect.objectContaining({ params: { kind: 'camera' } })]);
    expect(await sim.timeline({ method: 'chooseImage' })).toHaveLength(0);

    // In the settings the driver switches the camera on; the same tile now takes the photos.
    await sim.permissions.set('camera', 'granted');
    await certifyRealName(sim, PERSON);
  });

  await test.step('licence: the front photo is read by OCR and prefills the form', async () => {
    await certifyLicence(sim, PERSON);
  });

  await test.step('vehicle: the plate on the plate keyboard, the licences, confirm', async () => {
    await addVehicle(sim, { plate: PLATE, owner: NAME });
  });

  await test.step('captain: found by phone, bound after the confirm', async () => {
    const captain = (await sim.sandbox.users()).find((u) => u.mobile === CAPTAIN)!;
    await h5(sim).getByRole('link', { name: '我的车队长' }).click();
    await expect(h5(sim).getByRole('heading', { name: '暂未绑定车队长' })).toBeVisible();
    await h5(sim).getByLabel('车队长手机号').fill(CAPTAIN);
    await h5(sim).getByRole('button', { name: '查找', exact: true }).click();
    const result = h5(sim).getByRole('region', { name: '查找结果' });
    await expect(result.getByText('138****0003')).toBeVisible();
    await expect(result.getByText('已认证')).toBeVisible();
    await expect(result.getByText(captain.name!, { exact: true })).toBeVisible();
    await result.getByRole('button', { name: '绑定车队长' }).click();
    const confirm = h5(sim)
      .getByRole('dialog')
      .filter({ hasText: `确定绑定「${captain.name}」（138****0003）为您的车队长吗？` });
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(h5(sim).getByText('绑定成功', { exact: true })).toBeVisible();
    // The result page leads on to the bound captain.
    await h5(sim)
      .getByRole('button', { name: '查看我的车队长' })
      .or(h5(sim).getByRole('link', { name: '查看我的车队长' }))
      .click();
    const bound = h5(sim).getByRole('region', { name: '我的车队长' });
    await expect(bound.getByText(captain.name!, { exact: true })).toBeVisible();
    await expect(bound.getByRole('button', { name: '解除绑定' })).toBeVisible();
  });

  await test.step('Me: the badge says certified and 我的车辆 lists the vehicle', async () => {
    await h5(sim).getByRole('banner').getByRole('button', { name: '返回' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/i');
    await expect(h5(sim).getByRole('heading', { name: NAME })).toBeVisible();
    await expect(h5(sim).getByRole('button', { name: '实名认证：已认证，查看详情' })).toBeVisible();
    await h5(sim).getByRole('link', { name: '我的车辆' }).click();
    const row = h5(sim).getByRole('link').filter({ hasText: PLATE });
    await expect(row).toBeVisible();
    await expect(row).toContainText('重型半挂牵引车');
    await expect(row).toContainText('已认证');
    await expect(row).toContainText('默认');

    // What the platform now holds for the driver (the sandbox's view, as a tester reads it).
    const users = await sim.sandbox.users();
    expect(users.find((u) => u.mobile === DRIVER)).toMatchObject({
      name: NAME,
      certificationStatus: 1,
      driverLicenseApprovalStatus: 20,
      cars: 1,
      captainId: users.find((u) => u.mobile === CAPTAIN)!.appUserId,
    });
  });
});
