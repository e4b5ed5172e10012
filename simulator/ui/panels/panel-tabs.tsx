/** Tabs over the control panels; the open one is remembered across simulator reloads. */
import { Suspense } from 'react';
import { h5Status } from '../core/h5-controller';
import { useStore } from '../core/store';
import { uiSettings } from '../core/ui-settings';
import { PANELS } from './panel-list';
import styles from './panel-tabs.module.css';

export function PanelTabs() {
  const { panel } = useStore(uiSettings);
  // The first panel's chunk and sample photos wait for the H5's first load: the driver's screen
  // comes first on a cold start.
  const h5Loaded = useStore(h5Status).loads > 0;
  const active = PANELS.find((p) => p.id === panel) ?? PANELS[0];
  return (
    <section className={styles.panels} aria-label="控制面板">
      <div className={styles.tabs} role="tablist" aria-label="面板">
        {PANELS.map((p) => (
          <button
            key={p.id}
            type="button"
            role="tab"
            id={`sim-tab-${p.id}`}
            aria-selected={p.id === active.id}
            aria-controls="sim-panel"
            onClick={() => uiSettings.set({ panel: p.id })}
          >
            {p.label}
          </button>
        ))}
      </div>
      <div
        className={styles.body}
        role="tabpanel"
        id="sim-panel"
        aria-labelledby={`sim-tab-${active.id}`}
      >
        {h5Loaded ? (
          <Suspense fallback={<p className={styles.loading}>加载面板…</p>}>
            <active.Component />
          </Suspense>
        ) : (
          <p className={styles.loading}>加载面板…</p>
        )}
      </div>
    </section>
  );
}
