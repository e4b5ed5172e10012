import type { ReactNode } from 'react';
import styles from './grab.module.css';

const TONE = { error: styles.noticeError, ok: styles.noticeOk, info: styles.noticeInfo } as const;

/** A one-line outcome under a choice: an error is announced at once, the rest politely. */
export function GrabNotice({ tone, children }: { tone: keyof typeof TONE; children: ReactNode }) {
  return (
    <p className={`${styles.notice} ${TONE[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
