import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { captain } from '@/lib/contract/account/captain';
import { license } from '@/lib/contract/account/license';
import { version } from '@/lib/contract/common/version';
import type { ScenarioName } from '@sim/sandbox/sandbox';
import { call, control, quietSandbox } from './helpers';

async function quickDetail(scenario: ScenarioName) {
  const sb = quietSandbox({ scenario });
  const login = sb.control.quickLogin();
  return { sb, login, detail: await call(sb, account.getUserDetail, {}, login.at) };
}

describe('scenarios', () => {
  it('newDriver: quick login is 13800000001, not certified (999), no records', async () => {
    const { sb, login, detail } = await quickDetail('newDriver');
    expect(login.mobile).toBe('13800000001');
    expect(detail.body.data).toMatchObject({
      certificationStatus: 999,
      realName: null,
      isCaptain: false,
      roles: ['driver'],
    });
    expect((await call(sb, license.getDriverLicense, {}, login.at)).body.data).toEqual({
      userDriverLicenseVO: null,
    });
    expect((await call(sb, license.getCurrentDriverApproval, {}, login.at)).body.data).toBeNull();
    expect((await call(sb, license.listCarLicenses, {}, login.at)).body.data).toEqual([]);
    expect((await call(sb, captain.getCarCaptain, {}, login.at)).body.data).toBeNull();
  });

  it('certifiedDriver: 13800000002 certified, licence approvalStatus 20, vehicles and a captain', async () => {
    const { sb, login, detail } = await quickDetail('certifiedDriver');
    expect(login.mobile).toBe('13800000002');
    expect(detail.body.data.certificationStatus).toBe(1);
    const dl = (await call(sb, license.getDriverLicense, {}, login.at)).body.data
      .userDriverLicenseVO;
    expect(dl?.approvalStatus).toBe(20);
    expect(dl?.driverLicenseNo).toBe(detail.body.data.idNumber);
    expect((await call(sb, license.listCarLicenses, {}, login.at)).body.data).toHaveLength(4);
    expect((await call(sb, captain.getCarCaptain, {}, login.at)).body.data).toMatchObject({
      mobile: '13800000003',
    });
  });

  it('captain: 13800000003 is a captain with a fleet over two pages', async () => {
    const { sb, login, detail } = await quickDetail('captain');
    expect(login.mobile).toBe('13800000003');
    expect(detail.body.data).toMatchObject({ isCaptain: true, roles: ['driver', 'captain'] });
    const page2 = await call(sb, license.driverCarPage, { pageIndex: 2, pageSize: 20 }, login.at);
    expect(page2.body.data.total).toBe(23);
    expect(page2.body.data.records).toHaveLength(3);
  });

  it('partner: 13800000004 holds the partner and promoter roles', async () => {
    const { login, detail } = await quickDetail('partner');
    expect(login.mobile).toBe('13800000004');
    expect(detail.body.data.roles).toEqual(expect.arrayContaining(['partner', 'promoter']));
    expect(detail.body.data.permissions).toContain('main:view');
  });

  it('expiredSession: every authorized call answers 505001; public calls still work', async () => {
    const { sb, login, detail } = await quickDetail('expiredSession');
    expect(detail.body).toEqual({
      success: false,
      state: 505001,
      msg: '登录已过期，请重新登录',
      data: null,
    });
    expect((await call(sb, license.isExpired, {}, login.at)).body.state).toBe(505001);
    expect((await call(sb, account.getUserDetail, {})).body.state).toBe(505001);
    const pub = await call(sb, version.getNowPublishVersion, {
      publishPort: 1,
      publishType: 1,
      operatingSystem: 1,
    });
    expect(pub.body.success).toBe(true);
  });

  it('serverDown: every API call answers HTTP 503; control endpoints still answer', async () => {
    const { sb, detail } = await quickDetail('serverDown');
    expect(detail.status).toBe(503);
    expect(detail.body).toMatchObject({ success: false, state: 503 });
    const pub = await call(sb, version.getNowPublishVersion, {
      publishPort: 1,
      publishType: 1,
      operatingSystem: 2,
    });
    expect(pub.status).toBe(503);
    expect((await control(sb, 'GET', 'state')).status).toBe(200);
  });

  it('switches over POST /__sandbox/scenario (data kept) and refuses unknown names', async () => {
    const sb = quietSandbox();
    const login = sb.control.quickLogin();
    expect((await control(sb, 'POST', 'scenario', { name: 'serverDown' })).json).toMatchObject({
      name: 'serverDown',
      mobile: '13800000002',
    });
    expect((await call(sb, account.getUserDetail, {}, login.at)).status).toBe(503);
    await control(sb, 'POST', 'scenario', { name: 'newDriver' });
    expect((await call(sb, account.getUserDetail, {}, login.at)).body.success).toBe(true);
    expect((await control(sb, 'POST', 'scenario', { name: 'nope' })).status).toBe(400);
    const quick = await control(sb, 'POST', 'quick-login', {});
    expect(quick.json).toMatchObject({ mobile: '13800000001' });
  });

  it('reset re-seeds: new users disappear, seeded data returns', async () => {
    const sb = quietSandbox();
    sb.control.quickLogin('13912345678');
    sb.control.updateUser('13800000001', { certificationStatus: 1 });
    expect(sb.control.user('13912345678')).not.toBeNull();
    const reset = await control(sb, 'POST', 'reset', { scenario: 'captain' });
    expect(reset.json).toMatchObject({ scenario: 'captain', scenarioUser: '13800000003' });
    expect(sb.control.user('13912345678')).toBeNull();
    expect(sb.control.users().find((u) => u.mobile === '13800000001')?.certificationStatus).toBe(
      999,
    );
  });
});
