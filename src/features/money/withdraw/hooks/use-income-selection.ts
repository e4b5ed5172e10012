/** The waybills ticked on the choose screen (id → what is left of it) and 全选 over those loaded. */
import { useCallback, useRef, useState } from 'react';
import type { PageLoader } from '@/components/paged-list';
import type { WithdrawableIncome } from '@/lib/contract/money/withdraw';
import { useWithdrawablePages } from '../api/withdraw';

export function useIncomeSelection() {
  const pages = useWithdrawablePages();
  const loaded = useRef(new Map<string, number>());
  const [loadedCount, setLoadedCount] = useState(0);
  const [selected, setSelected] = useState<ReadonlyMap<string, number>>(new Map());

  const load: PageLoader<WithdrawableIncome> = useCallback(
    async (query) => {
      const page = await pages(query);
      if (query.pageIndex === 1) loaded.current.clear();
      for (const r of page.rows) loaded.current.set(r.waybillId, r.remaining);
      setLoadedCount(loaded.current.size);
      return page;
    },
    [pages],
  );

  const toggle = useCallback((income: WithdrawableIncome) => {
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(income.waybillId)) next.delete(income.waybillId);
      else next.set(income.waybillId, income.remaining);
      return next;
    });
  }, []);

  const allSelected = loadedCount > 0 && selected.size === loadedCount;
  const toggleAll = () => setSelected(allSelected ? new Map() : new Map(loaded.current));
  const total = [...selected.values()].reduce((sum, fen) => sum + fen, 0);

  return { load, selected, toggle, allSelected, toggleAll, total, loadedCount };
}
