import { Fragment, type ReactNode } from 'react';
import styles from './card.module.css';

export interface Fact {
  label: ReactNode;
  /** Shown as given; empty ('' / null / undefined) shows the list's `empty` text. */
  value: ReactNode;
  /**
   * A number, amount, code, card or waybill number: never broken across lines, figures of even
   * width, and marked `data-number` so layout checks and the floating button keep clear of it.
   */
  number?: boolean;
  /** Stable key when labels repeat or are not text. */
  key?: string;
}

/** A fact, or nothing (`cond && fact`): falsy entries are left out. */
export type FactEntry = Fact | false | null | undefined;

export interface FactListProps {
  facts: readonly FactEntry[];
  /**
   * `grid` (default): label column sized to the longest label, values beside it, left-aligned.
   * `split`: each label on the left and its value right-aligned on the same line (amount lists).
   */
  layout?: 'grid' | 'split';
  /** Shown for an empty value. Default '—'. */
  empty?: ReactNode;
  'aria-label'?: string;
  className?: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label/value pairs as a description list (`dl`): the kit's one way to show an entity's facts. */
export function FactList({
  facts,
  layout = 'grid',
  empty = '—',
  className,
  ...aria
}: FactListProps) {
  const shown = facts.filter((f): f is Fact => Boolean(f));
  const base = layout === 'split' ? `${styles.facts} ${styles.split}` : styles.facts;
  return (
    <dl className={className ? `${base} ${className}` : base} aria-label={aria['aria-label']}>
      {shown.map((fact, index) => (
        <Fragment key={fact.key ?? (typeof fact.label === 'string' ? fact.label : index)}>
          <dt>{fact.label}</dt>
          <dd
            className={fact.number ? styles.number : undefined}
            data-number={fact.number || undefined}
          >
            {isEmpty(fact.value) ? empty : fact.value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
