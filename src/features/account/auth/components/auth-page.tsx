import { TruckOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { config } from '@/config';
import { authLabels } from '../messages';
import styles from './auth-page.module.css';

interface AuthPageProps {
  /** The page heading; on a brand page it is the app name. */
  title?: string;
  subtitle?: ReactNode;
  /** The login look: a coloured header with the app name and the form on a raised card. */
  brand?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

export function AuthPage({ title, subtitle, brand = false, footer, children }: AuthPageProps) {
  if (brand) {
    return (
      <div className={styles.page}>
        <header className={styles.brand}>
          <span className={styles.logo} aria-hidden>
            <TruckOutline />
          </span>
          <h1 className={styles.appName}>{title ?? config.defaultTitle}</h1>
          <p className={styles.tagline}>{subtitle ?? authLabels.appTagline}</p>
        </header>
        <div className={styles.card}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {title ? (
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
      ) : null}
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
