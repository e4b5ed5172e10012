import { useId } from 'react';
import styles from './menu-list.module.css';
import { MenuRow } from './menu-row';
import type { MenuGroup } from './types';

export interface MenuListProps {
  groups: readonly MenuGroup[];
  /** The level of the groups' titles under the page's own headings. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The rows of a menu page (首页 shortcuts, 关于我们, 我的, 设置, 钱包): white cards of rows with an
 * icon, a label, an optional value or badge and a chevron, each row at least 52 px tall.
 */
export function MenuList({ groups, headingLevel = 2, className }: MenuListProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={className ? `${styles.groups} ${className}` : styles.groups}>
      {groups.map((group, g) => {
        const titleId = `${id}-${g}`;
        const rows = (
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.key ?? item.label}>
                <MenuRow item={item} />
              </li>
            ))}
          </ul>
        );
        if (!group.title) return <div key={group.key ?? g}>{rows}</div>;
        return (
          <section key={group.key ?? group.title} aria-labelledby={titleId}>
            <Heading id={titleId} className={styles.title}>
              {group.title}
            </Heading>
            {rows}
          </section>
        );
      })}
    </div>
  );
}
