import { describe, expect, it } from 'vitest';
import { placeText, quantityText, shortTime } from '@/components/source-card/source-text';
import {
  DEFAULT_CHOICE,
  filterCount,
  filterSummary,
  loadingDayOptions,
  parseChoice,
  sourceQuery,
  type PlazaChoice,
} from '@/features/supply/plaza/hooks/plaza-filter-state';

const CHOICE: PlazaChoice = {
  tab: 'whole',
  carNo: '冀A12345',
  filters: {
    origin: [
      { label: '河北省', value: '130000' },
      { label: '石家庄市', value: '130100' },
      { label: '长安区', value: '130102' },
    ],
    destination: [{ label: '天津市', value: '120000' }],
    vehicleLength: '13.0',
    vehicleType: '重型半挂牵引车',
    loadingDate: '2026-11-23',
  },
};

describe('the plaza choice kept in session storage', () => {
  it('comes back as it was stored', () => {
    expect(parseChoice(JSON.stringify(CHOICE))).toEqual(CHOICE);
  });

  it('falls back to the default for nothing, bad JSON or a wrong shape', () => {
    for (const raw of [null, '', '{', 'null', '42', '"x"', '[]']) {
      expect(parseChoice(raw)).toEqual(DEFAULT_CHOICE);
    }
  });

  it('drops only the fields that are malformed', () => {
    const raw = JSON.stringify({
      tab: 'elsewhere',
      carNo: 'X'.repeat(30),
      filters: {
        origin: [{ label: '河北省' }],
        destination: 'nowhere',
        vehicleLength: 17.5,
        vehicleType: '重型半挂牵引车',
        loadingDate: '23/11/2026',
      },
    });
    expect(parseChoice(raw)).toEqual({
      tab: 'bulk',
      carNo: null,
      filters: {
        origin: null,
        destination: null,
        vehicleLength: null,
        vehicleType: '重型半挂牵引车',
        loadingDate: null,
      },
    });
  });
});

describe('the list request of a choice', () => {
  it('sends the deepest region code picked and every filter set', () => {
    expect(sourceQuery('bulk', CHOICE)).toEqual({
      kind: 'bulk',
      originCode: '130102',
      destinationCode: '120000',
      vehicleLength: '13.0',
      vehicleType: '重型半挂牵引车',
      loadingDate: '2026-11-23',
      carNo: '冀A12345',
    });
  });

  it('sends only the kind without filters', () => {
    expect(sourceQuery('whole', DEFAULT_CHOICE)).toEqual({ kind: 'whole' });
    expect(filterCount(DEFAULT_CHOICE.filters)).toBe(0);
    expect(filterCount(CHOICE.filters)).toBe(5);
  });

  it('is summed up in one line', () => {
    expect(filterSummary(CHOICE.filters)).toBe('长安区 → 天津市 · 13.0米 · 重型半挂牵引车 · 11-23');
    expect(filterSummary({ ...DEFAULT_CHOICE.filters, vehicleLength: '9.6' })).toBe('9.6米');
  });
});

describe('the loading days', () => {
  it('are today and the six days after it, across a month end', () => {
    const days = loadingDayOptions(new Date(2026, 10, 29, 23, 30));
    expect(days.map((d) => d.value)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(days.slice(0, 3).map((d) => d.label)).toEqual(['今天 11-29', '明天 11-30', '12-01']);
  });
});

describe('the source card texts', () => {
  it('names a place by city and district, a municipality by itself', () => {
    expect(placeText({ regionName: '河北省 石家庄市 长安区' })).toBe('石家庄市 长安区');
    expect(placeText({ regionName: '北京市 北京市 东城区' })).toBe('北京市 东城区');
    expect(placeText({ regionName: '天津市 市辖区 滨海新区' })).toBe('天津市 滨海新区');
    expect(placeText({ regionName: '北京市 海淀区' })).toBe('北京市 海淀区');
    expect(placeText({ regionName: '' })).toBe('');
  });

  it('shows quantities with at most three decimals', () => {
    expect(quantityText(12.5)).toBe('12.5');
    expect(quantityText(1 / 3)).toBe('0.333');
    expect(quantityText(Number.NaN)).toBe('0');
  });

  it('shortens times to month, day and minute', () => {
    expect(shortTime('2026-11-25 08:00:00')).toBe('11-25 08:00');
    expect(shortTime('soon')).toBe('soon');
  });
});
