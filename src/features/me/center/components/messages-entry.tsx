/**
 * The way to /i/message/mymessage from the Me band (§2.3 messages): a bell with the unread count of
 * findUnReadNum (§7.1) as its badge. The count is the shared read the message screens refresh when
 * a notice is opened, so the badge drops as the driver reads.
 */
import Badge from 'antd-mobile/es/components/badge';
import { BellOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/routing/paths';
import { useUnreadCount } from '../../shared/unread-count';
import { meMessages } from '../messages';
import styles from './profile-card.module.css';

/** More than 99 reads as 99+ so the badge keeps its size. */
function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

export function MessagesEntry() {
  const { data: count = 0 } = useUnreadCount();
  const badge = unreadBadge(count);
  return (
    <Link
      className={styles.messages}
      to={paths.myMessage.to()}
      aria-label={badge ? meMessages.messagesUnread(count) : meMessages.messages}
    >
      <Badge content={badge} style={{ '--right': '-2px', '--top': '2px' }}>
        <BellOutline aria-hidden="true" />
      </Badge>
    </Link>
  );
}

/** The bell before the count is known (the band's shell paints it too). */
export function MessagesEntryFrame() {
  return (
    <Link className={styles.messages} to={paths.myMessage.to()} aria-label={meMessages.messages}>
      <BellOutline aria-hidden="true" />
    </Link>
  );
}
