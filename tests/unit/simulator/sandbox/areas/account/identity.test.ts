import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { certification } from '@/lib/contract/account/certification';
import { face } from '@/lib/contract/account/face';
import { identity, type SaveIdentityRequest } from '@/lib/contract/account/identity';
import { call, quietSandbox, smsLogin } from '../../helpers';

const NEW_DRIVER = '13800000001';
const CERTIFIED = '13800000002';

/** A valid number (check digit 'X' computed by GB 11643). */
const ID = '11010519491231002X';

const form: SaveIdentityRequest = {
  name: '王小明',
  certificateNumber: ID,
  address: '北京市朝阳区建国路1号',
  validFrom: '2020-01-01',
  validTo: '2040-01-01',
  idCardFrontUrl: 'https://files.test/front.jpg',
  idCardBackUrl: 'https://files.test/back.jpg',
};

describe('identity save', () => {
  it('moves a driver without a record to 0 (pending review); later reads show it', async () => {
    const sb = quietSandbox();
    const { at } = await smsLogin(sb, NEW_DRIVER);
    const before = await call(sb, identity.getStatusByUserId, { id: '' }, at);
    expect(before.body.data.certificationStatus).toBe(999);

    const saved = await call(sb, identity.save, form, at);
    expect(saved.body.success).toBe(true);
    expect(saved.body.data).toMatchObject({
      certificationStatus: 0,
      gender: '女',
      birthday: '1949-12-31',
      name: '王小明',
    });

    const info = await call(sb, identity.getIdentityInfoByUserId, { userId: '' }, at);
    expect(info.body.data).toMatchObject({ certificateNumber: ID, certificationStatus: 0 });
    const detail = await call(sb, account.getUserDetail, {}, at);
    expect(detail.body.data.certificationStatus).toBe(0);
  });

  it('refuses a wrong check digit, a long-term end before start and a certified driver', async () => {
    const sb = quietSandbox();
    const { at } = await smsLogin(sb, NEW_DRIVER);
    const bad = await call(
      sb,
      identity.save,
      { ...form, certificateNumber: '110105194912310021' },
      at,
    );
    expect(bad.body).toMatchObject({ success: false, msg: '身份证号码有误' });
    const order = await call(sb, identity.save, { ...form, validTo: '2019-01-01' }, at);
    expect(order.body).toMatchObject({ success: false, msg: '有效期结束日期须晚于开始日期' });
    const longTerm = await call(sb, identity.save, { ...form, validTo: '长期' }, at);
    expect(longTerm.body.success).toBe(true);
    const status = await call(sb, identity.getStatusByUserId, { id: '' }, at);
    expect(status.body.data.certificationStatus).toBe(0);

    const certified = await smsLogin(sb, CERTIFIED);
    const again = await call(sb, identity.save, form, certified.at);
    expect(again.body).toMatchObject({ success: false, msg: '您已完成实名认证，无需重复提交' });
  });

  it('a passed face check after saving certifies the driver (1); a failed one leaves 0', async () => {
    const sb = quietSandbox();
    const { at } = await smsLogin(sb, NEW_DRIVER);
    await call(sb, identity.save, form, at);

    sb.control.config({ faceResult: 'failure' });
    const failed = await call(sb, face.startFaceLogin, {
      mobile: NEW_DRIVER,
      returnUrl: 'http://app.test/i/auth/face',
    });
    const failedId = failed.body.data.orderNo;
    const failedResult = await call(
      sb,
      face.getIndividualFaceResultByteDance,
      { orderId: failedId, isApp: 1 },
      at,
    );
    expect(failedResult.body.data.success).toBe(false);
    await call(
      sb,
      face.updateIdentityAuthenticationResult,
      { orderId: failedId, success: true },
      at,
    );
    let status = await call(sb, identity.getStatusByUserId, { id: '' }, at);
    expect(status.body.data.certificationStatus).toBe(0);

    sb.control.config({ faceResult: 'success' });
    const passed = await call(sb, face.startFaceLogin, {
      mobile: NEW_DRIVER,
      returnUrl: 'http://app.test/i/auth/face',
    });
    const orderId = passed.body.data.orderNo;
    await call(sb, face.updateIdentityAuthenticationResult, { orderId, success: true }, at);
    status = await call(sb, identity.getStatusByUserId, { id: '' }, at);
    expect(status.body.data.certificationStatus).toBe(1);
    const info = await call(sb, identity.getIdentityInfoByUserId, { userId: '' }, at);
    expect(info.body.data.name).toBe('王小明');
  });
});

describe('captain application', () => {
  const application = {
    fleetName: '顺风车队',
    contactName: '王小明',
    contactMobile: '13912345678',
    regionCodes: ['130000', '130100'],
    regionNames: ['河北省', '石家庄市'],
    vehicleCount: 5,
  };

  it('files the application pending review and marks the user isCaptain', async () => {
    const sb = quietSandbox();
    const { at } = await smsLogin(sb, NEW_DRIVER);
    const none = await call(sb, certification.getCaptainApplication, {}, at);
    expect(none.body.data).toBeNull();

    const filed = await call(sb, certification.applyCaptain, application, at);
    expect(filed.body.data).toMatchObject({ ...application, status: 0 });
    const read = await call(sb, certification.getCaptainApplication, {}, at);
    expect(read.body.data).toMatchObject({ fleetName: '顺风车队', status: 0 });
    const detail = await call(sb, account.getUserDetail, {}, at);
    expect(detail.body.data.isCaptain).toBe(true);
  });

  it('refuses a bad contact mobile or vehicle count without changing anything', async () => {
    const sb = quietSandbox();
    const { at } = await smsLogin(sb, NEW_DRIVER);
    const badMobile = await call(
      sb,
      certification.applyCaptain,
      { ...application, contactMobile: '12345' },
      at,
    );
    expect(badMobile.body.success).toBe(false);
    const badCount = await call(
      sb,
      certification.applyCaptain,
      { ...application, vehicleCount: 0 },
      at,
    );
    expect(badCount.body).toMatchObject({ success: false, msg: '车辆数量须为1-9999之间的整数' });
    const detail = await call(sb, account.getUserDetail, {}, at);
    expect(detail.body.data.isCaptain).toBe(false);
    const none = await call(sb, certification.getCaptainApplication, {}, at);
    expect(none.body.data).toBeNull();
  });
});
