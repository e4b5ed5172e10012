import { describe, expect, it } from 'vitest';
import {
  billFilterOf,
  groupCode,
  orderFilterOf,
  parseKind,
  parseMonth,
  parseOilType,
  parseOrderState,
  withParam,
} from '@/features/fuel/balance/filters';
import { billKindLabel, cardLabel, orderStateLabel } from '@/features/fuel/balance/messages';

const q = (s: string) => new URLSearchParams(s);

describe('fuel filters from the URL query', () => {
  it('reads the card, new by default', () => {
    expect(parseOilType('old')).toBe('old');
    expect(parseOilType('new')).toBe('new');
    expect(parseOilType(null)).toBe('new');
    expect(parseOilType('OLD')).toBe('new');
  });

  it('reads a month only as YYYY-MM', () => {
    expect(parseMonth('2026-11')).toBe('2026-11');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-1')).toBeNull();
    expect(parseMonth('all')).toBeNull();
    expect(parseMonth(null)).toBeNull();
  });

  it('reads the known bill kinds and order states only', () => {
    expect(parseKind('refund')).toBe('refund');
    expect(parseKind('consume')).toBe('consume');
    expect(parseKind('toString')).toBeNull();
    expect(parseOrderState('paid')).toBe('paid');
    expect(parseOrderState('cancelled')).toBeNull();
    expect(parseOrderState(null)).toBeNull();
  });

  it('builds the bill query with only what filters', () => {
    expect(billFilterOf(q(''))).toEqual({ oilType: 'new' });
    expect(billFilterOf(q('oilType=old&kind=recharge&month=2026-10'))).toEqual({
      oilType: 'old',
      kind: 'recharge',
      month: '2026-10',
    });
    expect(billFilterOf(q('kind=x&month=soon'))).toEqual({ oilType: 'new' });
  });

  it('builds the order query with only what filters', () => {
    expect(orderFilterOf(q('oilType=old'))).toEqual({ oilType: 'old' });
    expect(orderFilterOf(q('state=fuelled&month=2025-03'))).toEqual({
      oilType: 'new',
      state: 'fuelled',
      month: '2025-03',
    });
  });

  it('sets and clears one query key, keeping the others', () => {
    const base = q('oilType=old&kind=refund');
    expect(withParam(base, 'month', '2026-10').toString()).toBe(
      'oilType=old&kind=refund&month=2026-10',
    );
    expect(withParam(base, 'kind', null).toString()).toBe('oilType=old');
    expect(base.toString()).toBe('oilType=old&kind=refund');
  });
});

describe('fuel texts', () => {
  it('groups the 核销码 3 + 3', () => {
    expect(groupCode('083551')).toBe('083 551');
    expect(groupCode('12345')).toBe('12345');
  });

  it('names every card, bill kind and order state', () => {
    expect(cardLabel).toEqual({ old: '旧油卡', new: '新油卡' });
    expect(billKindLabel).toEqual({ recharge: '充值', consume: '加油消费', refund: '退款' });
    expect(orderStateLabel).toEqual({ paid: '待加油', fuelled: '已加油', refunded: '已退款' });
  });
});
