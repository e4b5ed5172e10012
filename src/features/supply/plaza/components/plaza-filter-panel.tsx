/**
 * The plaza's filters, loaded on the first tap of 筛选 (the pickers are not needed for the list).
 * Choices are a draft until 确定; 重置 empties the draft.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/form';
import { SelectField, type SelectOption } from '@/components/select-field';
import { DictKey } from '@/lib/contract/common/dict';
import { dictionaryQueryOptions } from '@/hooks/shared-reads';
import { loadingDayOptions, NO_FILTERS, type PlazaFilters } from '../hooks/plaza-filter-state';
import { plazaMessages as m, VEHICLE_LENGTHS } from '../plaza-messages';
import styles from './plaza.module.css';

const LENGTH_OPTIONS: SelectOption[] = VEHICLE_LENGTHS.map((v) => ({
  label: m.vehicleLengthOption(v),
  value: v,
}));

export interface PlazaFilterPanelProps {
  id: string;
  filters: PlazaFilters;
  onApply: (filters: PlazaFilters) => void;
}

export function PlazaFilterPanel({ id, filters, onApply }: PlazaFilterPanelProps) {
  const [draft, setDraft] = useState(filters);
  const set = <K extends keyof PlazaFilters>(key: K, value: PlazaFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const types = useQuery(dictionaryQueryOptions(DictKey.vehicleType)).data;
  // The sources keep a type's label, so label and value are both the label.
  const typeOptions = useMemo(
    () => (types ?? []).map((o) => ({ label: o.label, value: o.label })),
    [types],
  );
  const days = useMemo(() => loadingDayOptions(), []);
  const headingId = useId();
  return (
    <section id={id} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.visuallyHidden}>
        {m.filtersLabel}
      </h2>
      <div className={styles.panelFields}>
        <SelectField
          kind="region"
          label={m.origin}
          required={false}
          value={draft.origin}
          onChange={(v) => set('origin', v)}
        />
        <SelectField
          kind="region"
          label={m.destination}
          required={false}
          value={draft.destination}
          onChange={(v) => set('destination', v)}
        />
        <SelectField
          kind="buttonGroup"
          multiple={false}
          label={m.vehicleLength}
          required={false}
          options={LENGTH_OPTIONS}
          value={draft.vehicleLength}
          onChange={(v: string | null) => set('vehicleLength', v)}
        />
        <SelectField
          kind="buttonGroup"
          multiple={false}
          label={m.vehicleType}
          required={false}
          options={typeOptions}
          value={draft.vehicleType}
          onChange={(v: string | null) => set('vehicleType', v)}
        />
        <SelectField
          kind="buttonGroup"
          multiple={false}
          label={m.loadingDate}
          required={false}
          options={days}
          value={draft.loadingDate}
          onChange={(v: string | null) => set('loadingDate', v)}
        />
      </div>
      <div className={styles.panelActions}>
        <Button variant="secondary" onClick={() => setDraft(NO_FILTERS)}>
          {m.reset}
        </Button>
        <Button onClick={() => onApply(draft)}>{m.apply}</Button>
      </div>
    </section>
  );
}

export default PlazaFilterPanel;
