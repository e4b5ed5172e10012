/**
 * A grid of tool entries (§2.3 common functions, information, toolbox). An entry whose screen is
 * not in this build is shown, greyed, with 即将开放 and aria-disabled: never hidden, never a dead
 * link.
 */
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { meMessages } from '../messages';
import styles from './tool-grid.module.css';

export interface ToolEntry {
  key: string;
  label: string;
  icon: ReactNode;
  /** A screen of this app. */
  to?: string;
  /** An entry that decides on tap (prompts, checks). */
  onPress?: () => void;
  /** False: shown disabled with 即将开放. */
  available: boolean;
}

export interface ToolGridProps {
  title: string;
  entries: readonly ToolEntry[];
}

function Entry({ entry }: { entry: ToolEntry }) {
  const { label, icon, to, onPress, available } = entry;
  const content = (
    <>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.label}>{label}</span>
      {available ? null : <span className={styles.soon}>{meMessages.comingSoon}</span>}
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

export function ToolGrid({ title, entries }: ToolGridProps) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Entry entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
