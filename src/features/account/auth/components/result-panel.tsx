import {
  CheckCircleFill,
  ClockCircleFill,
  CloseCircleFill,
  ExclamationCircleFill,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './result-panel.module.css';

export type ResultTone = 'success' | 'fail' | 'info' | 'waiting';

const ICONS = {
  success: CheckCircleFill,
  fail: CloseCircleFill,
  info: ExclamationCircleFill,
  waiting: ClockCircleFill,
} as const;

interface ResultPanelProps {
  tone: ResultTone;
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
}

/** An outcome or notice: face result, chosen role, refused redirect, login needed. */
export function ResultPanel({ tone, title, text, actions }: ResultPanelProps) {
  const Icon = ICONS[tone];
  return (
    <section className={styles.panel} aria-live="polite">
      <Icon className={`${styles.icon} ${styles[tone]}`} aria-hidden />
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
