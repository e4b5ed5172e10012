/**
 * The wallet's filters in the URL query (month, direction, view), so back returns to the same view.
 * No month: this month (the default); `month=all`: every month.
 */
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DriverRecordFilter, RecordDirection } from '@/lib/contract/money/wallet';

const ALL_MONTHS = 'all';
export type WalletView = 'details' | 'statistics';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const thisMonth = () => dayjs().format('YYYY-MM');

export interface RecordFilterState {
  /** YYYY-MM, or null for every month. */
  month: string | null;
  direction: RecordDirection | null;
  view: WalletView;
  filter: DriverRecordFilter;
  setMonth(month: string | null): void;
  setDirection(direction: RecordDirection | null): void;
  setView(view: WalletView): void;
}

export function useRecordFilter(): RecordFilterState {
  const [params, setParams] = useSearchParams();
  const rawMonth = params.get('month');
  const month =
    rawMonth === ALL_MONTHS ? null : MONTH.test(rawMonth ?? '') ? rawMonth : thisMonth();
  const rawDirection = params.get('direction');
  const direction = rawDirection === '1' ? 1 : rawDirection === '2' ? 2 : null;
  const view: WalletView = params.get('view') === 'statistics' ? 'statistics' : 'details';

  const update = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    month,
    direction,
    view,
    filter: { ...(month ? { month } : {}), ...(direction ? { direction } : {}) },
    setMonth: (m) => update('month', m === null ? ALL_MONTHS : m === thisMonth() ? null : m),
    setDirection: (d) => update('direction', d === null ? null : String(d)),
    setView: (v) => update('view', v === 'details' ? null : v),
  };
}
