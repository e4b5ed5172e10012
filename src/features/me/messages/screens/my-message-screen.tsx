/** /i/message/mymessage: the unread count and the driver's notices, newest first (§2.3). */
import { PagedList } from '@/components/paged-list';
import { notice, type NotifyInfo } from '@/lib/contract/me/messages';
import { useListCompanions } from '@/hooks/use-list-companions';
import { useUnreadCount } from '../../shared/unread-count';
import { useNoticePageLoader } from '../api/notices';
import { MESSAGE_ROW_HEIGHT, MessageRow } from '../components/message-row';
import { messageMessages } from '../messages';
import styles from './my-message-screen.module.css';

const keyOf = (n: NotifyInfo) => n.id;
const renderRow = (n: NotifyInfo) => <MessageRow item={n} />;
/** The unread count is read again with the list's first page (a retry after 查询出错 too). */
const COMPANIONS = [notice.findUnReadNum];

export function MyMessageScreen() {
  const unread = useUnreadCount();
  const load = useListCompanions(useNoticePageLoader(), COMPANIONS);

  return (
    <div className={styles.page}>
      <p className={styles.summary} aria-live="polite">
        {unread.data === undefined
          ? messageMessages.unreadLoading
          : messageMessages.unreadSummary(unread.data)}
      </p>
      <PagedList
        className={styles.list}
        load={load}
        renderItem={renderRow}
        itemHeight={MESSAGE_ROW_HEIGHT}
        itemKey={keyOf}
        label={messageMessages.listLabel}
        height="auto"
      />
    </div>
  );
}

export default MyMessageScreen;
