import type { ReactNode } from 'react';
import styles from './card.module.css';

export interface PageProps {
  children: ReactNode;
  /** The landmark: `main` for a screen's own content (default), `div` inside another landmark. */
  as?: 'main' | 'div';
  /** A page that is one paged list: no padding, the list fills the height. Default false. */
  list?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-busy'?: boolean;
  className?: string;
}

/** A screen's body: a padded column of cards with 16 px between them, or a full-height list. */
export function Page({ children, as = 'main', list = false, className, ...aria }: PageProps) {
  const Tag = as;
  const base = list ? styles.listPage : styles.page;
  return (
    <Tag className={className ? `${base} ${className}` : base} {...aria}>
      {children}
    </Tag>
  );
}
