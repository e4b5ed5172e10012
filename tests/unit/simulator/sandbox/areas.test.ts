import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { agreement } from '@/lib/contract/me/agreement';
import { captain } from '@/lib/contract/account/captain';
import { dict } from '@/lib/contract/common/dict';
import { eventRecord } from '@/lib/contract/common/event-record';
import { identity } from '@/lib/contract/account/identity';
import { license } from '@/lib/contract/account/license';
import { notice } from '@/lib/contract/me/messages';
import { ocr } from '@/lib/contract/common/ocr';
import { region } from '@/lib/contract/common/region';
import { sysConfig, SysConfigKey } from '@/lib/contract/common/sys-config';
import { version } from '@/lib/contract/common/version';
import { call, control, quietSandbox } from './helpers';

describe('notices', () => {
  it('counts unread notices; reading pages marks nothing, markRead marks one read', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    expect((await call(sb, notice.findUnReadNum, {}, at)).body.data).toBe(3);
    const filtered = await call(
      sb,
      notice.getNotifyInfoByTitle,
      { title: '运单', pageIndex: 1, pageSize: 20 },
      at,
    );
    expect(filtered.body.data.records.map((n) => n.title)).toEqual(['运单通知']);
    expect(filtered.body.data.records[0]!.readStatus).toBe(0);
    expect((await call(sb, notice.findUnReadNum, {}, at)).body.data).toBe(3);
    await call(sb, notice.markRead, { id: filtered.body.data.records[0]!.id }, at);
    expect((await call(sb, notice.findUnReadNum, {}, at)).body.data).toBe(2);
    const all = await call(sb, notice.getNotifyInfoByTitle, { pageIndex: 1, pageSize: 20 }, at);
    expect(all.body.data.total).toBe(5);
    const times = all.body.data.records.map((n) => n.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await call(sb, notice.findUnReadNum, {}, at)).body.data).toBe(2);
    const { at: fresh } = sb.control.quickLogin('13800000001');
    expect(
      (await call(sb, notice.getNotifyInfoByTitle, { pageIndex: 1, pageSize: 20 }, fresh)).body
        .data,
    ).toEqual({ records: [], total: 0 });
  });
});

describe('event records', () => {
  it('stores batches with the user when a token is sent, anonymously otherwise', async () => {
    const sb = quietSandbox();
    const { at, appUserId } = sb.control.quickLogin('13800000002');
    const record = {
      eventId: 5001,
      eventName: '网络错误',
      eventData: { url: '/api/x' },
      appMode: 'h5',
      time: '2026-01-01 08:00:00',
      deviceId: 'd1',
    };
    expect(
      (
        await call(
          sb,
          eventRecord.saveBatch,
          { eventRecord: [record, { ...record, eventId: 5002 }] },
          at,
        )
      ).body.success,
    ).toBe(true);
    expect(
      (await call(sb, eventRecord.saveBatch, { eventRecord: [{ ...record, eventId: 2001 }] })).body
        .success,
    ).toBe(true);
    const events = (await control(sb, 'GET', 'events')).json as Array<{
      eventId: number;
      appUserId: string | null;
      eventData: unknown;
    }>;
    expect(events.map((e) => [e.eventId, e.appUserId])).toEqual([
      [5001, appUserId],
      [5002, appUserId],
      [2001, null],
    ]);
    expect(events[0]!.eventData).toEqual({ url: '/api/x' });
    const bad = await call(
      sb,
      eventRecord.saveBatch,
      { eventRecord: [{ ...record, eventName: '' }] },
      at,
    );
    expect(bad.body).toMatchObject({ success: false, msg: 'eventName不能为空' });
  });
});

