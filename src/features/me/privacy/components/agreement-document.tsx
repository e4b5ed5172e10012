/**
 * One agreement text (隐私政策, 用户服务协议, 用户授权协议) through the shared agreement read: a
 * skeleton while loading, the failure with a retry, then the sanitized server HTML.
 */
import { Skeleton } from 'antd-mobile';
import { SafeHtml } from '@/components/safe-html';
import { useAgreement } from '@/hooks/shared-reads';
import type { AgreementType } from '@/lib/contract/me/agreement';
import { privacyMessages as m } from '../messages';
import { LoadFailed } from '@/components/load-state';
import styles from './privacy.module.css';

export function AgreementDocument({ type }: { type: AgreementType }) {
  const query = useAgreement(type, 'inline');

  if (query.isPending) {
    return (
      <div className={styles.document} role="status" aria-label={m.loading}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }

  if (query.isError) {
    return (
      <LoadFailed
        title={m.documentLoadFailed}
        description={query.error.message}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const info = query.data;
  return (
    <article className={styles.document} aria-labelledby="privacy-document-title">
      <h1 id="privacy-document-title" className={styles.documentTitle}>
        {info.title}
      </h1>
      {info.updateTime ? (
        <p className={styles.documentMeta}>
          {m.updatedAt}
          {info.updateTime}
        </p>
      ) : null}
      <SafeHtml html={info.content} />
    </article>
  );
}
