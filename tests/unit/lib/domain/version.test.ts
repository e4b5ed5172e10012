import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion, shouldUpdate } from '@/lib/domain/version';

describe('version compare (§4)', () => {
  it('compares three numeric parts, part by part', () => {
    expect(compareVersions('1.2.9', '1.2.10')).toBe(-1);
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('2.0.0', '10.0.0')).toBe(-1);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
    expect(compareVersions('01.2.03', '1.2.3')).toBe(0);
    expect(compareVersions(' 1.2.3 ', '1.2.3')).toBe(0);
    expect(compareVersions('99999999999999999999.0.0', '99999999999999999998.9.9')).toBe(1);
  });

  it('treats malformed versions as null', () => {
    for (const bad of [
      '1.2',
      '1.2.3.4',
      'v1.2.3',
      '',
      '1.a.3',
      '1..3',
      '1.2.-3',
      '1.2.3-beta',
      null,
      undefined,
    ]) {
      expect(parseVersion(bad)).toBeNull();
      expect(compareVersions(bad, '1.2.3')).toBeNull();
      expect(compareVersions('1.2.3', bad)).toBeNull();
    }
  });

  it('updates only when installed < published and both are well-formed', () => {
    expect(shouldUpdate('1.2.9', '1.2.10')).toBe(true);
    expect(shouldUpdate('1.2.10', '1.2.10')).toBe(false);
    expect(shouldUpdate('1.3.0', '1.2.10')).toBe(false);
    expect(shouldUpdate('1.2', '9.9.9')).toBe(false);
    expect(shouldUpdate('1.2.3', 'latest')).toBe(false);
    expect(shouldUpdate(null, '1.0.0')).toBe(false);
  });
});

describe('version properties', () => {
  const part = fc.nat({ max: 1200 });
  const version = fc.tuple(part, part, part);
  const text = ([a, b, c]: [number, number, number]) => `${a}.${b}.${c}`;
  const tupleOrder = (x: number[], y: number[]) => {
    for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
    return 0;
  };

  it('agrees with numeric tuple order and is antisymmetric', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        const ab = compareVersions(text(a), text(b));
        const ba = compareVersions(text(b), text(a));
        expect(ab).toBe(tupleOrder(a, b));
        expect(ab).toBe(ba === 0 ? 0 : -ba!);
        expect(shouldUpdate(text(a), text(b))).toBe(ab === -1);
      }),
      { numRuns: 1000 },
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        if (compareVersions(text(a), text(b))! <= 0 && compareVersions(text(b), text(c))! <= 0) {
          expect(compareVersions(text(a), text(c))).not.toBe(1);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('anything not three dot-separated digit groups means no update', () => {
    fc.assert(
      fc.property(fc.string(), version, (s, v) => {
        fc.pre(!/^\s*\d+\.\d+\.\d+\s*$/.test(s));
        expect(compareVersions(s, text(v))).toBeNull();
        expect(shouldUpdate(s, text(v))).toBe(false);
        expect(shouldUpdate(text(v), s)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
