/**
 * A grid of entries, each an icon over its label (Me's tool groups, the wallet's shortcuts). An
 * entry whose screen is not in this build is shown greyed with `comingSoon` and aria-disabled:
 * never hidden, never a dead link.
 */
import { Fragment, type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import styles from './icon-grid.module.css';

export interface IconGridEntry {
  key: string;
  /**
   * The label; as a list, the phrases it is made of: a line breaks only between them, so a label
   * too long for its cell wraps as 劳务开票 / 指引, never inside a word (劳务开 / 票指引).
   */
  label: string | readonly string[];
  icon: ReactNode;
  /** A screen of this app. */
  to?: string;
  /** An entry that decides on tap (prompts, checks). */
  onPress?: () => void;
  /** False: shown disabled with the grid's `comingSoon` text. Default true. */
  available?: boolean;
}

export interface IconGridProps {
  /** The group's heading; without one the grid is named by `aria-label`. */
  title?: string;
  entries: readonly IconGridEntry[];
  /** Entries per row. Default 4. */
  columns?: 3 | 4 | 5;
  /** Under a disabled entry. Default 即将开放. */
  comingSoon?: string;
  /** `nav` for shortcuts to other screens (default `section`). */
  as?: 'section' | 'nav';
  'aria-label'?: string;
  className?: string;
}

export const ICON_GRID_COMING_SOON = '即将开放';

function Label({ label }: { label: IconGridEntry['label'] }) {
  if (typeof label === 'string') return <span className={styles.label}>{label}</span>;
  return (
    <span className={styles.label}>
      {label.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className={styles.phrase}>{phrase}</span>
        </Fragment>
      ))}
    </span>
  );
}

function Entry({ entry, comingSoon }: { entry: IconGridEntry; comingSoon: string }) {
  const { label, icon, to, onPress, available = true } = entry;
  const content = (
    <>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Label label={label} />
      {available ? null : <span className={styles.soon}>{comingSoon}</span>}
    </>
  );
  if (!available) {
    return (
      <button type="button" className={`${styles.entry} ${styles.disabled}`} aria-disabled="true">
        {content}
      </button>
    );
  }
  if (to !== undefined) {
    return (
      <Link className={styles.entry} to={to}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.entry} onClick={onPress}>
      {content}
    </button>
  );
}

export function IconGrid(props: IconGridProps) {
  const { title, entries, columns = 4, comingSoon = ICON_GRID_COMING_SOON, as = 'section' } = props;
  const id = useId();
  const Tag = as;
  return (
    <Tag
      className={props.className ? `${styles.card} ${props.className}` : styles.card}
      aria-labelledby={title === undefined ? undefined : id}
      aria-label={title === undefined ? props['aria-label'] : undefined}
    >
      {title === undefined ? null : (
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      )}
      <ul className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Entry entry={entry} comingSoon={comingSoon} />
          </li>
        ))}
      </ul>
    </Tag>
  );
}
