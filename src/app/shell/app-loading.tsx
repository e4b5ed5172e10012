import { appMessages } from '../messages';
import styles from './app-loading.module.css';

/** Shown while the first screen's chunk and the guard are on their way (CSS only: entry chunk). */
export function AppLoading() {
  return (
    <div className={styles.loading} role="status" aria-label={appMessages.pageLoading}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
