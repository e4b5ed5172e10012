/**
 * Bottom tab bar (§2.1). The entry config lists all five; an entry shows only when this build has
 * its route (or, for scan, when a scanner handler is given), so no tab leads to a missing screen.
 * With fewer than two entries there is nothing to switch between, and no bar (nor its spacer) shows.
 */
import { useLocation } from 'react-router-dom';
import { isTabAvailable, TAB_ENTRIES, type TabEntry } from './tab-entries';
import { activeTab } from './tab-match';
import { useSafeNavigate } from '../routing/use-safe-navigate';
import styles from './tab-bar.module.css';

export interface AppTabBarProps {
  entries?: readonly TabEntry[];
  /** Whether this build has the tab's root route. */
  isAvailable?: (path: string) => boolean;
  /** Opens the scanner flow; without it the scan entry is hidden. */
  onScan?: () => void;
}

export function AppTabBar({
  entries = TAB_ENTRIES,
  isAvailable = isTabAvailable,
  onScan,
}: AppTabBarProps) {
  const navigate = useSafeNavigate();
  const { pathname } = useLocation();
  const shown = entries.filter((e) =>
    e.path === null ? onScan !== undefined : isAvailable(e.path),
  );
  const active = activeTab(shown, pathname);
  if (shown.length < 2) return null;

  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label="主导航">
        {shown.map((entry) => {
          const current = entry.key === active;
          return (
            <button
              key={entry.key}
              type="button"
              className={`${styles.item} ${current ? styles.active : ''} ${entry.key === 'scan' ? styles.scan : ''}`}
              aria-current={current ? 'page' : undefined}
              onClick={() => (entry.path === null ? onScan?.() : navigate(entry.path))}
            >
              <span className={styles.icon} aria-hidden="true">
                {entry.icon}
              </span>
              <span className={styles.title}>{entry.title}</span>
            </button>
          );
        })}
      </nav>
    </>
  );
}
