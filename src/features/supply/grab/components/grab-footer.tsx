import type { ReactNode } from 'react';
import styles from './grab.module.css';

/** The fixed action bar at the bottom of a grab screen, always within the thumb's reach. */
export function GrabFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
