/** /i/message/detail?title=…&id=…: one notice, its server HTML sanitized; opening it marks it read. */
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router-dom';
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
    return (
      <div className={styles.page} role="status" aria-label={messageMessages.loading}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className={styles.state} role="alert">
        <ErrorBlock
          status="disconnected"
          title={messageMessages.loadFailed}
          description={query.error.message}
        />
        <Button
          color="primary"
          size="large"
          className={styles.action}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {messageMessages.retry}
        </Button>
      </div>
    );
  }

  const item = title === '' ? null : query.data;
  if (!item) {
    return (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={messageMessages.notFound} description="" />
        <Link className={styles.link} to={paths.myMessage.to()} replace>
          {messageMessages.backToList}
        </Link>
      </div>
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
