/** The plaza's choice (tab, plate, filters), remembered for the session (plaza-filter-state.ts). */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PlazaTab } from '../plaza-messages';
import {
  loadChoice,
  NO_FILTERS,
  saveChoice,
  type PlazaChoice,
  type PlazaFilters,
} from './plaza-filter-state';

const TABS: readonly string[] = ['bulk', 'whole', 'nearest'];

export function usePlazaFilters() {
  const [choice, setChoice] = useState<PlazaChoice>(loadChoice);
  const [params] = useSearchParams();
  const linkedTab = params.get('tab');

  // A link to /supply?tab=nearest (e.g. from home) opens that list; a bare /supply keeps the last.
  const [seenLink, setSeenLink] = useState<string | null>(null);
  if (linkedTab !== seenLink) {
    setSeenLink(linkedTab);
    if (linkedTab && TABS.includes(linkedTab) && linkedTab !== choice.tab) {
      setChoice({ ...choice, tab: linkedTab as PlazaTab });
    }
  }

  useEffect(() => saveChoice(choice), [choice]);

  const setTab = useCallback((tab: PlazaTab) => setChoice((c) => ({ ...c, tab })), []);
  const setCarNo = useCallback((carNo: string | null) => setChoice((c) => ({ ...c, carNo })), []);
  const applyFilters = useCallback(
    (filters: PlazaFilters) => setChoice((c) => ({ ...c, filters })),
    [],
  );
  const clearFilters = useCallback(() => setChoice((c) => ({ ...c, filters: NO_FILTERS })), []);

  return { choice, setTab, setCarNo, applyFilters, clearFilters };
}
