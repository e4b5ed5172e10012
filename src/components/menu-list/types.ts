import type { ReactNode } from 'react';
import type { To } from 'react-router-dom';

/**
 * One row. Give at most one of `to`, `href` and `onClick`; with none the row only shows a value;
 * with `unavailable` it shows why it cannot be used.
 */
export interface MenuItem {
  /** Defaults to the label. */
  key?: string;
  /** An antd-mobile icon; it is decoration, hidden from screen readers. */
  icon?: ReactNode;
  /** The row's name, read first. */
  label: string;
  /** Shown at the end of the row (a status, a number); read after the label. */
  value?: ReactNode;
  /** Shown right after the label (a count, a tag); read after the label. */
  badge?: ReactNode;
  /** A screen of this app. */
  to?: To;
  /** Another site: opened in a new window, and said so to screen readers. */
  href?: string;
  onClick?: () => void;
  /**
   * The row cannot be used (yet): its label stays, greyed, with this reason as a tag (e.g. 即将开放),
   * and it has no action — never hidden, never a dead link. `to`, `href` and `onClick` are ignored.
   */
  unavailable?: string;
}

export interface MenuGroup {
  /** Defaults to the title, else the group's position. */
  key?: string;
  /** A heading above the group's card. */
  title?: string;
  items: readonly MenuItem[];
}
