import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import styles from './menu-list.module.css';
import { menuListMessages } from './messages';
import type { MenuItem } from './types';

/**
 * A row is named by what it shows — label, then badge and value — so the name a screen reader
 * reads and voice control matches is the visible text (axe label-content-name-mismatch).
 */
export function MenuRow({ item }: { item: MenuItem }) {
  if (item.unavailable !== undefined)
    return <UnavailableRow item={item} reason={item.unavailable} />;
  return <ActionRow item={item} />;
}

/**
 * Greyed, with its reason read after the label. Not a control (nothing happens on a tap), so it
 * takes no focus; a screen reader reads it in its place in the list.
 */
function UnavailableRow({ item, reason }: { item: MenuItem; reason: string }) {
  const { icon, label, value } = item;
  return (
    <div className={`${styles.row} ${styles.unavailable}`} aria-disabled="true">
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.main}>
        <span className={styles.label}>{label}</span>
        <span className={styles.reason}>{reason}</span>
      </span>
      {value != null ? <span className={styles.value}>{value}</span> : null}
    </div>
  );
}

function ActionRow({ item }: { item: MenuItem }) {
  const { icon, label, value, badge, to, href, onClick } = item;
  const content = (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.main}>
        <span className={styles.label}>{label}</span>
        {href ? <span className="sr-only">{menuListMessages.opensOutside}</span> : null}
        {badge != null ? <span className={styles.badge}>{badge}</span> : null}
      </span>
      {value != null ? <span className={styles.value}>{value}</span> : null}
      {to !== undefined || href || onClick ? (
        <RightOutline className={styles.arrow} aria-hidden="true" />
      ) : null}
    </>
  );

  if (to !== undefined) {
    return (
      <Link className={styles.row} to={to}>
        {content}
      </Link>
    );
  }
  if (href) {
    return (
      <a className={styles.row} href={href} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  if (onClick) {
    return (
      <button type="button" className={`${styles.row} ${styles.button}`} onClick={onClick}>
        {content}
      </button>
    );
  }
  return <div className={styles.row}>{content}</div>;
}
