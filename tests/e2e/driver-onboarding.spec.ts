/**
 * A new driver's whole onboarding inside the simulator, as a person does it: SMS login, role
 * selection, real name (ID photos from the camera, refused once at the first photo, then face), the
 * licence read by OCR, a vehicle typed on the plate keyboard, a captain bound, and /i at the end
 * with the badge certified and the vehicle in 我的车辆. The sandbox approves what is saved at once
 * (its default autoApprove), so the end state is "certified" without a reviewer.
 */
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { loginBySms, takePhoto } from '../../simulator/automation/h5-actions';
import { SEEDED_MOBILES } from '../../simulator/sandbox/store/catalog';

const DRIVER = SEEDED_MOBILES.newDriver;
const CAPTAIN = SEEDED_MOBILES.captain;
/** §6 / §4: the 温馨提示 dialog's text when the camera permission is off. */
const CAMERA_DENIED = '你的相机权限未开启,请前往 设置->权限管理 打开相机权限';
const NAME = '张伟';
const ID_NUMBER = '440306198805123415'; // GB 11643 check digit computed, born 1988-05-12
const PLATE = '粤B8K3Q7';

// The phone asks for less motion: the app then stops antd-mobile's springs (src/app/start.tsx), so
// every sheet and dialog is there at once instead of sliding for most of a second.
test.use({ reducedMotion: 'reduce' });

const h5 = (sim: Sim) => sim.h5;
const tab = (sim: Sim, name: string) =>
  h5(sim).getByRole('navigation', { name: '主导航' }).getByRole('button', { name });

async function openMe(sim: Sim): Promise<void> {
  await tab(sim, '我的').click();
  await expect.poll(() => sim.h5Path()).toBe('/i');
}

/** 有效期: the ID card's validity, five years back and five ahead, turned on the date wheels. */
async function pickValidity(sim: Sim): Promise<void> {
  const field = h5(sim).getByRole('button', { name: '有效期', exact: true });
  await field.click();
  const picker = h5(sim).getByRole('dialog', { name: '有效期' });
  const turnYear = async (key: 'ArrowUp' | 'ArrowDown', times: number) => {
    const year = picker.getByRole('spinbutton', { name: '年' });
    for (let i = 0; i < times; i += 1) await year.press(key);
  };
  await turnYear('ArrowDown', 5);
  await picker.getByRole('tab', { name: /结束日期/ }).click();
  await turnYear('ArrowUp', 5);
  await picker.getByRole('button', { name: '确定' }).click();
  // The phone's year (Asia/Shanghai), not the test runner's.
  const thisYear = await (await sim.h5Frame()).evaluate(() => new Date().getFullYear());
  await expect(field).toHaveAccessibleDescription(
    new RegExp(`^${thisYear - 5}-\\d\\d-\\d\\d 至 ${thisYear + 5}-\\d\\d-\\d\\d$`),
  );
}

