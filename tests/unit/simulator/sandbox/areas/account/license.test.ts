import { describe, expect, it } from 'vitest';
import { license, type DriverLicenseFields } from '@/lib/contract/account/license';
import { ocr } from '@/lib/contract/common/ocr';
import type { ScenarioName } from '@sim/sandbox/sandbox';
import { call, control, quietSandbox } from '../../helpers';

function signedIn(scenario: ScenarioName, mobile?: string) {
  const sb = quietSandbox({ scenario });
  const login = sb.control.quickLogin(mobile);
  return { sb, at: login.at, mobile: login.mobile };
}

async function licenceOf(sb: ReturnType<typeof quietSandbox>, at: string) {
  return (await call(sb, license.getDriverLicense, {}, at)).body.data.userDriverLicenseVO;
}

async function formFromOcr(
  sb: ReturnType<typeof quietSandbox>,
  at: string,
): Promise<DriverLicenseFields> {
  const read = (await call(sb, ocr.recognizeDriverLicense, { imageUrl: '/f/front.png' }, at)).body
    .data;
  return {
    name: read.name,
    driverLicenseNo: read.driverLicenseNo,
    quasiDrivingType: read.quasiDrivingType,
    issuingAuthority: read.issuingAuthority,
    firstIssueDate: read.firstIssueDate,
    validFrom: read.validFrom,
    validTo: read.validTo,
    driverLicenseFrontUrl: '/f/front.png',
    driverLicenseBackUrl: '/f/back.png',
    qualificationCertificateNo: null,
    qualificationCertificateUrl: null,
    qualificationValidTo: null,
  };
}

describe('license area', () => {
  it('saving a licence approves it at once (autoApprove) and a later read shows it', async () => {
    const { sb, at } = signedIn('newDriver');
    expect(await licenceOf(sb, at)).toBeNull();
    const form = await formFromOcr(sb, at);
    expect((await call(sb, license.saveDriverLicense, form, at)).body.success).toBe(true);
    expect(await licenceOf(sb, at)).toMatchObject({ ...form, approvalStatus: 20 });
    expect((await call(sb, license.getCurrentDriverApproval, {}, at)).body.data).toMatchObject({
      approvalStatus: 20,
    });
  });

  it('without autoApprove a saved licence stays under review (10)', async () => {
    const { sb, at } = signedIn('newDriver');
    sb.control.config({ autoApprove: false });
    await call(sb, license.saveDriverLicense, await formFromOcr(sb, at), at);
    expect((await licenceOf(sb, at))?.approvalStatus).toBe(10);
    const approval = (await call(sb, license.getCurrentDriverApproval, {}, at)).body.data;
    expect(approval).toMatchObject({ approvalStatus: 10, approvalTime: null });
  });

  it('refuses a licence number that is not an ID number and keeps the old record', async () => {
    const { sb, at } = signedIn('certifiedDriver');
    const before = await licenceOf(sb, at);
    const form = { ...(await formFromOcr(sb, at)), driverLicenseNo: '110101199003071234' };
    const answer = await call(sb, license.saveDriverLicense, form, at);
    expect(answer.body.success).toBe(false);
    expect(await licenceOf(sb, at)).toEqual(before);
  });

  it('licence.review rejects with an opinion, and POST licence-review checks its input', async () => {
    const { sb, at, mobile } = signedIn('certifiedDriver');
    const reviewed = await control(sb, 'POST', 'licence-review', {
      mobile,
      approvalStatus: 30,
      approvalOpinion: '驾驶证照片模糊',
    });
    expect(reviewed.status).toBe(200);
    expect(await licenceOf(sb, at)).toMatchObject({
      approvalStatus: 30,
      approvalOpinion: '驾驶证照片模糊',
    });
    expect((await control(sb, 'POST', 'licence-review', { mobile })).status).toBe(400);
    const none = await control(sb, 'POST', 'licence-review', {
      mobile: '13800000001',
      approvalStatus: 20,
    });
    expect(none.status).toBe(404);
    sb.control.licence.review(mobile, 10);
    expect(await licenceOf(sb, at)).toMatchObject({ approvalStatus: 10, approvalOpinion: null });
  });

  it('certifiedDriver: the seeded licence is in force', async () => {
    const { sb, at } = signedIn('certifiedDriver');
    expect((await call(sb, license.isExpired, {}, at)).body.data).toEqual({
      driverLicenseIsExpired: 0,
      roadTransportIsExpired: 0,
    });
  });

  it('licenceExpired: 13800000002 licence expired (2), qualification soon (1); a new save clears it', async () => {
    const { sb, at, mobile } = signedIn('licenceExpired');
    expect(mobile).toBe('13800000002');
    const expired = await licenceOf(sb, at);
    expect(expired?.approvalStatus).toBe(20);
    expect(expired!.validTo < new Date().toISOString().slice(0, 10)).toBe(true);
    expect((await call(sb, license.isExpired, {}, at)).body.data).toEqual({
      driverLicenseIsExpired: 2,
      roadTransportIsExpired: 1,
    });
    // A photo of the renewed licence reads a validity in force.
    const form = await formFromOcr(sb, at);
    expect(form.validTo > new Date().toISOString().slice(0, 10)).toBe(true);
    const qual = (
      await call(sb, ocr.recognizeQualificationCertificate, { imageUrl: '/f/q.png' }, at)
    ).body.data;
    await call(
      sb,
      license.saveDriverLicense,
      {
        ...form,
        qualificationCertificateNo: qual.certificateNo,
        qualificationCertificateUrl: '/f/q.png',
        qualificationValidTo: qual.validTo,
      },
      at,
    );
    expect((await call(sb, license.isExpired, {}, at)).body.data).toEqual({
      driverLicenseIsExpired: 0,
      roadTransportIsExpired: qual.validTo === expired!.qualificationValidTo ? 1 : 0,
    });
    expect((await licenceOf(sb, at))?.validTo).toBe(form.validTo);
  });

  it('licenceExpired leaves other drivers alone', async () => {
    const { sb, at } = signedIn('licenceExpired', '13800000003');
    expect((await call(sb, license.isExpired, {}, at)).body.data.driverLicenseIsExpired).toBe(0);
  });
});
