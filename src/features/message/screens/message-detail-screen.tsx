/** /i/message/detail?title=…&id=…: one notice, its server HTML sanitized; opening it marks it read. */
import { Link, useSearchParams } from 'react-router-dom';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/lib/routing/paths';
import { useNoticeByTitle } from '../api/notices';
import { useMarkReadOnOpen } from '../hooks/use-mark-read-on-open';
import { messageMessages } from '../messages';
import styles from './message-detail-screen.module.css';

export function MessageDetailScreen() {
  const [params] = useSearchParams();
  const title = params.get('title')?.trim() ?? '';
  const query = useNoticeByTitle(title, params.get('id') ?? undefined);
  useMarkReadOnOpen(query.data);

  if (query.isPending && title !== '') {
    return <Loading label={messageMessages.loading} withTitle className={styles.page} />;
  }

  if (query.isError) {
    return <LoadFailed title={messageMessages.loadFailed} {...failedReadProps(query)} />;
  }

  const item = title === '' ? null : query.data;
  if (!item) {
    return (
      <LoadEmpty title={messageMessages.notFound}>
        <Link className={styles.link} to={paths.myMessage.to()} replace>
          {messageMessages.backToList}
        </Link>
      </LoadEmpty>
    );
  }

  return (
    <article className={styles.page} aria-labelledby="message-title">
      <h1 id="message-title" className={styles.title}>
        {item.title}
      </h1>
      <p className={styles.meta}>
        {messageMessages.sentAt}
        {item.createTime}
      </p>
      <SafeHtml html={item.content} />
    </article>
  );
}

export default MessageDetailScreen;