describe('version, config, dictionaries, agreements, regions', () => {
  it('publishes the configured version, or null', async () => {
    const sb = quietSandbox();
    const query = { publishPort: 1, publishType: 1, operatingSystem: 1 as const };
    await control(sb, 'POST', 'config', { version: { publishVersion: '2.3.4', isUpdate: '1' } });
    expect((await call(sb, version.getNowPublishVersion, query)).body.data).toMatchObject({
      publishVersion: '2.3.4',
      isUpdate: '1',
    });
    await control(sb, 'POST', 'config', { version: null });
    expect((await call(sb, version.getNowPublishVersion, query)).body.data).toBeNull();
    const bad = await call(sb, version.getNowPublishVersion, {
      ...query,
      operatingSystem: 3 as never,
    });
    expect(bad.body.success).toBe(false);
  });

  it('reads the fence and trail intervals by key', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    const answer = await call(
      sb,
      sysConfig.findItemValueByItemKeys,
      {
        itemKeys: [
          SysConfigKey.electronicFenceDetectionInterval,
          SysConfigKey.driverTrailInterval,
          'unknown.key',
        ],
      },
      at,
    );
    expect(answer.body.data).toEqual([
      { itemKey: SysConfigKey.electronicFenceDetectionInterval, itemValue: '300' },
      { itemKey: SysConfigKey.driverTrailInterval, itemValue: '60' },
    ]);
    expect((await call(sb, dict.getDictValue, { dictKey: 'no-such-dict' }, at)).body.data).toEqual(
      [],
    );
  });

  it('lets a tester change a configured interval (control), which the calls then answer', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    const read = async () =>
      (
        await call(
          sb,
          sysConfig.findItemValueByItemKeys,
          { itemKeys: [SysConfigKey.driverTrailInterval] },
          at,
        )
      ).body.data;
    expect(await read()).toEqual([{ itemKey: SysConfigKey.driverTrailInterval, itemValue: '60' }]);
    const set = await control(sb, 'POST', 'settings/config-item', {
      itemKey: SysConfigKey.driverTrailInterval,
      itemValue: 15,
    });
    expect(set).toMatchObject({ status: 200, json: { itemValue: '15', id: 'C0002' } });
    expect(await read()).toEqual([{ itemKey: SysConfigKey.driverTrailInterval, itemValue: '15' }]);
    const item = await call(sb, sysConfig.get, { id: 'C0002' }, at);
    expect(item.body.data.itemValue).toBe('15');
    expect(
      await control(sb, 'POST', 'settings/config-item', { itemKey: 'nope', itemValue: '1' }),
    ).toEqual({ status: 404, json: { error: 'no config item nope' } });
    expect(sb.control.settings.configItems().map((i) => i.itemValue)).toEqual([
      '300',
      '15',
      '400-800-0000',
    ]);
  });

  it('the user agreement carries a script and an onerror handler for sanitizer tests', async () => {
    const sb = quietSandbox();
    const user = (await call(sb, agreement.getAgreementInfoByType, { type: 'user' })).body.data;
    expect(user.title).toBe('用户服务协议');
    expect(user.content).toContain('<script>');
    expect(user.content).toMatch(/onerror="/);
    const img = await sb.handle(new Request('http://x.test/__sandbox/files/missing-banner.png'));
    expect(img.status).toBe(404);
  });

  it('walks the region tree and finds codes by name', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    const provinces = (await call(sb, region.getRegion, {}, at)).body.data;
    expect(provinces.every((p) => p.level === 1 && p.parentCode === null)).toBe(true);
    const cities = (await call(sb, region.getRegion, { parentCode: '130000' }, at)).body.data;
    expect(cities.map((c) => c.name)).toEqual(['石家庄市', '唐山市']);
    const tree = (await call(sb, region.getRegionToThree, {}, at)).body.data;
    expect(tree[0]!.children![0]!.children![0]).toEqual({ value: '110101', label: '东城区' });
    const codes = await call(
      sb,
      region.getRegionCodeByName,
      { provinceName: '河北省', cityName: '唐山市', districtName: '不存在区' },
      at,
    );
    expect(codes.body.data).toEqual({
      provinceCode: '130000',
      cityCode: '130200',
      districtCode: null,
    });
  });
});

