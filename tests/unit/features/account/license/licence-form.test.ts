/** The licence form's date rules and the pickers' limits (dates are picked, or read by OCR). */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LICENCE_FORM,
  licenceDateLimits,
  rulesFor,
  type LicenceFormValues,
} from '@/features/account/license/licence-form';

const rules = rulesFor('licence');
const check = (key: keyof LicenceFormValues, patch: Partial<LicenceFormValues>) => {
  const values = { ...EMPTY_LICENCE_FORM, ...patch };
  return rules[key]?.(values[key] as never, values) ?? null;
};

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('licence dates', () => {
  it('asks to pick an empty date', () => {
    expect(check('firstIssueDate', {})).toBe('请选择初次领证日期');
    expect(check('validFrom', {})).toBe('请选择有效期起');
    expect(check('validTo', {})).toBe('请选择有效期止');
  });

  it('refuses what OCR read when it is no real day', () => {
    expect(check('validFrom', { validFrom: '2024-13-01' })).toBe(
      '请输入正确的日期，格式为 YYYY-MM-DD',
    );
    expect(check('validFrom', { validFrom: '长期' })).toBe('请输入正确的日期，格式为 YYYY-MM-DD');
  });

  it('keeps the first issue in the past and the end of validity ahead', () => {
    expect(check('firstIssueDate', { firstIssueDate: '2999-01-01' })).toBe(
      '初次领证日期不能晚于今天',
    );
    expect(check('validTo', { validTo: '2001-01-01' })).toBe('证件已过期，请上传有效期内的证件');
  });

  it('wants the end after the start', () => {
    expect(check('validTo', { validFrom: '2998-05-01', validTo: '2998-05-01' })).toBe(
      '有效期止须晚于有效期起',
    );
    expect(check('validTo', { validFrom: '2020-05-01', validTo: '2998-05-01' })).toBeNull();
  });

  it('asks for the certificate only once it is begun', () => {
    expect(check('qualificationValidTo', {})).toBeNull();
    expect(check('qualificationValidTo', { qualificationCertificateNo: '130102' })).toBe(
      '请选择从业资格证有效期止',
    );
    expect(rulesFor('qualification').qualificationValidTo?.('', EMPTY_LICENCE_FORM)).toBe(
      '请选择从业资格证有效期止',
    );
  });
});

describe('licenceDateLimits', () => {
  const now = new Date(2026, 10, 22, 9, 0);
  const { past, future } = licenceDateLimits(now);

  it('reaches back to a licence held for decades, up to today', () => {
    expect(ymd(past.min)).toBe('1966-11-22');
    expect(ymd(past.max)).toBe('2026-11-22');
  });

  it('puts an end of validity from today up to 20 years ahead', () => {
    expect(ymd(future.min)).toBe('2026-11-22');
    expect(ymd(future.max)).toBe('2046-11-22');
  });
});
