import type { ReactNode } from 'react';
import { profileMessages as m } from '../messages';
import styles from './step-page.module.css';

interface StepPageProps {
  step: 1 | 2 | 3 | 4;
  heading: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** One change-phone step: which step of four, its heading and hint, then its form. */
export function StepPage({ step, heading, hint, children }: StepPageProps) {
  return (
    <div className={styles.page}>
      <ol className={styles.steps} aria-label={m.stepOf(step)}>
        {[1, 2, 3, 4].map((n) => (
          <li
            key={n}
            className={n <= step ? styles.done : styles.todo}
            aria-current={n === step ? 'step' : undefined}
          />
        ))}
      </ol>
      <h1 className={styles.heading}>{heading}</h1>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {children}
    </div>
  );
}
