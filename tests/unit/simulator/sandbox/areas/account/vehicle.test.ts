import { describe, expect, it } from 'vitest';
import { license } from '@/lib/contract/account/license';
import { vehicle } from '@/lib/contract/account/vehicle';
import { call, quietSandbox } from '../../helpers';
import { NEW_CAR } from '../../samples/account/vehicle';

function driver(mobile = '13800000002', options: Parameters<typeof quietSandbox>[0] = {}) {
  const sb = quietSandbox(options);
  return { sb, at: sb.control.quickLogin(mobile).at };
}

describe('vehicle area', () => {
  it('saveCar adds the vehicle approved (autoApprove) and later reads show it', async () => {
    const { sb, at } = driver();
    const saved = await call(sb, vehicle.saveCar, NEW_CAR, at);
    expect(saved.body.data).toEqual({ id: expect.stringMatching(/^CAR9\d+$/), approvalStatus: 20 });
    const list = (await call(sb, license.listCarLicenses, {}, at)).body.data;
    expect(list).toHaveLength(5);
    expect(list.at(-1)).toMatchObject({ carNo: NEW_CAR.carNo, isDefault: false, vin: NEW_CAR.vin });
    const detail = (await call(sb, vehicle.getCarDetail, { id: saved.body.data.id }, at)).body.data;
    expect(detail).toMatchObject({
      roadTransportUrl: NEW_CAR.roadTransportUrl,
      approvalOpinion: null,
      submitTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });

  it('saveCar without autoApprove leaves the vehicle under review (10)', async () => {
    const { sb, at } = driver('13800000001');
    sb.control.config({ autoApprove: false });
    const saved = await call(sb, vehicle.saveCar, NEW_CAR, at);
    expect(saved.body.data.approvalStatus).toBe(10);
    const status = await call(sb, license.getCarApprovalStatus, { carNo: NEW_CAR.carNo }, at);
    expect(status.body.data).toEqual({
      carNo: NEW_CAR.carNo,
      approvalStatus: 10,
      approvalOpinion: null,
    });
    // The first vehicle of a driver becomes the default one.
    expect((await call(sb, license.listCarLicenses, {}, at)).body.data[0]?.isDefault).toBe(true);
  });

  it('refuses a plate the driver already has, and bad fields, changing nothing', async () => {
    const { sb, at } = driver();
    const own = sb.control.user('13800000002')!.cars[0]!;
    const dup = await call(sb, vehicle.saveCar, { ...NEW_CAR, carNo: own.carNo }, at);
    expect(dup.body).toMatchObject({ success: false, msg: '该车牌号已添加，请勿重复添加' });
    const vin = await call(sb, vehicle.saveCar, { ...NEW_CAR, vin: 'LZZ1CLVB7KD12345O' }, at);
    expect(vin.body).toMatchObject({ success: false, msg: '车辆识别代号格式错误' });
    const plate = await call(sb, vehicle.saveCar, { ...NEW_CAR, carNo: '冀B12' }, at);
    expect(plate.body).toMatchObject({ success: false, msg: '车牌号格式错误' });
    const load = await call(sb, vehicle.saveCar, { ...NEW_CAR, loadWeight: 0 }, at);
    expect(load.body).toMatchObject({ success: false, msg: '核定载质量格式错误' });
    const light = { ...NEW_CAR, vehicleType: '轻型厢式货车', loadWeight: 44_500 };
    expect((await call(sb, vehicle.saveCar, light, at)).body).toMatchObject({
      success: false,
      msg: '轻型车型的核定载质量不能超过 4500 kg',
    });
    expect((await call(sb, license.listCarLicenses, {}, at)).body.data).toHaveLength(4);
  });

  it('re-submits a rejected vehicle of the captain: same id, opinion gone, status follows config', async () => {
    const { sb, at } = driver('13800000003');
    sb.control.config({ autoApprove: false });
    const cars = sb.control.user('13800000003')!.cars;
    const rejected = cars.find((c) => c.approvalStatus === 30)!;
    const before = await call(sb, license.getCarApprovalStatus, { carNo: rejected.carNo }, at);
    expect(before.body.data).toMatchObject({
      approvalStatus: 30,
      approvalOpinion: '行驶证照片不清晰，请重新上传',
    });
    const { id: _id, approvalStatus: _s, isDefault: _d, ...fields } = rejected;
    const again = await call(
      sb,
      vehicle.saveCar,
      { ...fields, id: rejected.id, roadTransportUrl: '/__sandbox/files/rt.png' },
      at,
    );
    expect(again.body.data).toEqual({ id: rejected.id, approvalStatus: 10 });
    const after = await call(sb, license.getCarApprovalStatus, { carNo: rejected.carNo }, at);
    expect(after.body.data).toMatchObject({ approvalStatus: 10, approvalOpinion: null });
    const page = await call(sb, license.driverCarPage, { pageIndex: 2, pageSize: 20 }, at);
    expect(page.body.data.total).toBe(23);
  });

  it('setDefaultCar moves the mark; removeCar removes and hands the mark on', async () => {
    const { sb, at } = driver();
    // his fourth truck: no waybill holds it (his second and third are on WB0005 and WB0007)
    const [first, busy, , second] = sb.control.user('13800000002')!.cars;
    const refused = await call(sb, vehicle.removeCar, { id: busy!.id }, at);
    expect(refused.body).toMatchObject({
      success: false,
      msg: expect.stringMatching(/^该车辆有未完成运单 YD\d+，不能删除$/),
    });
    await call(sb, vehicle.setDefaultCar, { id: second!.id }, at);
    let list = (await call(sb, license.listCarLicenses, {}, at)).body.data;
    expect(list.filter((c) => c.isDefault).map((c) => c.id)).toEqual([second!.id]);
    await call(sb, vehicle.removeCar, { id: second!.id }, at);
    list = (await call(sb, license.listCarLicenses, {}, at)).body.data;
    expect(list).toHaveLength(3);
    expect(list.find((c) => c.id === first!.id)?.isDefault).toBe(true);
    const gone = await call(sb, vehicle.getCarDetail, { id: second!.id }, at);
    expect(gone.body).toMatchObject({ success: false, state: 404001, msg: '未查询到该车辆' });
  });

  it("another driver's vehicle cannot be read, changed or removed, and is said to be his", async () => {
    const { sb, at } = driver();
    const foreign = sb.control.user('13800000003')!.cars[0]!;
    for (const ep of [vehicle.getCarDetail, vehicle.setDefaultCar, vehicle.removeCar]) {
      const res = await call(sb, ep, { id: foreign.id }, at);
      expect(res.body).toMatchObject({ success: false, state: 403001, msg: '该车辆不属于您' });
    }
    const unknown = await call(sb, vehicle.getCarDetail, { id: 'CAR-NONE' }, at);
    expect(unknown.body).toMatchObject({ success: false, state: 404001, msg: '未查询到该车辆' });
    const viaId = await call(sb, vehicle.saveCar, { ...NEW_CAR, id: foreign.id }, at);
    expect(viaId.body.success).toBe(false);
  });

  it('scenario vehicleUnderReview: quick login 13800000004, newest vehicle under review', async () => {
    const sb = quietSandbox({ scenario: 'vehicleUnderReview' });
    const login = sb.control.quickLogin();
    expect(login.mobile).toBe('13800000004');
    const list = (await call(sb, license.listCarLicenses, {}, login.at)).body.data;
    expect(list.map((c) => c.approvalStatus)).toEqual([20, 10]);
  });
});
