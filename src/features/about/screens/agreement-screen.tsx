/** /i/about/agreement?type=user|privacy|certification: the agreement text, sanitized. */
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { SafeHtml } from '@/components/safe-html';
import { readAgreementType } from '../agreement-types';
import { useAgreement } from '@/hooks/shared-reads';
import { aboutMessages } from '../messages';
import styles from './agreement-screen.module.css';

export function AgreementScreen() {
  const [params] = useSearchParams();
  const type = readAgreementType(params.get('type'));
  const query = useAgreement(type, 'inline');

  if (type === null) {
    return (
      <div className={styles.state}>
        <ErrorBlock
          status="empty"
          title={aboutMessages.unknownAgreement}
          description={aboutMessages.unknownAgreementHint}
        />
      </div>
    );
  }

  if (query.isPending) {
    return (
      <div className={styles.page} role="status" aria-label={aboutMessages.loading}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className={styles.state} role="alert">
        <ErrorBlock
          status="disconnected"
          title={aboutMessages.loadFailed}
          description={query.error.message}
        />
        <Button
          color="primary"
          size="large"
          className={styles.retry}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {aboutMessages.retry}
        </Button>
      </div>
    );
  }

  const info = query.data;
  return (
    <article className={styles.page} aria-labelledby="agreement-title">
      <h1 id="agreement-title" className={styles.title}>
        {info.title}
      </h1>
      {info.updateTime ? (
        <p className={styles.meta}>
          {aboutMessages.updatedAt}
          {info.updateTime}
        </p>
      ) : null}
      <SafeHtml html={info.content} />
    </article>
  );
}

export default AgreementScreen;