test('a new driver is certified, adds a vehicle and binds a captain', async ({ sim }) => {
  // The longest journey (about 27 s alone): a loaded 2-core CI machine needs more than the 60-s default.
  test.setTimeout(120_000);
  await sim.open('/login');
  await loginBySms(sim, DRIVER);

  await test.step('role selection and real name: camera refused once, then allowed; face', async () => {
    await openMe(sim);
    await h5(sim).getByRole('button', { name: '实名认证：未认证，去认证' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/seleteRole');
    await h5(sim).getByRole('radio', { name: '司机' }).check();
    await h5(sim).getByRole('button', { name: '继续' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/driverVoucher');

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
    await sim.camera.next('idCard');
    await takePhoto(sim, '上传身份证人像面', '拍照');
    await sim.camera.next('idCard');
    await takePhoto(sim, '上传身份证国徽面', '拍照');
    await expect(h5(sim).getByRole('dialog', { name: '温馨提示' })).toHaveCount(0);

    await h5(sim).getByLabel('姓名').fill(NAME);
    await h5(sim).getByLabel('身份证号').fill(ID_NUMBER);
    await h5(sim).getByLabel('住址').fill('广东省深圳市南山区科技园路1号');
    await pickValidity(sim);
    await h5(sim).getByRole('button', { name: '下一步' }).click();

    await expect(
      h5(sim).getByText('请在光线充足的环境下，正对手机屏幕，按提示完成动作'),
    ).toBeVisible();
    await h5(sim).getByRole('button', { name: '开始人脸认证' }).click();
    // The face provider sends the driver back with the order: the pass is recorded.
    await expect(h5(sim).getByText('人脸认证成功')).toBeVisible();
    await expect(h5(sim).getByText('实名认证已完成')).toBeVisible();
    await h5(sim).getByRole('button', { name: '下一步：上传驾驶证' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/driverVoucher2');
  });

  await test.step('licence: the front photo is read by OCR and prefills the form', async () => {
    await sim.gallery.next('licence');
    await takePhoto(sim, '上传驾驶证正页', '从相册选择');
    await expect(h5(sim).getByText('已识别证件信息，请核对')).toBeVisible();
    // The licence number is the holder's ID number, read back with the name just certified.
    await expect(h5(sim).getByLabel('姓名')).toHaveValue(NAME);
    await expect(h5(sim).getByLabel('驾驶证号')).toHaveValue(ID_NUMBER);
    await expect(h5(sim).getByRole('button', { name: '准驾车型' })).toHaveAccessibleDescription(
      'A2',
    );
    await expect(h5(sim).getByLabel('发证机关')).toHaveValue('公安局交通警察支队');
    const field = (name: string) => h5(sim).getByRole('textbox', { name, exact: true });
    for (const name of ['初次领证日期', '有效期起', '有效期止'])
      await expect(field(name)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await sim.gallery.next('licence');
    await takePhoto(sim, '上传驾驶证副页', '从相册选择');
    await h5(sim).getByRole('button', { name: '提交认证' }).click();
    await expect(h5(sim).getByRole('heading', { name: '驾驶证认证成功' })).toBeVisible();
    await h5(sim).getByRole('link', { name: '返回我的' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/i');
  });

  await test.step('vehicle: the plate on the plate keyboard, the licences, confirm', async () => {
    await h5(sim).getByRole('link', { name: '我的车辆' }).click();
    await expect(h5(sim).getByText('暂无数据')).toBeVisible();
    await h5(sim).getByRole('link', { name: '添加车辆' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/i/car/add/add');

    await h5(sim)
      .getByRole('button', { name: /车牌号/ })
      .click();
    const provinces = h5(sim).getByRole('group', { name: '省份' });
    await provinces.getByRole('button', { name: PLATE[0], exact: true }).click();
    const keys = h5(sim).getByRole('group', { name: '字母和数字' });
    for (const ch of PLATE.slice(1))
      await keys.getByRole('button', { name: ch, exact: true }).click();
    await expect(h5(sim).getByRole('status', { name: '车牌号' })).toHaveText(PLATE);
    await h5(sim).getByRole('button', { name: '确定' }).click();
    await expect(h5(sim).getByRole('button', { name: `车牌号 ${PLATE}` })).toBeVisible();
    await expect(h5(sim).getByText('已带出该车辆的登记信息，请核对后修改')).toHaveCount(0);

    const choose = async (field: string, option: string) => {
      await h5(sim).getByRole('button', { name: field, exact: true }).click();
      await h5(sim)
        .getByRole('dialog', { name: field })
        .getByRole('button', { name: option })
        .click();
    };
    await choose('车辆类型', '重型半挂牵引车');
    await choose('车牌颜色', '黄色');
    await choose('能源类型', '柴油');
    await h5(sim).getByLabel('车辆所有人').fill(NAME);
    await h5(sim).getByLabel('车辆识别代号').fill('lzzab1cd2ef345678');
    await expect(h5(sim).getByLabel('车辆识别代号')).toHaveValue('LZZAB1CD2EF345678');
    await h5(sim).getByLabel('核定载质量(kg)').fill('49000');
    await h5(sim).getByLabel('道路运输证号').fill('440300123456');
    const inTwoYears = `${new Date().getFullYear() + 2}-06-30`;
    await h5(sim).getByLabel('道路运输证有效期至').fill(inTwoYears);
    await h5(sim).getByLabel('行驶证有效期至').fill(inTwoYears);
    await sim.camera.next('truck');
    await takePhoto(sim, '上传行驶证照片', '拍照');
    await sim.camera.next('licence');
    await takePhoto(sim, '上传道路运输证照片', '拍照');
    await h5(sim).getByRole('button', { name: '下一步' }).click();

    await expect.poll(() => sim.h5Path()).toBe('/i/car/add/confirm');
    await expect(h5(sim).getByText('提交后车辆将进入审核，审核通过后即可接单')).toBeVisible();
    await expect(h5(sim).getByRole('definition').filter({ hasText: PLATE })).toBeVisible();
    await h5(sim).getByRole('button', { name: '提交', exact: true }).click();
    await expect(h5(sim).getByText('提交成功', { exact: true })).toBeVisible();
    await expect.poll(() => sim.h5Path()).toBe('/i');
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
