/**
 * The one look of an outcome: a step done (证照已提交, 人脸认证成功, 发车成功, 提现申请已提交), a wait
 * or a failure. An icon, the title, what happens next, the facts that matter (an amount, a number)
 * and always a next step: a screen that says "done" never leaves the driver without a way on.
 */
import {
  CheckCircleFill,
  ClockCircleFill,
  CloseCircleFill,
  ExclamationCircleFill,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { FactList, type FactEntry } from '@/components/card';
import styles from './result-page.module.css';

export type ResultStatus = 'success' | 'waiting' | 'warning' | 'error';

export interface ResultPageProps {
  status?: ResultStatus;
  title: string;
  /** What happens next, or why it failed: one or two short sentences. */
  description?: ReactNode;
  /** The headline figure under the title (an amount with MoneyText). */
  figure?: ReactNode;
  /** Facts of what was done, in a card under the title. */
  facts?: readonly FactEntry[];
  /** Anything else between the facts and the buttons (a kept-offline note, a photo strip). */
  children?: ReactNode;
  /** The next steps: the first is the primary button. At least one. */
  actions: ReactNode;
  /** The landmark. Default `main`; `div` inside a screen that has its own. */
  as?: 'main' | 'div';
  className?: string;
}

const ICONS: Record<ResultStatus, ReactNode> = {
  success: <CheckCircleFill color="var(--adm-color-success, #00b578)" />,
  waiting: <ClockCircleFill color="var(--adm-color-primary, #1677ff)" />,
  warning: <ExclamationCircleFill color="var(--adm-color-warning, #ff8f1f)" />,
  error: <CloseCircleFill color="var(--adm-color-danger, #ff3141)" />,
};

export function ResultPage(props: ResultPageProps) {
  const { status = 'success', title, description, figure, facts, children, actions } = props;
  const Tag = props.as ?? 'main';
  return (
    <Tag className={props.className ? `${styles.page} ${props.className}` : styles.page}>
      <section className={styles.head} aria-label={title} aria-live="polite">
        <span className={styles.icon} aria-hidden="true">
          {ICONS[status]}
        </span>
        <h1 className={styles.title}>{title}</h1>
        {figure === undefined ? null : <div className={styles.figure}>{figure}</div>}
        {description === undefined ? null : <p className={styles.description}>{description}</p>}
      </section>
      {facts && facts.some(Boolean) ? (
        <div className={styles.facts}>
          <FactList facts={facts} />
        </div>
      ) : null}
      {children}
      <div className={styles.actions}>{actions}</div>
    </Tag>
  );
}
