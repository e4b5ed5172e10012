import { describe, expect, it } from 'vitest';
import { readAgreementType } from '@/features/me/about/agreement-types';

describe('agreement link type', () => {
  it('reads the known types and defaults to the user agreement', () => {
    expect(readAgreementType('user')).toBe('user');
    expect(readAgreementType('privacy')).toBe('privacy');
    expect(readAgreementType('certification')).toBe('certification');
    expect(readAgreementType(null)).toBe('user');
    expect(readAgreementType('')).toBe('user');
  });

  it('refuses anything else', () => {
    expect(readAgreementType('USER')).toBeNull();
    expect(readAgreementType('<script>')).toBeNull();
    expect(readAgreementType('constructor')).toBeNull();
  });
});
