/** An outcome of a step (face result, submitted application) with its next actions. */
import { Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './identity-form.module.css';

interface OutcomeProps {
  status: 'success' | 'error' | 'info' | 'waiting' | 'warning';
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function Outcome({ status, title, description, actions }: OutcomeProps) {
  return (
    <section className={styles.state} aria-live="polite" aria-label={title}>
      <Result status={status} title={title} description={description} />
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
