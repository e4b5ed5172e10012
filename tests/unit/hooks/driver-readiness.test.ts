/** Home's readiness says what the grab will judge: the licence and its qualification certificate. */
import { describe, expect, it } from 'vitest';
import { licenceStep } from '@/hooks/use-driver-readiness';
import type { DriverLicenseVO } from '@/lib/contract/account/license';

const NOW = '2026-11-22 09:00:00';
const licence = (patch: Partial<DriverLicenseVO> = {}): DriverLicenseVO => ({
  id: 'DL1',
  name: '张伟',
  driverLicenseNo: '440306198805123415',
  quasiDrivingType: 'A2',
  issuingAuthority: '公安局交通警察支队',
  firstIssueDate: '2010-01-01',
  validFrom: '2020-01-01',
  validTo: '2030-01-01',
  driverLicenseFrontUrl: 'front.jpg',
  driverLicenseBackUrl: null,
  qualificationCertificateNo: '440306198805123415',
  qualificationCertificateUrl: 'q.jpg',
  qualificationValidTo: '2030-01-01',
  approvalStatus: 20,
  approvalOpinion: null,
  createTime: '2026-01-01 10:00:00',
  ...patch,
});

describe('the licence step of home readiness', () => {
  it('is done only with an approved licence and a qualification certificate, both in date', () => {
    expect(licenceStep(licence(), NOW)).toEqual({
      key: 'licence',
      state: 'done',
      to: '/i/license',
    });
  });

  it('leads to the certificate upload when the approved licence carries none', () => {
    expect(licenceStep(licence({ qualificationCertificateNo: null }), NOW)).toEqual({
      key: 'licence',
      state: 'todo',
      to: '/add-license',
    });
    expect(licenceStep(licence({ qualificationValidTo: '2026-11-21' }), NOW)).toMatchObject({
      state: 'failed',
      to: '/add-license',
    });
  });

  it('follows the licence itself first: none, in review, rejected or expired', () => {
    expect(licenceStep(null, NOW)).toMatchObject({ state: 'todo', to: '/driverVoucher2' });
    expect(licenceStep(licence({ approvalStatus: 10 }), NOW).state).toBe('pending');
    expect(licenceStep(licence({ approvalStatus: 30 }), NOW).state).toBe('failed');
    expect(licenceStep(licence({ validTo: '2026-01-01' }), NOW)).toMatchObject({
      state: 'failed',
      to: '/i/license',
    });
  });
});
