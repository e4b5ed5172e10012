import { useEffect, useId, useState } from 'react';
import { LoadError } from './load-error';
import { selectFieldMessages as m } from './messages';
import { type PickerDialogProps, PickerPopup } from './picker-popup';
import styles from './select-field.module.css';
import type { RegionValue, SelectOption } from './types';
import { listKey, type useRegionLists } from './use-region-lists';

/** Province, city, district. */
const REGION_LEVELS = 3;

type Lists = ReturnType<typeof useRegionLists>;

interface RegionPickerProps extends Lists, PickerDialogProps<RegionValue> {}

/**
 * A cascade in tabs: one tab per level picked so far plus the next one; each level's list is
 * loaded when its tab is shown. Complete at a district, or earlier when a level has no children.
 */
export function RegionPicker({
  visible,
  title,
  initial,
  lists,
  load,
  retry,
  onCancel,
  onConfirm,
}: RegionPickerProps) {
  const [draft, setDraft] = useState<RegionValue>(initial ?? []);
  const [requested, setRequested] = useState(() => Math.min(draft.length, REGION_LEVELS - 1));
  const base = useId();
  const panelId = `${base}-panel`;

  const last = draft.at(-1);
  const lastChildren =
    last && draft.length < REGION_LEVELS ? lists[listKey(last.value)] : undefined;
  const lastIsLeaf = lastChildren?.status === 'done' && lastChildren.options.length === 0;
  const complete = draft.length === REGION_LEVELS || (draft.length > 0 && lastIsLeaf);
  const tabCount = complete ? draft.length : draft.length + 1;
  const active = Math.min(requested, tabCount - 1);
  const parent = active === 0 ? null : (draft[active - 1]?.value ?? null);
  const entry = lists[listKey(parent)];
  const missing = entry === undefined;

  useEffect(() => {
    if (!visible || !missing) return;
    const controller = new AbortController();
    load(parent, controller.signal);
    return () => controller.abort();
  }, [visible, missing, parent, load]);

  const pick = (level: number, option: SelectOption) => {
    const same = draft[level]?.value === option.value;
    setDraft(
      same ? draft : [...draft.slice(0, level), { label: option.label, value: option.value }],
    );
    setRequested(Math.min(level + 1, REGION_LEVELS - 1));
  };

  return (
    <PickerPopup
      visible={visible}
      title={title}
      onCancel={onCancel}
      onConfirm={() => onConfirm(draft)}
      confirmDisabled={!complete}
    >
      <div role="tablist" aria-label={m.regionTabs} className={styles.tabs}>
        {Array.from({ length: tabCount }, (_, level) => (
          <button
            key={level}
            id={`${base}-tab-${level}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={level === active}
            aria-controls={panelId}
            onClick={() => setRequested(level)}
          >
            {draft[level]?.label ?? m.placeholder}
          </button>
        ))}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${active}`}
        aria-busy={missing}
        className={styles.scroll}
      >
        {missing && (
          <p className={styles.note} role="status">
            {m.loading}
          </p>
        )}
        {entry?.status === 'error' && (
          <LoadError message={entry.message} onRetry={() => retry(parent)} />
        )}
        {entry?.status === 'done' && (
          <ul className={styles.list}>
            {entry.options.map((option) => (
              <li key={option.value}>
                <button
                  type="button"
                  className={styles.listItem}
                  aria-pressed={draft[active]?.value === option.value}
                  disabled={option.disabled}
                  onClick={() => pick(active, option)}
                >
                  {option.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PickerPopup>
  );
}
