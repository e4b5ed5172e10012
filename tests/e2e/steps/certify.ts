/**
 * Certification as a new driver does it (spec §4): the role, real name (ID photos from the camera,
 * the form, face), the driver's licence read by OCR from the gallery, a vehicle typed on the plate
 * keyboard. The sandbox approves what is saved at once (its default autoApprove).
 */
import type { Locator } from '@playwright/test';
import { expect, type Sim } from '../../../simulator/automation/fixture';
import { takePhoto } from '../../../simulator/automation/h5-actions';
import { openMe } from './common';

export interface Person {
  name: string;
  /** GB 11643, check digit right. */
  idNumber: string;
  address: string;
}

export interface Vehicle {
  plate: string;
  owner: string;
}

/**
 * Turns the 年 wheel `by` years, a key press at a time, each press seen on the wheel before the
 * next (a busy phone draws the wheel later than the key arrives; a press on the old year is lost).
 */
async function turnYear(picker: Locator, by: number): Promise<void> {
  const year = picker.getByRole('spinbutton', { name: '年' });
  const start = Number(await year.getAttribute('aria-valuenow'));
  const step = by < 0 ? -1 : 1;
  for (let i = 1; i <= Math.abs(by); i += 1) {
    await year.press(step < 0 ? 'ArrowDown' : 'ArrowUp');
    await expect(year).toHaveAttribute('aria-valuenow', String(start + i * step));
  }
}

/** 有效期: the ID card's validity, five years back and five ahead, turned on the date wheels. */
export async function pickValidity(sim: Sim): Promise<void> {
  const field = sim.h5.getByRole('button', { name: '有效期', exact: true });
  await field.click();
  const picker = sim.h5.getByRole('dialog', { name: '有效期' });
  await turnYear(picker, -5);
  await picker.getByRole('tab', { name: /结束日期/ }).click();
  await turnYear(picker, 5);
  await picker.getByRole('button', { name: '确定' }).click();
  // The phone's year (Asia/Shanghai), not the test runner's.
  const thisYear = await (await sim.h5Frame()).evaluate(() => new Date().getFullYear());
  await expect(field).toHaveAccessibleDescription(
    new RegExp(`^${thisYear - 5}-\\d\\d-\\d\\d 至 ${thisYear + 5}-\\d\\d-\\d\\d$`),
  );
}

/** A DateField set `years` ahead of the day it opens on, a year a press on the 年 wheel. */
async function pickYearsAhead(sim: Sim, name: string, years: number): Promise<void> {
  const field = sim.h5.getByRole('button', { name, exact: true });
  await field.click();
  const picker = sim.h5.getByRole('dialog', { name });
  await turnYear(picker, years);
  await picker.getByRole('button', { name: '确定' }).click();
  const thisYear = await (await sim.h5Frame()).evaluate(() => new Date().getFullYear());
  await expect(field).toHaveAccessibleDescription(
    new RegExp(`^${thisYear + years}-\\d\\d-\\d\\d$`),
  );
}

/** From 我的: the 未认证 badge, the role 司机; ends on /driverVoucher. */
export async function startCertification(sim: Sim): Promise<void> {
  await openMe(sim);
  await sim.h5.getByRole('button', { name: '实名认证：未认证，去认证' }).click();
  await expect.poll(() => sim.h5Path()).toBe('/seleteRole');
  await sim.h5.getByRole('radio', { name: '司机' }).check();
  await sim.h5.getByRole('button', { name: '继续' }).click();
  await expect.poll(() => sim.h5Path()).toBe('/driverVoucher');
}

/** On /driverVoucher with the camera allowed: both ID photos, the form, face; ends on /driverVoucher2. */
export async function certifyRealName(sim: Sim, person: Person): Promise<void> {
  await sim.camera.next('idCard');
  await takePhoto(sim, '上传身份证人像面', '拍照');
  await sim.camera.next('idCard');
  await takePhoto(sim, '上传身份证国徽面', '拍照');
  await expect(sim.h5.getByRole('dialog', { name: '温馨提示' })).toHaveCount(0);

  await sim.h5.getByLabel('姓名').fill(person.name);
  await sim.h5.getByLabel('身份证号').fill(person.idNumber);
  await sim.h5.getByLabel('住址').fill(person.address);
  await pickValidity(sim);
  await sim.h5.getByRole('button', { name: '下一步' }).click();

  await expect(
    sim.h5.getByText('请在光线充足的环境下，正对手机屏幕，按提示完成动作'),
  ).toBeVisible();
  await sim.h5.getByRole('button', { name: '开始人脸认证' }).click();
  // The face provider sends the driver back with the order: the pass is recorded.
  await expect(sim.h5.getByText('人脸认证成功')).toBeVisible();
  await expect(sim.h5.getByText('实名认证已完成')).toBeVisible();
  await sim.h5.getByRole('button', { name: '下一步：上传驾驶证' }).click();
  await expect.poll(() => sim.h5Path()).toBe('/driverVoucher2');
}

