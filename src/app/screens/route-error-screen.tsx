/**
 * What the driver sees when a screen cannot be shown: a chunk that failed to load twice (§8) gets
 * the network message; anything else a plain "something went wrong". Both offer a reload.
 * Plain markup on purpose: it ships in the entry chunk, and must render when the network is gone.
 */
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../routing/lazy-with-retry';
import { appMessages } from '../messages';
import styles from './route-error-screen.module.css';

export interface RouteErrorScreenProps {
  onReload?: () => void;
}

export function RouteErrorScreen({
  onReload = () => window.location.reload(),
}: RouteErrorScreenProps) {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  return (
    <div className={styles.page} role="alert">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 13v14" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="24" cy="34" r="2.3" fill="currentColor" />
      </svg>
      <p className={styles.message}>
        {chunk ? appMessages.chunkLoadFailed : appMessages.pageCrashed}
      </p>
      <button type="button" className={styles.reload} onClick={onReload}>
        {appMessages.reload}
      </button>
    </div>
  );
}
