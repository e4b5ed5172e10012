/**
 * Every bridge call, native event, injected fault and side effect, live, newest first: filter by
 * method or event, expand an entry for its JSON, clear.
 */
import type { TimelineEntry } from '@sim/bridge/api';
import { useDeferredValue, useState, useSyncExternalStore } from 'react';
import { native } from '../core/native';
import { useStore } from '../core/store';
import { uiSettings } from '../core/ui-settings';
import { TimelineRow } from './timeline-row';
import styles from './timeline.module.css';

const PAGE = 200;
const subscribe = (listener: () => void) => native.subscribe(listener);
const read = () => native.timeline();

function entryName(entry: TimelineEntry): string {
  return entry.method ?? entry.event ?? entry.fault ?? entry.kind;
}

function matches(entry: TimelineEntry, filter: string): boolean {
  if (filter === '') return true;
  const needle = filter.toLowerCase();
  return [entry.method, entry.event, entry.fault, entry.kind, entry.code].some((text) =>
    text?.toLowerCase().includes(needle),
  );
}

export function Timeline() {
  const entries = useSyncExternalStore(subscribe, read, read);
  const { timelineFilter } = useStore(uiSettings);
  const filter = useDeferredValue(timelineFilter.trim());
  const [shown, setShown] = useState(PAGE);
  const names = [...new Set(entries.map(entryName))].sort();
  const filtered = entries.filter((e) => matches(e, filter));
  const visible = filtered.slice(-shown).reverse();

  return (
    <section className={styles.timeline} aria-label="时间线">
      <header className={styles.header}>
        <h2>时间线</h2>
        <input
          type="search"
          list="sim-timeline-names"
          placeholder="按方法/事件过滤"
          aria-label="按方法或事件过滤"
          value={timelineFilter}
          onChange={(event) => uiSettings.set({ timelineFilter: event.target.value })}
        />
        <datalist id="sim-timeline-names">
          {names.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <span className={styles.count}>
          {filtered.length}/{entries.length}
        </span>
        <button type="button" onClick={() => native.clearTimeline()}>
          清空
        </button>
      </header>
      <ol className={styles.list} data-testid="sim-timeline">
        {visible.map((entry) => (
          <TimelineRow key={entry.seq} entry={entry} />
        ))}
      </ol>
      {filtered.length > visible.length ? (
        <button type="button" className={styles.more} onClick={() => setShown(shown + PAGE)}>
          显示更早的 {Math.min(PAGE, filtered.length - visible.length)} 条
        </button>
      ) : null}
      {entries.length === 0 ? <p className={styles.empty}>还没有桥调用或原生事件。</p> : null}
    </section>
  );
}
