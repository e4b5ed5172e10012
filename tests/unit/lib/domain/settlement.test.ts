import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deductionsOf,
  SERVICE_FEE_RULE,
  serviceFeeOf,
  settleFreight,
  settlementParts,
} from '@/lib/domain/settlement';

describe('serviceFeeOf: 1 % of the freight, half a fen rounded up', () => {
  it.each([
    [0, 0],
    [1, 0],
    [49, 0],
    [50, 1],
    [149, 1],
    [150, 2],
    [468_600, 4_686],
    [463_914, 4_639],
    [10_000, 100],
    [1_000_050, 10_001],
    [1_000_049, 10_000],
    [Number.MAX_SAFE_INTEGER, 90_071_992_547_410],
  ])('%s fen → %s fen', (freight, fee) => {
    expect(serviceFeeOf(freight)).toBe(fee);
  });

  it('is the same as the exact rational rule for every freight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (freight) => {
        const exact = (BigInt(freight) * 100n + 5_000n) / 10_000n;
        expect(serviceFeeOf(freight)).toBe(Number(exact));
      }),
    );
  });

  it.each([Number.NaN, -1, 1.5, Number.POSITIVE_INFINITY])('refuses %s as fen', (bad) => {
    expect(() => serviceFeeOf(bad)).toThrow(RangeError);
  });

  it('says the rule it applies', () => {
    expect(SERVICE_FEE_RULE).toBe('按运费的 1% 收取（四舍五入到分）');
  });
});

describe('settleFreight: freight → fee → deductions → receivable', () => {
  it('settles YD202600000003 (33 吨 × ¥142.00): ¥4,686.00 − ¥46.86 = ¥4,639.14', () => {
    expect(settleFreight(468_600)).toEqual({
      freight: 468_600,
      serviceFee: 4_686,
      deductions: [],
      receivable: 463_914,
    });
  });

  it('takes deductions after the fee, each at most down to a receivable of 0', () => {
    const s = settleFreight(100_000, [
      { name: '油费抵扣', amount: 60_000 },
      { name: '亏吨扣款', amount: 50_000 },
      { name: '其他', amount: 10 },
    ]);
    expect(s).toEqual({
      freight: 100_000,
      serviceFee: 1_000,
      deductions: [
        { name: '油费抵扣', amount: 60_000 },
        { name: '亏吨扣款', amount: 39_000 },
      ],
      receivable: 0,
    });
    expect(deductionsOf(s)).toEqual([
      { name: '信息服务费', amount: 1_000 },
      { name: '油费抵扣', amount: 60_000 },
      { name: '亏吨扣款', amount: 39_000 },
    ]);
  });

  it('refuses a deduction that is not fen', () => {
    expect(() => settleFreight(100_000, [{ name: '油费抵扣', amount: -1 }])).toThrow(RangeError);
    expect(() => settleFreight(100_000, [{ name: '油费抵扣', amount: 0.5 }])).toThrow(RangeError);
  });

  it('leaves the fee out of the detail when there is none', () => {
    expect(deductionsOf(settleFreight(49))).toEqual([]);
    expect(settlementParts(settleFreight(0))).toEqual([]);
  });

  it('has ledger parts that sum to the receivable, the fee counted once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.array(fc.integer({ min: 0, max: 10 ** 8 }), { maxLength: 3 }),
        (freight, amounts) => {
          const s = settleFreight(
            freight,
            amounts.map((amount, i) => ({ name: `扣款${i}`, amount })),
          );
          const parts = settlementParts(s);
          expect(parts.reduce((n, p) => n + p.amount, 0)).toBe(s.receivable);
          expect(parts.filter((p) => p.part === 'serviceFee')).toHaveLength(s.serviceFee ? 1 : 0);
          expect(s.receivable).toBeGreaterThanOrEqual(0);
          expect(s.freight - deductionsOf(s).reduce((n, d) => n + d.amount, 0)).toBe(s.receivable);
        },
      ),
    );
  });
});
