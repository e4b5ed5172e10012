/** /i/message/detail?title=…&id=…: one notice, its server HTML sanitized; opening it marks it read. */
import { useSearchParams } from 'react-router-dom';
import { Loading, ReadProblem, readProblemProps } from '@/components/load-state';
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

  const item = title === '' ? null : query.data;
  if (query.isError || !item) {
    // A notice not among his (gone, or someone else's) is not found; only the network gets 重试.
    return (
      <ReadProblem
        subject={messageMessages.subject}
        back={{ label: messageMessages.backToList, to: paths.myMessage.to() }}
        {...readProblemProps(query)}
        {...(query.isError ? {} : { kind: 'notFound' as const })}
        words={{ notFound: { title: messageMessages.notFound } }}
      />
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