/**
 * On /driverVoucher2: the front page read by OCR prefills the form, the qualification certificate
 * read by OCR fills its number; ends on /i.
 */
export async function certifyLicence(sim: Sim, person: Person): Promise<void> {
  await sim.gallery.next('licence');
  await takePhoto(sim, '上传驾驶证正页', '从相册选择');
  await expect(sim.h5.getByText('已识别证件信息，请核对')).toBeVisible();
  // The licence number is the holder's ID number, read back with the name just certified.
  await expect(sim.h5.getByLabel('姓名')).toHaveValue(person.name);
  await expect(sim.h5.getByLabel('驾驶证号')).toHaveValue(person.idNumber);
  await expect(sim.h5.getByRole('button', { name: '准驾车型' })).toHaveAccessibleDescription('A2');
  await expect(sim.h5.getByLabel('发证机关')).toHaveValue('公安局交通警察支队');
  // The kit's DateField: a button whose description is the date OCR filled in.
  const field = (name: string) => sim.h5.getByRole('button', { name, exact: true });
  for (const name of ['初次领证日期', '有效期起', '有效期止'])
    await expect(field(name)).toHaveAccessibleDescription(/^\d{4}-\d{2}-\d{2}$/);
  await sim.gallery.next('licence');
  await takePhoto(sim, '上传驾驶证副页', '从相册选择');
  // The road-transport qualification certificate: without it no load can be grabbed.
  await sim.gallery.next('licence');
  await takePhoto(sim, '上传从业资格证照片', '从相册选择');
  await expect(sim.h5.getByLabel('从业资格证号')).toHaveValue(person.idNumber);
  await sim.h5.getByRole('button', { name: '提交认证' }).click();
  await expect(sim.h5.getByRole('heading', { name: '驾驶证认证成功' })).toBeVisible();
  await sim.h5.getByRole('link', { name: '返回我的' }).click();
  await expect.poll(() => sim.h5Path()).toBe('/i');
}

/** From /i: 我的车辆 → 添加车辆, the plate on the plate keyboard, the licences, confirm; ends on /i. */
export async function addVehicle(sim: Sim, vehicle: Vehicle): Promise<void> {
  const { plate } = vehicle;
  await sim.h5.getByRole('link', { name: '我的车辆' }).click();
  await expect(sim.h5.getByText('暂无数据')).toBeVisible();
  await sim.h5.getByRole('link', { name: '添加车辆' }).click();
  await expect.poll(() => sim.h5Path()).toBe('/i/car/add/add');

  await sim.h5.getByRole('button', { name: /车牌号/ }).click();
  const provinces = sim.h5.getByRole('group', { name: '省份' });
  await provinces.getByRole('button', { name: plate[0], exact: true }).click();
  const keys = sim.h5.getByRole('group', { name: '字母和数字' });
  for (const ch of plate.slice(1))
    await keys.getByRole('button', { name: ch, exact: true }).click();
  await expect(sim.h5.getByRole('status', { name: '车牌号' })).toHaveText(plate);
  await sim.h5.getByRole('button', { name: '确定' }).click();
  await expect(sim.h5.getByRole('button', { name: `车牌号 ${plate}` })).toBeVisible();
  await expect(sim.h5.getByText('已带出该车辆的登记信息，请核对后修改')).toHaveCount(0);

  const choose = async (field: string, option: string) => {
    await sim.h5.getByRole('button', { name: field, exact: true }).click();
    await sim.h5.getByRole('dialog', { name: field }).getByRole('button', { name: option }).click();
  };
  await choose('车辆类型', '重型半挂牵引车');
  await choose('车牌颜色', '黄色');
  await choose('能源类型', '柴油');
  await sim.h5.getByLabel('车辆所有人').fill(vehicle.owner);
  await sim.h5.getByLabel('车辆识别代号').fill('lzzab1cd2ef345678');
  await expect(sim.h5.getByLabel('车辆识别代号')).toHaveValue('LZZAB1CD2EF345678');
  await sim.h5.getByLabel('核定载质量(kg)').fill('34000');
  await sim.h5.getByLabel('道路运输证号').fill('440300123456');
  await pickYearsAhead(sim, '道路运输证有效期至', 2);
  await pickYearsAhead(sim, '行驶证有效期至', 2);
  await sim.camera.next('truck');
  await takePhoto(sim, '上传行驶证照片', '拍照');
  await sim.camera.next('licence');
  await takePhoto(sim, '上传道路运输证照片', '拍照');
  await sim.h5.getByRole('button', { name: '下一步' }).click();

  await expect.poll(() => sim.h5Path()).toBe('/i/car/add/confirm');
  await expect(sim.h5.getByText('提交后车辆将进入审核，审核通过后即可接单')).toBeVisible();
  await expect(sim.h5.getByRole('definition').filter({ hasText: plate })).toBeVisible();
  await sim.h5.getByRole('button', { name: '提交', exact: true }).click();
  await expect(sim.h5.getByText('提交成功', { exact: true })).toBeVisible();
  await expect.poll(() => sim.h5Path()).toBe('/i');
}
