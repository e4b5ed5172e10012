import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './card.module.css';

export interface ListRowProps {
  /** The row's first line, left: a number or a name. */
  title: ReactNode;
  /** The first line, right: a state or an amount. */
  extra?: ReactNode;
  /** Further lines, one muted line each, cut with an ellipsis when too long for the width. */
  lines?: readonly ReactNode[];
  /** Where a tap goes; without it the row is plain text. */
  to?: string;
  /** Replaces the history entry instead of pushing one. */
  replace?: boolean;
  /** The element of a row without `to`: `article` for a row that is a thing of its own. Default `div`. */
  as?: 'div' | 'article';
  'aria-label'?: string;
  className?: string;
}

/** One row of a paged list: a title line with something on its right, then muted lines. */
export function ListRow({
  title,
  extra,
  lines = [],
  to,
  replace,
  as: Tag = 'div',
  className,
  ...aria
}: ListRowProps) {
  const body = (
    <>
      <span className={styles.rowHead}>
        <span className={styles.rowTitle}>{title}</span>
        {extra === undefined ? null : <span className={styles.rowExtra}>{extra}</span>}
      </span>
      {lines.map((line, index) =>
        line === null || line === undefined || line === false ? null : (
          // Lines are positional: the same row always shows them in the same order.
          <span key={index} className={styles.rowContent}>
            {line}
          </span>
        ),
      )}
    </>
  );
  const cls = className ? `${styles.row} ${className}` : styles.row;
  return to === undefined ? (
    <Tag className={cls} aria-label={aria['aria-label']}>
      {body}
    </Tag>
  ) : (
    <Link className={cls} to={to} replace={replace} aria-label={aria['aria-label']}>
      {body}
    </Link>
  );
}

/** The class a paged list takes to fill the page under a header (Page with `list`). */
export const listFillClass = styles.list;
