import { CheckCircleFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './after-sales.module.css';
import { cardStyles } from '@/components/card';

/** A write went through: what happened, in a heading, and the ways on. */
export function SuccessView({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.success}>
      <CheckCircleFill className={styles.successIcon} aria-hidden />
      <h1 className={cardStyles.heading}>{title}</h1>
      <p className={styles.muted}>{text}</p>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
