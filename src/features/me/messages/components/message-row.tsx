/**
 * One notice in the list: title, time, a preview, and a dot while it is unread.
 * The link is named by what it shows (no aria-label: a label that leaves out the visible text
 * breaks voice control), with the read state spelt out for screen readers next to the dot.
 */
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import type { NotifyInfo } from '@/lib/contract/me/messages';
import { paths } from '@/lib/routing/paths';
import { messageMessages } from '../messages';
import { previewText } from '../preview-text';
import styles from './message-row.module.css';

export const MESSAGE_ROW_HEIGHT = 88;

export function MessageRow({ item }: { item: NotifyInfo }) {
  const unread = item.readStatus === 0;
  const state = unread ? messageMessages.unread : messageMessages.read;
  return (
    <Link className={styles.row} to={paths.messageDetail.to({ title: item.title, id: item.id })}>
      <span className={styles.head}>
        <span className={unread ? `${styles.title} ${styles.unreadTitle}` : styles.title}>
          {item.title}
          <span className="sr-only">，{state}</span>
        </span>
        {unread ? <span className={styles.dot} data-testid="unread-dot" aria-hidden /> : null}
        <span className={styles.time}>{item.createTime}</span>
      </span>
      <span className={styles.preview}>{previewText(item.content)}</span>
      <RightOutline className={styles.arrow} aria-hidden />
    </Link>
  );
}