describe('identity and licences', () => {
  it('a new driver has an empty identity (999); control can change certification', async () => {
    const sb = quietSandbox();
    const { at, appUserId } = sb.control.quickLogin('13800000001');
    const empty = (await call(sb, identity.getIdentityInfoByUserId, { userId: appUserId }, at)).body
      .data;
    expect(empty).toMatchObject({
      certificationStatus: 999,
      name: null,
      certificateNumber: null,
      address: null,
    });
    await control(sb, 'POST', 'user', { mobile: '13800000001', certificationStatus: 0 });
    expect((await call(sb, identity.getStatusByUserId, { id: appUserId }, at)).body.data).toEqual({
      certificationStatus: 0,
    });
    expect((await call(sb, account.getUserDetail, {}, at)).body.data.certificationStatus).toBe(0);
    await call(sb, identity.updateAvatar, { avatar: '/__sandbox/files/F000009.png' }, at);
    expect((await call(sb, account.getUserDetail, {}, at)).body.data.avatar).toBe(
      '/__sandbox/files/F000009.png',
    );
  });

  it("OCR reads the driver's own documents", async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    const person = sb.control.user('13800000002')!.identity!;
    const dl = (
      await call(sb, ocr.recognizeDriverLicense, { imageUrl: '/__sandbox/files/x.jpg' }, at)
    ).body.data;
    expect(dl).toMatchObject({
      name: person.name,
      driverLicenseNo: person.certificateNumber,
      address: person.address,
    });
    const missing = await call(sb, ocr.recognizeDriverLicense, { imageUrl: '' }, at);
    expect(missing.body.msg).toBe('图片地址不能为空');
  });

  it('saving a licence: pending (10) without auto-approval, approved (20) with it; bad ID refused', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000001');
    const scanned = (
      await call(sb, ocr.recognizeDriverLicense, { imageUrl: '/__sandbox/files/F1.jpg' }, at)
    ).body.data;
    const fields = {
      name: scanned.name,
      driverLicenseNo: scanned.driverLicenseNo,
      quasiDrivingType: scanned.quasiDrivingType,
      issuingAuthority: scanned.issuingAuthority,
      firstIssueDate: scanned.firstIssueDate,
      validFrom: scanned.validFrom,
      validTo: scanned.validTo,
      driverLicenseFrontUrl: '/__sandbox/files/F1.jpg',
      driverLicenseBackUrl: null,
      qualificationCertificateNo: null,
      qualificationCertificateUrl: null,
      qualificationValidTo: null,
    };
    sb.control.config({ autoApprove: false });
    expect((await call(sb, license.saveDriverLicense, fields, at)).body.success).toBe(true);
    expect((await call(sb, license.getCurrentDriverApproval, {}, at)).body.data).toMatchObject({
      approvalStatus: 10,
      approvalTime: null,
    });
    sb.control.config({ autoApprove: true });
    await call(sb, license.saveDriverLicense, fields, at);
    expect(
      (await call(sb, license.getDriverLicense, {}, at)).body.data.userDriverLicenseVO
        ?.approvalStatus,
    ).toBe(20);
    const bad = await call(
      sb,
      license.saveDriverLicense,
      { ...fields, driverLicenseNo: '110101199001011230' },
      at,
    );
    expect(bad.body.msg).toBe('身份证号码格式错误');
  });

  it('isExpired: 2 when expired, 1 within 30 days, 0 otherwise', async () => {
    const now = Date.parse('2030-06-01T00:00:00+08:00');
    const sb = quietSandbox({ now: () => now });
    const { at } = sb.control.quickLogin('13800000002');
    const dl = sb.control.user('13800000002')!.driverLicense!;
    dl.validTo = '2030-05-31';
    dl.qualificationValidTo = '2030-06-20';
    expect((await call(sb, license.isExpired, {}, at)).body.data).toEqual({
      driverLicenseIsExpired: 2,
      roadTransportIsExpired: 1,
    });
    dl.validTo = '2031-06-01';
    dl.qualificationValidTo = '2035-01-01';
    expect((await call(sb, license.isExpired, {}, at)).body.data).toEqual({
      driverLicenseIsExpired: 0,
      roadTransportIsExpired: 0,
    });
  });

  it('pages the fleet and filters by plate', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000003');
    const first = (await call(sb, license.driverCarPage, { pageIndex: 1, pageSize: 20 }, at)).body
      .data;
    expect(first).toMatchObject({ total: 23 });
    expect(first.records).toHaveLength(20);
    const plate = first.records[7]!.carNo;
    const filtered = (
      await call(
        sb,
        license.driverCarPage,
        { pageIndex: 1, pageSize: 20, carNo: plate.slice(2) },
        at,
      )
    ).body.data;
    expect(filtered.records.map((c) => c.carNo)).toContain(plate);
    expect(
      (await call(sb, license.getCarInfoByCarNo, { carNo: '京A00000' }, at)).body.data,
    ).toBeNull();
  });
});

describe('captain binding', () => {
  it('binds, refuses a second binding, unbinds; search by mobile finds captains only', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000004');
    expect((await call(sb, captain.getCarCaptain, {}, at)).body.data).toBeNull();
    expect(
      (await call(sb, captain.getCarCaptainByMobile, { mobile: '13800000002' }, at)).body.data,
    ).toBeNull();
    const found = (await call(sb, captain.getCarCaptainByMobile, { mobile: '13800000003' }, at))
      .body.data!;
    expect(found).toMatchObject({
      mobile: '13800000003',
      carCount: 23,
      bindTime: null,
      certificationStatus: 1,
    });
    expect(
      (await call(sb, captain.addCarCaptainForApp, { carCaptainId: '100002' }, at)).body.msg,
    ).toBe('该用户不是车队长');
    expect(
      (await call(sb, captain.addCarCaptainForApp, { carCaptainId: found.carCaptainId }, at)).body
        .success,
    ).toBe(true);
    expect((await call(sb, captain.getCarCaptain, {}, at)).body.data?.bindTime).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    expect(
      (await call(sb, captain.addCarCaptainForApp, { carCaptainId: found.carCaptainId }, at)).body
        .msg,
    ).toBe('您已绑定车队长，请先解绑');
    expect(
      (await call(sb, captain.deleteCarCaptain, { carCaptainId: found.carCaptainId }, at)).body
        .success,
    ).toBe(true);
    expect(
      (await call(sb, captain.deleteCarCaptain, { carCaptainId: found.carCaptainId }, at)).body.msg,
    ).toBe('未绑定该车队长');
  });

  it('getCarCaptainByMobilePass leaves out captains not yet certified', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    const pending = sb.control.users().find((u) => u.isCaptain && u.certificationStatus === 0)!;
    expect(
      (await call(sb, captain.getCarCaptainByMobile, { mobile: pending.mobile }, at)).body.data,
    ).not.toBeNull();
    expect(
      (await call(sb, captain.getCarCaptainByMobilePass, { mobile: pending.mobile }, at)).body.data,
    ).toBeNull();
    expect((await call(sb, captain.checkUser, { mobile: '13800000003' }, at)).body.data).toEqual({
      isEnterprisePersonnel: true,
      enterpriseName: '河北顺达物流有限公司',
    });
    expect(
      (await call(sb, captain.checkUser, { mobile: '13800000001' }, at)).body.data
        .isEnterprisePersonnel,
    ).toBe(false);
  });
});
