import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CertificationStatus,
  badgeTarget,
  certificationLabel,
  isCertified,
  isQualificationCertified,
  toCertificationStatus,
} from '@/lib/domain/certification';

describe('real-name certification status (§4)', () => {
  it('labels 0, 1, 2, 3 and 999', () => {
    expect(certificationLabel(0)).toBe('待审核');
    expect(certificationLabel(1)).toBe('已认证');
    expect(certificationLabel(2)).toBe('认证失败');
    expect(certificationLabel(3)).toBe('临时审核');
    expect(certificationLabel(999)).toBe('未认证');
    expect(CertificationStatus).toEqual({
      Pending: 0,
      Certified: 1,
      Failed: 2,
      TemporaryReview: 3,
      NotCertified: 999,
    });
  });

  it('reads numeric strings and treats missing or unknown values as no record', () => {
    expect(certificationLabel('1')).toBe('已认证');
    expect(certificationLabel(null)).toBe('未认证');
    expect(certificationLabel(undefined)).toBe('未认证');
    expect(certificationLabel(7)).toBe('未认证');
    expect(certificationLabel('')).toBe('未认证');
    expect(toCertificationStatus('abc')).toBe(999);
  });

  it('only 1 counts as certified', () => {
    expect(isCertified(1)).toBe(true);
    expect(isCertified('1')).toBe(true);
    for (const s of [0, 2, 3, 999, null, undefined, '']) expect(isCertified(s)).toBe(false);
  });

  it('the badge opens /i/auth/detail, or /seleteRole when 999', () => {
    expect(badgeTarget(999)).toBe('/seleteRole');
    expect(badgeTarget(null)).toBe('/seleteRole');
    for (const s of [0, 1, 2, 3]) expect(badgeTarget(s)).toBe('/i/auth/detail');
  });

  it('qualification approvalStatus 20 counts as certified', () => {
    expect(isQualificationCertified(20)).toBe(true);
    expect(isQualificationCertified('20')).toBe(true);
    for (const s of [0, 1, 10, 21, 30, null, undefined, ''])
      expect(isQualificationCertified(s)).toBe(false);
  });

  it('property: any value maps to one of the five labels and a consistent badge target', () => {
    const labels = ['待审核', '已认证', '认证失败', '临时审核', '未认证'];
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -5, max: 1005 }), fc.string(), fc.constant(null)),
        (v) => {
          const label = certificationLabel(v);
          expect(labels).toContain(label);
          expect(badgeTarget(v)).toBe(label === '未认证' ? '/seleteRole' : '/i/auth/detail');
          expect(isCertified(v)).toBe(label === '已认证');
          expect(isQualificationCertified(v)).toBe(Number(v) === 20 && v !== null && v !== '');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
